import { Box, Typography } from "@mui/material";
import type { Hospital } from "@rosterly/contract";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "./FormTextField";
import { ShiftSymbol } from "../ShiftSymbol";
import type { ShiftTypeCount } from "../../lib/organisation/shift-type-counts";

/** One count per shift type (staff needed), each labelled with the shift type's symbol and name. */
export function ShiftTypeCounts<F extends FieldValues>(props: {
  control: Control<F>;
  hospital: Hospital;
  rows: readonly ShiftTypeCount[];
  pathOf: (index: number) => FieldPath<F>;
  label: (name: string) => string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { control, hospital, rows, pathOf, label, disabled } = props;
  const byId = new Map(hospital.shiftTypes.map((type) => [type.id, type]));
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t("configuration.noShiftTypes")}
      </Typography>
    );
  return (
    <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))" }}>
      {rows.map((row, index) => {
        const type = byId.get(row.shiftTypeId);
        const name = type?.name ?? t("forms.unknownRow", { id: row.shiftTypeId });
        return (
          <Box key={row.shiftTypeId} sx={{ display: "flex", alignItems: "flex-start", gap: 1 }}>
            <Box sx={{ width: 40, pt: 1, display: "flex", justifyContent: "center", flexShrink: 0 }}>
              {type && <ShiftSymbol shiftType={type} muted={type.obsolete} />}
            </Box>
            <FormTextField
              control={control}
              name={pathOf(index)}
              label={name}
              size="small"
              disabled={disabled}
              slotProps={{ htmlInput: { inputMode: "numeric", "aria-label": label(name) } }}
            />
          </Box>
        );
      })}
    </Box>
  );
}
