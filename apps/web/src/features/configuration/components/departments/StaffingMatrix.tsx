import AddOutlined from "@mui/icons-material/AddOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import {
  Badge,
  Box,
  Button,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tab,
  Tabs,
  Typography,
} from "@mui/material";
import type { Hospital } from "@rosterly/contract";
import { useState } from "react";
import { type Control, useFieldArray, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../../components/forms/FormTextField";
import { ShiftSymbol } from "../../../../components/ShiftSymbol";
import type { DepartmentForm } from "./form";
import { ACUITY_COLUMNS, ACUITY_LEVELS, emptyMatrixRow, MAX_MATRIX_ROWS } from "./matrix-form";

/** Staffing matrix (I-006): per shift type, staff suggested at each census and acuity 1-5. */
export function StaffingMatrix({
  control,
  hospital,
  disabled,
}: {
  control: Control<DepartmentForm>;
  hospital: Hospital;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const matrix = useWatch({ control, name: "matrix" });
  const [selected, setSelected] = useState(0);
  const byId = new Map(hospital.shiftTypes.map((type) => [type.id, type]));
  if (matrix.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t("configuration.noShiftTypes")}
      </Typography>
    );
  const index = Math.min(selected, matrix.length - 1);
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t("configuration.departments.matrixHelp")}
      </Typography>
      <Tabs
        value={index}
        onChange={(_, value: number) => setSelected(value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t("configuration.departments.matrixShiftTypes")}
      >
        {matrix.map((entry, at) => {
          const type = byId.get(entry.shiftTypeId);
          return (
            <Tab
              key={entry.shiftTypeId}
              value={at}
              icon={
                type ? (
                  <Box component="span" sx={{ mr: 1, display: "inline-flex" }}>
                    <ShiftSymbol shiftType={type} muted={type.obsolete} />
                  </Box>
                ) : undefined
              }
              iconPosition="start"
              label={
                <Badge color="primary" variant="dot" invisible={entry.rows.length === 0} sx={{ pr: 1 }}>
                  {type?.name ?? entry.shiftTypeId}
                </Badge>
              }
            />
          );
        })}
      </Tabs>
      <MatrixTable key={index} control={control} index={index} disabled={disabled} />
    </Stack>
  );
}

function MatrixTable({
  control,
  index,
  disabled,
}: {
  control: Control<DepartmentForm>;
  index: number;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: `matrix.${index}.rows` });
  return (
    <Box>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t("configuration.departments.matrixEmpty")}
        </Typography>
      ) : (
        <TableContainer sx={{ overflowX: "auto" }}>
          <Table size="small" aria-label={t("configuration.departments.matrixTable")}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ minWidth: 96, whiteSpace: "nowrap" }}>
                  {t("configuration.departments.census")}
                </TableCell>
                {ACUITY_LEVELS.map((level) => (
                  <TableCell key={level} sx={{ minWidth: 72, whiteSpace: "nowrap" }}>
                    {t("configuration.departments.acuity", { level })}
                  </TableCell>
                ))}
                <TableCell sx={{ width: 48 }} />
              </TableRow>
            </TableHead>
            <TableBody>
              {fields.map((field, row) => (
                <TableRow key={field.id}>
                  <TableCell sx={{ px: 0.5 }}>
                    <FormTextField
                      control={control}
                      name={`matrix.${index}.rows.${row}.census`}
                      size="small"
                      disabled={disabled}
                      slotProps={{
                        htmlInput: {
                          inputMode: "numeric",
                          "aria-label": t("configuration.departments.censusRow", { number: row + 1 }),
                        },
                      }}
                    />
                  </TableCell>
                  {ACUITY_COLUMNS.map(({ level, at }) => (
                    <TableCell key={level} sx={{ px: 0.5 }}>
                      <FormTextField
                        control={control}
                        name={`matrix.${index}.rows.${row}.acuity.${at}`}
                        size="small"
                        disabled={disabled}
                        slotProps={{
                          htmlInput: {
                            inputMode: "numeric",
                            "aria-label": t("configuration.departments.acuityRow", {
                              number: row + 1,
                              level,
                            }),
                          },
                        }}
                      />
                    </TableCell>
                  ))}
                  <TableCell sx={{ px: 0.5 }}>
                    <IconButton
                      aria-label={t("configuration.removeRow", { number: row + 1 })}
                      onClick={() => remove(row)}
                      disabled={disabled}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Button
        startIcon={<AddOutlined />}
        onClick={() => append(emptyMatrixRow())}
        disabled={disabled || fields.length >= MAX_MATRIX_ROWS}
        sx={{ mt: 1 }}
      >
        {t("configuration.departments.addCensusRow")}
      </Button>
    </Box>
  );
}
