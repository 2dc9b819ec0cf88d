import { Stack } from "@mui/material";
import type { DailyScheduleType } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../../components/forms/FormTextField";
import { IdMultiSelect } from "../../../../components/forms/IdMultiSelect";
import { shiftTypeOptions } from "../../../../lib/organisation/options";
import type { EditorProps } from "../../lib/kind";
import { CensusRows } from "./CensusRows";
import type { DailyScheduleTypeForm } from "./form";

export function DailyScheduleTypeEditor({
  form,
  hospital,
  disabled,
}: EditorProps<DailyScheduleTypeForm, DailyScheduleType>) {
  const { t } = useTranslation();
  const { control } = form;
  return (
    <Stack spacing={2.5}>
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
        name="description"
        label={t("configuration.fields.description")}
        disabled={disabled}
        multiline
        minRows={2}
      />
      <IdMultiSelect
        control={control}
        name="shiftTypes"
        label={t("configuration.dailyScheduleTypes.shiftTypes")}
        helperText={t("configuration.dailyScheduleTypes.shiftTypesHelp")}
        options={shiftTypeOptions(hospital)}
        disabled={disabled}
      />
      <CensusRows control={control} disabled={disabled} />
    </Stack>
  );
}
