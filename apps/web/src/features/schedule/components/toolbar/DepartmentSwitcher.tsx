import { MenuItem, TextField, Typography } from "@mui/material";
import type { Department } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { HiddenHeading } from "../../../../components/HiddenHeading";
import { useChoiceIntent } from "./use-choice-intent";

/**
 * The departments the user may schedule (C-013); choosing one makes it the active department. With
 * only one, its name heads the screen instead; with several, a hidden heading names the screen.
 * `onIntent` hears of a department about to be chosen: pressed (the choice is made when the press
 * is released, about a tenth of a second later), or pointed at or focused for a moment. What the
 * choice loads can start that much earlier.
 */
export function DepartmentSwitcher(props: {
  departments: readonly Department[];
  /** The screen's name, its hidden level-one heading when a picker takes the heading's place. */
  screenName: string;
  value: number;
  onChange: (id: number) => void;
  onIntent?: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { departments, value, onChange, onIntent } = props;
  const intentOn = useChoiceIntent(onIntent);
  const current = departments.find((department) => department.id === value);
  if (departments.length <= 1)
    return (
      <Typography variant="h2" component="h1" sx={{ fontSize: "1.25rem" }}>
        {current?.name}
      </Typography>
    );
  return (
    <>
      <HiddenHeading>{props.screenName}</HiddenHeading>
      <TextField
        select
        size="small"
        label={t("schedule.department")}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        sx={{ minWidth: 200 }}
      >
        {departments.map((department) => (
          <MenuItem
            key={department.id}
            value={department.id}
            {...(onIntent && department.id !== value ? intentOn(department.id) : {})}
          >
            {department.name}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
