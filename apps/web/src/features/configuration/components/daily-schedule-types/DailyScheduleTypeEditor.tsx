import { Stack } from "@mui/material";
import type { DailyScheduleType } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { IdMultiSelect } from "../../../../components/forms/IdMultiSelect";
import { shiftTypeOptions } from "../../../../lib/organisation/options";
import type { EditorProps } from "../../lib/kind";
import { CensusRows } from "./CensusRows";
import type { DailyScheduleTypeForm } from "./form";
import { IdentityFields } from "../dialog/IdentityFields";

export function DailyScheduleTypeEditor({
  form,
  hospital,
  disabled,
}: EditorProps<DailyScheduleTypeForm, DailyScheduleType>) {
  const { t } = useTranslation();
  const { control } = form;
  return (
    <Stack spacing={2.5}>
      <IdentityFields control={control} disabled={disabled} />
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
