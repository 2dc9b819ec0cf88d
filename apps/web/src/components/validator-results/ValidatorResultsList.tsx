import { Box, Chip, Stack, Typography } from "@mui/material";
import type { validatorResults } from "@rosterly/contract";
import type { z } from "zod";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../lib/formatter-context";

/** A result as the contract carries it (the domain's own results are assignable to it). */
type ValidatorResult = z.output<typeof validatorResults>[number];

const TITLES = {
  TimeConflictValidator: "schedule.errors.conflicts",
  ConsecutiveShiftsValidator: "schedule.errors.consecutive",
  ImbalanceValidator: "schedule.errors.imbalance",
  OvertimeValidator: "schedule.errors.overtime",
  MinimumCountValidator: "schedule.errors.minimum",
} as const;

/** What a chip stands for, for a list whose chips lead somewhere (the schedule's cells). */
export type ResultChip =
  | { kind: "user"; userId: number; date: string }
  | { kind: "group"; jobTypes: readonly number[]; date: string }
  | { kind: "minimum"; userId: number };

/**
 * Validator results grouped by kind (G-011), by person or staffing group, each date a chip
 * (`YYYY/MM/DD`). Shared by the schedule's errors panel and the request reviews; chips are
 * buttons only when `onChip` is given and it accepts them.
 */
export function ValidatorResultsList(props: {
  results: readonly ValidatorResult[];
  nameOf: (userId: string) => string;
  groupLabel: (jobTypes: readonly number[], shiftTypeId: string) => string;
  onChip?: (chip: ResultChip) => void;
  /** Whether a chip leads anywhere (a group with nobody on the schedule does not). */
  canFollow?: (chip: ResultChip) => boolean;
}) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { results, nameOf, groupLabel, onChip, canFollow = () => true } = props;
  const action = (chip: ResultChip) =>
    onChip === undefined ? {} : { onClick: () => onChip(chip), disabled: !canFollow(chip) };
  const chips = (dates: readonly string[], chipOf: (date: string) => ResultChip) => (
    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: "wrap" }}>
      {dates.map((date) => (
        <Chip key={date} size="small" label={formatter.date(date, "chip")} {...action(chipOf(date))} />
      ))}
    </Stack>
  );
  return (
    <Stack spacing={2}>
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
                      {chips(dates, (date) => ({ kind: "group", jobTypes: entry.job_types, date }))}
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
                          name: nameOf(userId),
                          assigned: formatter.hours(error.assigned),
                          min: error.min,
                        })}
                        {...action({ kind: "minimum", userId: Number(userId) })}
                      />
                    </Box>
                  ))
                : Object.entries(result.error_data).map(([userId, dates]) => (
                    <Box key={userId}>
                      <Typography variant="body2">{nameOf(userId)}</Typography>
                      {chips(dates, (date) => ({ kind: "user", userId: Number(userId), date }))}
                    </Box>
                  ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
