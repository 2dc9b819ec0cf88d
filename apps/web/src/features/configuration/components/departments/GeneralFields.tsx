import { Box, Stack } from "@mui/material";
import type { Hospital } from "@rosterly/contract";
import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormSwitch } from "../../../../components/forms/FormSwitch";
import { FormTextField } from "../../../../components/forms/FormTextField";
import type { DepartmentForm } from "./form";
import { LeadSelect } from "./LeadSelect";

export function GeneralFields({
  control,
  hospital,
  disabled,
}: {
  control: Control<DepartmentForm>;
  hospital: Hospital;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5}>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 2fr" } }}>
        <FormTextField
          control={control}
          name="name"
          label={t("configuration.fields.name")}
          required
          disabled={disabled}
          autoFocus
        />
        <FormTextField
          control={control}
          name="fullName"
          label={t("configuration.departments.fullName")}
          disabled={disabled}
        />
      </Box>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
          alignItems: "start",
        }}
      >
        <FormTextField
          control={control}
          name="costCenter"
          label={t("configuration.departments.costCenter")}
          disabled={disabled}
        />
        <FormTextField
          control={control}
          name="numOfWeeksPerSchedule"
          label={t("configuration.departments.weeks")}
          helperText={t("configuration.departments.weeksHelp")}
          required
          disabled={disabled}
          slotProps={{ htmlInput: { inputMode: "numeric" } }}
        />
        <LeadSelect
          control={control}
          name="directorId"
          group="director"
          hospital={hospital}
          label={t("configuration.departments.director")}
          helperText={t("configuration.departments.directorHelp")}
          disabled={disabled}
        />
        <LeadSelect
          control={control}
          name="schedulerId"
          group="scheduler"
          hospital={hospital}
          label={t("configuration.departments.scheduler")}
          helperText={t("configuration.departments.schedulerHelp")}
          disabled={disabled}
        />
      </Box>
      <Stack spacing={1.5}>
        <FormSwitch
          control={control}
          name="partakeInScheduling"
          label={t("configuration.fields.partakeInScheduling")}
          description={t("configuration.departments.partakeHelp")}
          disabled={disabled}
        />
        <FormSwitch
          control={control}
          name="groupRight"
          label={t("configuration.departments.groupRight")}
          description={t("configuration.departments.groupRightHelp")}
          disabled={disabled}
        />
      </Stack>
    </Stack>
  );
}
