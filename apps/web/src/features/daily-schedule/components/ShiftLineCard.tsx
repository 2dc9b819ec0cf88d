import AddCircleOutline from "@mui/icons-material/AddCircleOutlined";
import { Box, Button, Chip, Paper, Stack, Typography } from "@mui/material";
import { toDisplayTime } from "@rosterly/domain/time";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../lib/formatter-context";
import type { PersonOnDay, ShiftLine } from "../lib/day-staffing";

const GAP_COLOR = { short: "error", met: "success", over: "info", unknown: "default" } as const;

function Figure(props: { label: string; value: string; emphasis?: boolean }) {
  return (
    <Box sx={{ minWidth: 72 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {props.label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: props.emphasis ? 700 : 500 }}>
        {props.value}
      </Typography>
    </Box>
  );
}

function Person({ person, focused }: { person: PersonOnDay; focused: boolean }) {
  const { t } = useTranslation();
  const scrollTo = (element: HTMLElement | null) => {
    if (focused) element?.scrollIntoView?.({ block: "center" });
  };
  const struck = person.status === "canceled";
  const off = person.status !== "on_duty" && person.status !== "on_call";
  return (
    <Stack
      component="li"
      ref={scrollTo}
      aria-current={focused ? "true" : undefined}
      direction="row"
      sx={{
        alignItems: "center",
        gap: 1,
        py: 0.5,
        flexWrap: "wrap",
        color: off ? "text.secondary" : "text.primary",
        ...(focused ? { bgcolor: "action.selected", borderRadius: 1, px: 0.5 } : {}),
      }}
    >
      <Typography variant="body2" sx={{ textDecoration: struck ? "line-through" : "none", minWidth: 140 }}>
        {person.name ?? t("daily.people.colleague")}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {person.jobTypeName} · {toDisplayTime(person.startTime)}–{toDisplayTime(person.endTime)}
      </Typography>
      {person.float && (
        <Chip
          size="small"
          variant="outlined"
          color="secondary"
          label={
            person.float.departmentName === ""
              ? t("daily.people.floatInUnknown")
              : t(person.float.direction === "in" ? "daily.people.floatIn" : "daily.people.floatOut", {
                  department: person.float.departmentName,
                })
          }
        />
      )}
      {person.status !== "on_duty" && (
        <Chip size="small" variant="outlined" label={t(`daily.status.${person.status}`)} />
      )}
      {person.sitter && <Chip size="small" variant="outlined" label={t("daily.people.sitter")} />}
      {person.overtime && <Chip size="small" variant="outlined" label={t("daily.people.overtime")} />}
    </Stack>
  );
}

/** One shift type of the day: census, suggested against on duty, the gap, and the people. */
export function ShiftLineCard(props: {
  line: ShiftLine;
  /** Posts an open shift for the shortfall; null when the user may not or the day is past. */
  onPostOpenShift: ((line: ShiftLine) => void) | null;
  /** The person the user came for: marked and scrolled to. */
  focusUserId: number | null;
}) {
  const { line, onPostOpenShift, focusUserId } = props;
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { gap } = line;
  const titleId = `shift-line-${line.shiftTypeId ?? "other"}`;
  const number = (value: number) => formatter.number(value, { maximumFractionDigits: 1 });
  const gapLabel =
    gap.state === "unknown"
      ? t("daily.gap.unknown")
      : gap.state === "short"
        ? t("daily.gap.short", { count: gap.shortBy, value: number(-(gap.difference ?? 0)) })
        : gap.state === "over"
          ? t("daily.gap.over", { value: number(gap.difference ?? 0) })
          : t("daily.gap.met");
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 1.5 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: "space-between", alignItems: "center", gap: 1, flexWrap: "wrap" }}
      >
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {line.shiftTypeId === null
            ? t("daily.otherShifts")
            : `${line.name} · ${toDisplayTime(line.startTime ?? "")}–${toDisplayTime(line.endTime ?? "")}`}
        </Typography>
        {line.shiftTypeId !== null && (
          <Chip
            color={GAP_COLOR[gap.state]}
            label={gapLabel}
            // The dark shades keep white text readable (4.5:1).
            sx={{
              fontWeight: 600,
              ...(gap.state === "unknown"
                ? {}
                : { bgcolor: `${GAP_COLOR[gap.state]}.dark`, color: "common.white" }),
            }}
          />
        )}
      </Stack>
      {line.shiftTypeId !== null && (
        <Stack direction="row" sx={{ gap: 2, mt: 1, flexWrap: "wrap", alignItems: "flex-end" }}>
          <Figure label={t("daily.figures.patients")} value={line.census ? String(line.patients) : "–"} />
          <Figure
            label={t("daily.figures.suggested")}
            value={gap.suggested === null ? "–" : number(gap.suggested)}
          />
          <Figure label={t("daily.figures.onDuty")} value={String(gap.onDuty)} emphasis />
          <Figure label={t("daily.figures.ratio")} value={line.ratio === null ? "–" : number(line.ratio)} />
          {onPostOpenShift && gap.shortBy > 0 && (
            <Button
              size="small"
              variant="contained"
              color="error"
              startIcon={<AddCircleOutline />}
              onClick={() => onPostOpenShift(line)}
              sx={{ ml: "auto", bgcolor: "error.dark" }}
            >
              {t("daily.postOpenShift", { count: gap.shortBy })}
            </Button>
          )}
        </Stack>
      )}
      {line.shiftTypeId !== null && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {line.census
            ? t("daily.figures.from", { name: line.census.name, extra: line.census.extraStaff })
            : t("daily.figures.noCensus")}
        </Typography>
      )}
      {line.people.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t("daily.people.none")}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t("daily.people.label")}
          sx={{ listStyle: "none", m: 0, mt: 1, p: 0 }}
        >
          {line.people.map((person) => (
            <Person key={person.shiftId} person={person} focused={person.userId === focusUserId} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
