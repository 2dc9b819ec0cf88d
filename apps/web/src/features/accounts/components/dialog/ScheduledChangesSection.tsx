import AddOutlined from "@mui/icons-material/AddOutlined";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import { Box, Button, IconButton, Stack, Tooltip, Typography } from "@mui/material";
import { MAX_SCHEDULED_FIELDS, SCHEDULED_FIELDS, type ScheduledField } from "@rosterly/domain/accounts";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { OrgDays } from "../../lib/dates";
import type { DialogValues } from "../../lib/dialog-values";
import type { Option } from "../../lib/references";
import { DialogDate, DialogSelect } from "./fields";
import type { JobChoices } from "./JobInfoTab";

const FIELD_CHOICES: Readonly<Record<ScheduledField, keyof JobChoices>> = {
  job_status_id: "jobStatuses",
  job_type_id: "jobTypes",
  department_id: "departments",
  shift_type_id: "shiftTypes",
};

/** D-015: up to four future field changes, one per kind, each from tomorrow on. */
export function ScheduledChangesSection({ choices, days }: { choices: JobChoices; days: OrgDays }) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<DialogValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "scheduled" });
  const rows = useWatch({ control, name: "scheduled" });
  const used = rows.map((row) => row.field);
  const full = fields.length >= MAX_SCHEDULED_FIELDS;
  const valueOptions = (field: ScheduledField | ""): readonly Option[] =>
    field === "" ? [] : choices[FIELD_CHOICES[field]];

  return (
    <Stack spacing={2}>
      {fields.length === 0 && (
        <Typography color="text.secondary" variant="body2">
          {t("accounts.scheduled.none")}
        </Typography>
      )}
      {fields.map((item, index) => {
        const kind = rows[index]?.field ?? "";
        const kinds = SCHEDULED_FIELDS.filter((field) => field === kind || !used.includes(field));
        return (
          <Box
            key={item.id}
            role="group"
            aria-label={t("accounts.scheduled.row", { number: index + 1 })}
            sx={{
              display: "grid",
              gap: 1.5,
              alignItems: "start",
              gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr 1fr auto" },
            }}
          >
            <DialogSelect
              name={`scheduled.${index}.field`}
              label={t("accounts.scheduled.field")}
              options={kinds.map((field) => ({
                value: field,
                label: t(`accounts.scheduled.fields.${field}`),
              }))}
              onChanged={() => setValue(`scheduled.${index}.value`, "")}
            />
            <DialogSelect
              name={`scheduled.${index}.value`}
              label={t("accounts.scheduled.value")}
              disabled={kind === ""}
              options={valueOptions(kind).map((option) => ({
                value: String(option.id),
                label: option.label,
              }))}
            />
            <DialogDate
              name={`scheduled.${index}.effectiveOn`}
              label={t("accounts.scheduled.effectiveOn")}
              min={days.tomorrow}
            />
            <Tooltip title={t("accounts.scheduled.remove")}>
              <IconButton
                aria-label={t("accounts.scheduled.remove")}
                onClick={() => remove(index)}
                sx={{ mt: 1 }}
              >
                <DeleteOutline />
              </IconButton>
            </Tooltip>
          </Box>
        );
      })}
      <Box>
        <Button
          startIcon={<AddOutlined />}
          disabled={full}
          onClick={() => append({ field: "", value: "", effectiveOn: null })}
        >
          {t("accounts.scheduled.add")}
        </Button>
        {full && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t("accounts.scheduled.max", { max: MAX_SCHEDULED_FIELDS })}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
