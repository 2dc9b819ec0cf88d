import Add from "@mui/icons-material/Add";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import { Box, Button, Checkbox, FormControlLabel, IconButton, Paper, Stack, Typography } from "@mui/material";
import type { CensusRow } from "@rosterly/contract";
import { ACUITY_LEVELS, censusTotal, meanAcuity } from "@rosterly/domain/daily";
import { useMemo } from "react";
import { type FieldPath, useFieldArray, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../components/forms/FormTextField";
import { useToast } from "../../../components/toasts/toast-service";
import { issuesResolver } from "../../../lib/forms/issues";
import { showServerErrors } from "../../../lib/forms/server-errors";
import { useUpdateCensusRows } from "../api/daily-api";
import {
  type CensusFormValues,
  censusFieldOf,
  censusFormValues,
  censusPatch,
  validateCensus,
} from "../lib/census-form";

const numberSx = { width: 56 } as const;
const toCount = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : 0);

/** One census: patients by acuity (or by specialty, with subtotals), extra staff and notes. */
export function CensusRowEditor(props: { row: CensusRow; readOnly: boolean; suggestion: string | null }) {
  const { row, readOnly, suggestion } = props;
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateCensusRows();
  const defaults = useMemo(() => censusFormValues(row), [row]);
  const form = useForm<CensusFormValues>({
    values: defaults,
    resolver: issuesResolver(validateCensus, t),
    mode: "onChange",
  });
  const { control, handleSubmit, setError, formState } = form;
  const specialties = useFieldArray({ control, name: "specialties" });
  const acuity = useWatch({ control, name: "acuity" });
  const bySpecialty = useWatch({ control, name: "specialties" });
  const counts = (levels: readonly string[]) => ({
    acuity1: toCount(levels[0] ?? ""),
    acuity2: toCount(levels[1] ?? ""),
    acuity3: toCount(levels[2] ?? ""),
    acuity4: toCount(levels[3] ?? ""),
    acuity5: toCount(levels[4] ?? ""),
  });
  const levelTotals =
    bySpecialty.length > 0
      ? ACUITY_LEVELS.map((_, index) =>
          String(bySpecialty.reduce((sum, s) => sum + toCount(s.acuity[index] ?? ""), 0)),
        )
      : acuity;
  const live = counts(levelTotals);
  const total = censusTotal(live);
  const mean = meanAcuity(live);
  const titleId = `census-${row.id}`;

  const save = handleSubmit(async (values) => {
    try {
      await update.mutateAsync([censusPatch(row.id, values)]);
      toast.success(t("daily.census.saved", { name: values.name }));
    } catch (error) {
      const unplaced = showServerErrors(
        t,
        error,
        setError,
        (path) => censusFieldOf(path) as FieldPath<CensusFormValues> | null,
      );
      if (unplaced.length > 0 || !(error instanceof Error && "status" in error && error.status === 400))
        toast.error(t("daily.census.saveFailed"), error);
    }
  });

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 1.5 }}>
      <Box component="form" noValidate onSubmit={(event) => void save(event)}>
        <Stack
          direction="row"
          sx={{ alignItems: "baseline", justifyContent: "space-between", gap: 1, flexWrap: "wrap" }}
        >
          <Typography id={titleId} variant="subtitle1" component="h3">
            {row.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t("daily.census.summary", { total, mean: mean ?? "–" })}
            {suggestion ? ` · ${suggestion}` : ""}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: "wrap" }}>
          <FormTextField
            control={control}
            name="time"
            type="time"
            size="small"
            fullWidth={false}
            label={t("daily.census.time")}
            disabled={readOnly}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 130 }}
          />
          <FormTextField
            control={control}
            name="extraStaff"
            size="small"
            fullWidth={false}
            label={t("daily.census.extraStaff")}
            disabled={readOnly}
            slotProps={{ htmlInput: { inputMode: "numeric" } }}
            sx={{ width: 110 }}
          />
        </Stack>
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
          {bySpecialty.length > 0 ? t("daily.census.acuityFromSpecialties") : t("daily.census.acuityHelp")}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, mt: 0.5, flexWrap: "wrap" }}>
          {ACUITY_LEVELS.map((level, index) =>
            bySpecialty.length > 0 ? (
              <Box key={level} sx={{ ...numberSx, textAlign: "center" }}>
                <Typography variant="caption" color="text.secondary">
                  {t("daily.census.level", { level })}
                </Typography>
                <Typography variant="body1">{levelTotals[index]}</Typography>
              </Box>
            ) : (
              <FormTextField
                key={level}
                control={control}
                name={`acuity.${index}` as FieldPath<CensusFormValues>}
                size="small"
                label={t("daily.census.level", { level })}
                disabled={readOnly}
                slotProps={{
                  htmlInput: {
                    inputMode: "numeric",
                    "aria-label": t("daily.census.levelLong", { level, name: row.name }),
                  },
                }}
                sx={numberSx}
              />
            ),
          )}
        </Stack>
        {specialties.fields.map((field, rowIndex) => {
          const subtotal = (bySpecialty[rowIndex]?.acuity ?? []).reduce(
            (sum, text) => sum + toCount(text),
            0,
          );
          return (
            <Box key={field.id} sx={{ mt: 1.5, pl: 1, borderLeft: 3, borderColor: "divider" }}>
              <Stack direction="row" sx={{ alignItems: "center", gap: 1, flexWrap: "wrap" }}>
                <FormTextField
                  control={control}
                  name={`specialties.${rowIndex}.name`}
                  size="small"
                  label={t("daily.census.specialty")}
                  disabled={readOnly}
                  sx={{ width: 160 }}
                />
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t("daily.census.subtotal", { count: subtotal })}
                </Typography>
                {!readOnly && (
                  <IconButton
                    size="small"
                    aria-label={t("daily.census.removeSpecialty", { index: rowIndex + 1 })}
                    onClick={() => specialties.remove(rowIndex)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                )}
              </Stack>
              <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: "wrap" }}>
                {ACUITY_LEVELS.map((level, index) => (
                  <FormTextField
                    key={level}
                    control={control}
                    name={`specialties.${rowIndex}.acuity.${index}` as FieldPath<CensusFormValues>}
                    size="small"
                    label={t("daily.census.level", { level })}
                    disabled={readOnly}
                    slotProps={{ htmlInput: { inputMode: "numeric" } }}
                    sx={numberSx}
                  />
                ))}
              </Stack>
              <FormControlLabel
                control={
                  <Checkbox
                    size="small"
                    disabled={readOnly}
                    checked={bySpecialty[rowIndex]?.showAcuitySubtotal ?? true}
                    onChange={(event) =>
                      form.setValue(`specialties.${rowIndex}.showAcuitySubtotal`, event.target.checked, {
                        shouldDirty: true,
                      })
                    }
                  />
                }
                label={t("daily.census.showSubtotal")}
              />
            </Box>
          );
        })}
        {!readOnly && (
          <Button
            size="small"
            startIcon={<Add />}
            sx={{ mt: 1 }}
            onClick={() =>
              specialties.append({ name: "", showAcuitySubtotal: true, acuity: ["0", "0", "0", "0", "0"] })
            }
          >
            {t("daily.census.addSpecialty")}
          </Button>
        )}
        <FormTextField
          control={control}
          name="notes"
          size="small"
          label={t("daily.census.notes")}
          disabled={readOnly}
          fullWidth
          multiline
          minRows={1}
          sx={{ mt: 1.5 }}
        />
        {!readOnly && (
          <Stack direction="row" sx={{ justifyContent: "flex-end", gap: 1, mt: 1 }}>
            <Button disabled={!formState.isDirty || update.isPending} onClick={() => form.reset(defaults)}>
              {t("daily.census.reset")}
            </Button>
            <Button type="submit" variant="contained" disabled={!formState.isDirty || update.isPending}>
              {t("daily.census.save", { name: row.name })}
            </Button>
          </Stack>
        )}
      </Box>
    </Paper>
  );
}
