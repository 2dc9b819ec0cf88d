import { Autocomplete, TextField } from "@mui/material";
import type { Employee, Hospital } from "@rosterly/contract";
import type { GroupName } from "@rosterly/domain/permissions";
import { type Control, useController } from "react-hook-form";
import type { DepartmentForm } from "./form";

/**
 * The department's director or scheduler: an active person of the organisation in that group
 * (Z-018, as the server checks); the current choice stays listed even if it no longer qualifies.
 */
export function LeadSelect(props: {
  control: Control<DepartmentForm>;
  name: "directorId" | "schedulerId";
  group: GroupName;
  hospital: Hospital;
  label: string;
  helperText: string;
  disabled: boolean;
}) {
  const { control, name, group, hospital, label, helperText, disabled } = props;
  const { field, fieldState } = useController({ control, name });
  const people = Object.values(hospital.employees);
  const options = people
    .filter(
      (person) =>
        (person.state === "active" && person.groups.includes(group)) || person.userId === field.value,
    )
    .sort((a, b) => a.fullName.localeCompare(b.fullName));
  const value = people.find((person) => person.userId === field.value) ?? null;
  return (
    <Autocomplete<Employee>
      options={options}
      value={value}
      disabled={disabled}
      getOptionLabel={(person) => person.fullName}
      isOptionEqualToValue={(option, chosen) => option.userId === chosen.userId}
      getOptionKey={(person) => person.userId}
      onChange={(_, person) => field.onChange(person?.userId ?? null)}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          inputRef={field.ref}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
