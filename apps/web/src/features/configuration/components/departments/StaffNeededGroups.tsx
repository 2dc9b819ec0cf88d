import AddOutlined from "@mui/icons-material/AddOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import { Box, Button, IconButton, Paper, Stack, Typography } from "@mui/material";
import type { Hospital } from "@rosterly/contract";
import { type Control, useFieldArray, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { IdMultiSelect } from "../../../../components/forms/IdMultiSelect";
import { jobTypeOptions } from "../../../../lib/organisation/options";
import { ShiftTypeCounts } from "../../../../components/forms/ShiftTypeCounts";
import { type DepartmentForm, emptyStaffGroup, MAX_STAFF_GROUPS } from "./form";

/**
 * Staffing needs (E-004, Z-007): groups of job types that count together, each with the staff
 * needed on every shift type ("RN and CHG: 6 on days, 5 on nights").
 */
export function StaffNeededGroups({
  control,
  hospital,
  disabled,
}: {
  control: Control<DepartmentForm>;
  hospital: Hospital;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: "staffNeeded" });
  const groups = useWatch({ control, name: "staffNeeded" });
  const jobTypes = jobTypeOptions(hospital);
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t("configuration.departments.staffNeededHelp")}
      </Typography>
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <Paper
            key={field.id}
            variant="outlined"
            component="section"
            aria-label={t("configuration.departments.group", { number })}
            sx={{ p: 2 }}
          >
            <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mb: 1.5 }}>
              <Typography variant="subtitle2" component="h3">
                {t("configuration.departments.group", { number })}
              </Typography>
              <IconButton
                aria-label={t("configuration.departments.removeGroup", { number })}
                onClick={() => remove(index)}
                disabled={disabled}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Box>
            <Stack spacing={2}>
              <IdMultiSelect
                control={control}
                name={`staffNeeded.${index}.jobTypes`}
                label={t("configuration.departments.groupJobTypes")}
                options={jobTypes}
                disabled={disabled}
              />
              <ShiftTypeCounts
                control={control}
                hospital={hospital}
                rows={groups[index]?.counts ?? []}
                pathOf={(at) => `staffNeeded.${index}.counts.${at}.count`}
                label={(name) => t("configuration.departments.staffOn", { number, name })}
                disabled={disabled}
              />
            </Stack>
          </Paper>
        );
      })}
      <Box>
        <Button
          startIcon={<AddOutlined />}
          onClick={() => append(emptyStaffGroup(hospital))}
          disabled={disabled || fields.length >= MAX_STAFF_GROUPS}
        >
          {t("configuration.departments.addGroup")}
        </Button>
      </Box>
    </Stack>
  );
}
