import { Badge, Box, Tab, Tabs } from "@mui/material";
import type { Department } from "@rosterly/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../../../lib/visually-hidden";
import type { EditorProps } from "../../lib/kind";
import { ScheduleRulesFields } from "../schedule-rules/ScheduleRulesFields";
import type { DepartmentForm } from "./form";
import { GeneralFields } from "./GeneralFields";
import { StaffingMatrix } from "./StaffingMatrix";
import { StaffNeededGroups } from "./StaffNeededGroups";

type TabId = "general" | "staffNeeded" | "matrix" | "rules";

/** Which tab holds a form field, so a tab with an error is marked. */
const TAB_FIELDS: Record<TabId, readonly string[]> = {
  general: [
    "name",
    "fullName",
    "costCenter",
    "directorId",
    "schedulerId",
    "numOfWeeksPerSchedule",
    "partakeInScheduling",
    "groupRight",
  ],
  staffNeeded: ["staffNeeded"],
  matrix: ["matrix"],
  rules: ["rules"],
};

/**
 * A department in four tabs. Schedule rules have their own call on the server and apply to a
 * department that exists, so they appear when editing one (new departments start from defaults).
 */
export function DepartmentEditor({ form, hospital, row, disabled }: EditorProps<DepartmentForm, Department>) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabId>("general");
  const { control, formState } = form;
  const tabs: TabId[] =
    row === null ? ["general", "staffNeeded", "matrix"] : ["general", "staffNeeded", "matrix", "rules"];
  const failing = (id: TabId) => TAB_FIELDS[id].some((field) => field in formState.errors);
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, value: TabId) => setTab(value)}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ mb: 2.5, borderBottom: 1, borderColor: "divider" }}
      >
        {tabs.map((id) => (
          <Tab
            key={id}
            value={id}
            label={
              <Badge color="error" variant="dot" invisible={!failing(id)} sx={{ pr: 1 }}>
                {t(`configuration.departments.tabs.${id}`)}
                {/* The dot is seen; a screen reader hears it as words. */}
                {failing(id) && (
                  <Box
                    component="span"
                    sx={visuallyHidden}
                  >{`, ${t("configuration.departments.tabHasErrors")}`}</Box>
                )}
              </Badge>
            }
          />
        ))}
      </Tabs>
      <Box hidden={tab !== "general"}>
        <GeneralFields control={control} hospital={hospital} disabled={disabled} />
      </Box>
      <Box hidden={tab !== "staffNeeded"}>
        <StaffNeededGroups control={control} hospital={hospital} disabled={disabled} />
      </Box>
      <Box hidden={tab !== "matrix"}>
        <StaffingMatrix control={control} hospital={hospital} disabled={disabled} />
      </Box>
      {row !== null && (
        <Box hidden={tab !== "rules"}>
          <ScheduleRulesFields control={control} path={(key) => `rules.${key}`} disabled={disabled} />
        </Box>
      )}
    </Box>
  );
}
