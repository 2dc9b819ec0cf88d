import {
  Box,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import type { Hospital, ScheduleEvent, Shift } from "@rosterly/contract";
import type { SnapshotDiff } from "@rosterly/domain/snapshots";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../lib/formatter-context";
import { cellOf, type Grouping, groupChanges, type SnapshotChange } from "../lib/changes";

const KIND_COLOR = {
  added: "success",
  removed: "error",
  moved: "info",
  reassigned: "warning",
  changed: "default",
} as const;

/** Field names of a change the list can name; any other shows as "other details". */
const NAMED_FIELDS = new Set([
  "typeId",
  "flags",
  "comments",
  "internalComments",
  "obligatory",
  "overtime",
  "sitter",
  "settings",
  "onCall",
  "flexOn",
  "canceled",
  "giveaway",
  "swapped",
  "newAssigneeId",
  "departmentId",
  "state",
  "title",
]);

/**
 * The changes since the snapshot, per person or per day (J-003): each says what happened (added,
 * removed, moved, reassigned, changed) with before and after; choosing one shows its cell.
 */
export function ChangesList(props: {
  hospital: Hospital;
  diff: SnapshotDiff<Shift, ScheduleEvent>;
  onSelect: (cell: { userId: number; date: string }) => void;
}) {
  const { hospital, diff, onSelect } = props;
  const { t } = useTranslation();
  const formatter = useFormatter();
  const [grouping, setGrouping] = useState<Grouping>("person");
  const nameOf = useCallback(
    (userId: number) => hospital.employees[String(userId)]?.fullName ?? t("snapshots.unknownPerson"),
    [hospital, t],
  );
  const groups = useMemo(() => groupChanges(diff, grouping, nameOf), [diff, grouping, nameOf]);
  const types = useMemo(() => new Map(hospital.shiftTypes.map((type) => [type.id, type])), [hospital]);

  const entryText = (change: SnapshotChange, side: "before" | "after") => {
    const value = change[side];
    if (value === null) return "";
    if (change.entry === "shift" && "date" in value) {
      const shift = value;
      const name = types.get(shift.typeId)?.name ?? t("snapshots.shift");
      return t("snapshots.shiftOn", {
        name,
        start: shift.startTime.slice(0, 5),
        end: shift.endTime.slice(0, 5),
        date: formatter.date(shift.date, "monthDay"),
      });
    }
    if ("dates" in value) {
      const dates = value.dates.map((date) => formatter.date(date, "monthDay")).join(", ");
      return t("snapshots.eventOn", { name: value.typeName, dates });
    }
    return "";
  };
  const describe = (change: SnapshotChange): string[] => {
    const lines: string[] = [];
    for (const kind of change.kinds) {
      if (kind === "added") lines.push(t("snapshots.lines.added", { entry: entryText(change, "after") }));
      else if (kind === "removed")
        lines.push(t("snapshots.lines.removed", { entry: entryText(change, "before") }));
      else if (kind === "moved")
        lines.push(
          t("snapshots.lines.moved", {
            before: entryText(change, "before"),
            after: entryText(change, "after"),
          }),
        );
      else if (kind === "reassigned")
        lines.push(
          t("snapshots.lines.reassigned", {
            before: nameOf(change.before?.assigneeId ?? 0),
            after: nameOf(change.after?.assigneeId ?? 0),
          }),
        );
      else {
        const fields = change.fields.filter(
          (field) => !["date", "payrollDate", "dates", "startTime", "endTime", "assigneeId"].includes(field),
        );
        const named = [
          ...new Set(
            fields.map((field) =>
              NAMED_FIELDS.has(field)
                ? t(`snapshots.fields.${field}` as "snapshots.fields.typeId")
                : t("snapshots.fields.other"),
            ),
          ),
        ];
        lines.push(
          t("snapshots.lines.changed", { entry: entryText(change, "after"), fields: named.join(", ") }),
        );
      }
    }
    return lines;
  };

  return (
    <Box>
      <Stack
        direction="row"
        sx={{ alignItems: "center", justifyContent: "space-between", mb: 1, gap: 1, flexWrap: "wrap" }}
      >
        <Typography variant="h2" component="h2" sx={{ fontSize: "1rem", fontWeight: 600 }}>
          {t("snapshots.changesTitle")}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={grouping}
          aria-label={t("snapshots.grouping")}
          onChange={(_, value: Grouping | null) => value && setGrouping(value)}
        >
          <ToggleButton value="person">{t("snapshots.byPerson")}</ToggleButton>
          <ToggleButton value="day">{t("snapshots.byDay")}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {groups.length === 0 ? (
        <Typography variant="body2" role="status">
          {t("snapshots.noChanges")}
        </Typography>
      ) : (
        <List
          dense
          disablePadding
          aria-label={t("snapshots.changesTitle")}
          sx={{ maxHeight: { md: "70vh" }, overflow: "auto" }}
        >
          {groups.map((group) => (
            <li key={group.key}>
              <ul style={{ padding: 0 }}>
                <ListSubheader disableSticky sx={{ lineHeight: 2.2, fontWeight: 600, px: 0 }}>
                  {group.userId !== null
                    ? nameOf(group.userId)
                    : formatter.date(group.date ?? "", "weekdayDate")}{" "}
                  · {t("snapshots.count", { count: group.items.length })}
                </ListSubheader>
                {group.items.map((change) => {
                  const cell = cellOf(change);
                  return (
                    <ListItem key={`${change.entry}-${change.id}`} disablePadding>
                      <ListItemButton
                        disabled={cell === null}
                        onClick={() => cell && onSelect(cell)}
                        sx={{ alignItems: "flex-start", gap: 1, px: 1 }}
                        data-change={change.kinds.join(" ")}
                      >
                        <Stack direction="row" spacing={0.5} sx={{ pt: 0.5, flexShrink: 0 }}>
                          {change.kinds.map((kind) => (
                            <Chip
                              key={kind}
                              size="small"
                              color={KIND_COLOR[kind]}
                              label={t(`snapshots.kinds.${kind}`)}
                            />
                          ))}
                        </Stack>
                        <ListItemText
                          primary={describe(change).join(" · ")}
                          secondary={
                            group.userId !== null
                              ? undefined
                              : nameOf((change.after ?? change.before)?.assigneeId ?? 0)
                          }
                        />
                      </ListItemButton>
                    </ListItem>
                  );
                })}
              </ul>
            </li>
          ))}
        </List>
      )}
    </Box>
  );
}
