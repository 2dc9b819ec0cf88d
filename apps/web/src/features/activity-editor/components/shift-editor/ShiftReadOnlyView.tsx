import { Box, Chip, Stack, Tooltip } from "@mui/material";
import type { Shift } from "@rosterly/contract";
import { toDisplayTime } from "@rosterly/domain/time";
import { useTranslation } from "react-i18next";
import { type Detail, DetailList } from "../../../../components/DetailList";
import { useFormatter } from "../../../../lib/formatter-context";
import type { EditorSession } from "../../lib/editor-session";
import { visibleFlagIds } from "../../lib/flags";
import { hoursOf, statusOf } from "../../lib/shift-status";
import { StatusChip } from "../common/StatusChip";
import { HistoryFooter } from "./HistoryFooter";

/**
 * A shift for someone who may not change it: the editor's data without controls. Staff see other
 * people's flags only when visible to other staff, and never internal comments (F-038, Z-017).
 */
export function ShiftReadOnlyView({ shift, session }: { shift: Shift; session: EditorSession }) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { reference } = session;
  const flagIds = visibleFlagIds(shift.flags, reference.flags, {
    ownShift: shift.assigneeId === session.viewerId,
    management: session.seesProfiles,
  });
  const hours = hoursOf(shift);
  const yesNo = (value: boolean) => t(value ? "activityEditor.yes" : "activityEditor.no");
  const time = (value: string) => toDisplayTime(value) ?? value;
  const dash = t("activityEditor.empty");
  const items: Detail[] = [
    {
      label: t("activityEditor.shift.status"),
      value: <StatusChip status={statusOf(shift, reference.flagLookup)} />,
    },
    { label: t("activityEditor.shift.date"), value: formatter.date(shift.date, "date") },
    { label: t("activityEditor.shift.payrollDate"), value: formatter.date(shift.payrollDate, "date") },
    {
      label: t("activityEditor.shift.department"),
      value: reference.departments.get(shift.departmentId)?.name ?? "",
    },
    { label: t("activityEditor.shift.type"), value: reference.shiftTypes.get(shift.typeId)?.name ?? "" },
    {
      label: t("activityEditor.shift.time"),
      value: `${time(shift.startTime)} – ${time(shift.endTime)}${
        hours === null ? "" : ` (${t("activityEditor.hours", { hours: formatter.hours(hours) })})`
      }`,
    },
    {
      label: t("activityEditor.shift.flags"),
      value:
        flagIds.length === 0 ? (
          t("activityEditor.none")
        ) : (
          <Box component="span" sx={{ display: "inline-flex", flexWrap: "wrap", gap: 0.5 }}>
            {flagIds.map((id) => {
              const flag = reference.flags.get(id);
              return (
                <Tooltip key={id} title={flag?.name ?? ""}>
                  <Chip size="small" label={flag?.shortCode ?? `#${id}`} aria-label={flag?.name} />
                </Tooltip>
              );
            })}
          </Box>
        ),
    },
    { label: t("activityEditor.shift.obligatory"), value: yesNo(shift.obligatory) },
    { label: t("activityEditor.shift.overtime"), value: yesNo(shift.overtime) },
    { label: t("activityEditor.shift.sitter"), value: yesNo(shift.sitter) },
  ];
  if (shift.sitter) {
    items.push({ label: t("activityEditor.shift.sitterRoom"), value: shift.settings.sitter?.room || dash });
    items.push({
      label: t("activityEditor.shift.sitterReason"),
      value: shift.settings.sitter?.reason || dash,
    });
  }
  if (shift.comments !== undefined)
    items.push({ label: t("activityEditor.shift.comments"), value: shift.comments || dash });
  if (session.seesInternalComments && shift.internalComments !== undefined)
    items.push({ label: t("activityEditor.shift.internalComments"), value: shift.internalComments || dash });
  return (
    <Stack spacing={2}>
      <DetailList items={items} />
      {session.seesProfiles && <HistoryFooter shift={shift} reference={reference} />}
    </Stack>
  );
}
