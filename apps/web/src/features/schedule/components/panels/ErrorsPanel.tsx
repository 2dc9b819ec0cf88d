import { Box, Chip, Stack, Typography } from "@mui/material";
import type { Employee } from "@rosterly/contract";
import type { ValidatorResult } from "@rosterly/domain/schedule";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../../components/EmptyState";
import { useFormatter } from "../../../../lib/formatter-context";
import type { CellPosition } from "../grid/use-grid-keyboard";

const TITLES = {
  TimeConflictValidator: "schedule.errors.conflicts",
  ConsecutiveShiftsValidator: "schedule.errors.consecutive",
  ImbalanceValidator: "schedule.errors.imbalance",
  OvertimeValidator: "schedule.errors.overtime",
  MinimumCountValidator: "schedule.errors.minimum",
} as const;

/**
 * The errors overview (spec 2 §2, tab ImbalanceValidator): validators grouped by kind, by person
 * or staffing group, each date a chip that jumps to the cell and focuses it.
 */
export function ErrorsPanel(props: {
  results: readonly ValidatorResult[];
  employees: ReadonlyMap<number, Employee>;
  groupLabel: (jobTypes: readonly number[], shiftTypeId: string) => string;
  firstOfJobTypes: (jobTypes: readonly number[]) => number | null;
  periodStart: string;
  onJump: (position: CellPosition) => void;
}) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { results, employees, groupLabel, firstOfJobTypes, periodStart, onJump } = props;
  if (results.length === 0)
    return <EmptyState exciting title={t("schedule.errors.noneTitle")} message={t("schedule.errors.none")} />;
  const name = (userId: string) =>
    employees.get(Number(userId))?.fullName ?? t("schedule.errors.unknownUser", { id: userId });
  const chips = (userId: number | null, dates: readonly string[]) => (
    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: "wrap" }}>
      {dates.map((date) => (
        <Chip
          key={date}
          size="small"
          label={formatter.date(date, "chip")}
          onClick={userId === null ? undefined : () => onJump({ userId, date })}
          disabled={userId === null}
        />
      ))}
    </Stack>
  );
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {results.map((result) => (
        <Box key={result.validator} component="section">
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t(TITLES[result.validator])}
          </Typography>
          <Stack spacing={1}>
            {result.validator === "ImbalanceValidator"
              ? result.error_data.flatMap((entry) =>
                  Object.entries(entry.shift_types).map(([shiftTypeId, dates]) => (
                    <Box key={`${entry.job_types.join(",")}:${shiftTypeId}`}>
                      <Typography variant="body2">{groupLabel(entry.job_types, shiftTypeId)}</Typography>
                      {chips(firstOfJobTypes(entry.job_types), dates)}
                    </Box>
                  )),
                )
              : result.validator === "MinimumCountValidator"
                ? Object.entries(result.error_data).map(([userId, error]) => (
                    <Box key={userId}>
                      <Chip
                        size="small"
                        variant="outlined"
                        label={t("schedule.errors.minimumEntry", {
                          name: name(userId),
                          assigned: formatter.hours(error.assigned),
                          min: error.min,
                        })}
                        onClick={() => onJump({ userId: Number(userId), date: periodStart })}
                      />
                    </Box>
                  ))
                : Object.entries(result.error_data).map(([userId, dates]) => (
                    <Box key={userId}>
                      <Typography variant="body2">{name(userId)}</Typography>
                      {chips(Number(userId), dates)}
                    </Box>
                  ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
