import { Box } from "@mui/material";
import type { Employee } from "@rosterly/contract";
import type { ValidatorResult } from "@rosterly/domain/schedule";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../../components/EmptyState";
import {
  type ResultChip,
  ValidatorResultsList,
} from "../../../../components/validator-results/ValidatorResultsList";
import type { CellPosition } from "../grid/use-grid-keyboard";

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
  const { results, employees, groupLabel, firstOfJobTypes, periodStart, onJump } = props;
  if (results.length === 0)
    return <EmptyState exciting title={t("schedule.errors.noneTitle")} message={t("schedule.errors.none")} />;
  const name = (userId: string) =>
    employees.get(Number(userId))?.fullName ?? t("schedule.errors.unknownUser", { id: userId });
  const positionOf = (chip: ResultChip): CellPosition | null => {
    if (chip.kind === "user") return { userId: chip.userId, date: chip.date };
    if (chip.kind === "minimum") return { userId: chip.userId, date: periodStart };
    const userId = firstOfJobTypes(chip.jobTypes);
    return userId === null ? null : { userId, date: chip.date };
  };
  return (
    <Box sx={{ p: 2 }}>
      <ValidatorResultsList
        results={results}
        nameOf={name}
        groupLabel={groupLabel}
        canFollow={(chip) => positionOf(chip) !== null}
        onChip={(chip) => {
          const position = positionOf(chip);
          if (position !== null) onJump(position);
        }}
      />
    </Box>
  );
}
