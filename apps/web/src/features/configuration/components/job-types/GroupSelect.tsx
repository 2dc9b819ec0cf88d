import { Autocomplete, TextField } from "@mui/material";
import { GROUP_NAMES, type GroupName } from "@rosterly/domain/permissions";
import { type Control, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { JobTypeForm } from "./form";

/** The permission groups people of this job type get by default (C-012: the first one leads). */
export function GroupSelect({ control, disabled }: { control: Control<JobTypeForm>; disabled: boolean }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: "associatedGroups" });
  return (
    <Autocomplete<GroupName, true>
      multiple
      disabled={disabled}
      options={GROUP_NAMES}
      value={field.value}
      filterSelectedOptions
      getOptionLabel={(group) => t(`configuration.groups.${group}`)}
      onChange={(_, groups) => field.onChange(groups)}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t("configuration.jobTypes.groups")}
          inputRef={field.ref}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? t("configuration.jobTypes.groupsHelp")}
        />
      )}
    />
  );
}
