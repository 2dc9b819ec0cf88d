/**
 * The hospital and settings screens (E-002, E-003, E-010, E-012…E-014): the hospital feature's
 * pages with the session's hospital and the user's `edit_hospital`; the schedule states screen
 * also shows the configuration feature's per-department schedule rules.
 */
import { Box, Stack } from "@mui/material";
import type { Hospital } from "@rosterly/contract";
import { can } from "@rosterly/domain/permissions";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { DepartmentRulesCard } from "../../features/configuration/components/schedule-rules/DepartmentRulesCard";
import { HolidaysPage } from "../../features/hospital/components/holidays/HolidaysPage";
import { EventRequestSettingsPage } from "../../features/hospital/components/requests/EventRequestSettingsPage";
import { ShiftRequestSettingsPage } from "../../features/hospital/components/requests/ShiftRequestSettingsPage";
import { ConsecutiveShiftsPage } from "../../features/hospital/components/schedule/ConsecutiveShiftsPage";
import { ScheduleStatesCard } from "../../features/hospital/components/schedule/ScheduleStatesCard";
import { useSession } from "../../lib/session/session-context";

type SettingsPage = ComponentType<{ hospital: Hospital; canEdit: boolean }>;

function settingsScreen(Page: SettingsPage) {
  return function SettingsScreen() {
    const { hospital, perms } = useSession();
    return <Page hospital={hospital} canEdit={can(perms, "edit", "hospital")} />;
  };
}

export const HolidaysScreen = settingsScreen(HolidaysPage);
export const ShiftRequestsScreen = settingsScreen(ShiftRequestSettingsPage);
export const EventRequestsScreen = settingsScreen(EventRequestSettingsPage);
export const ValidationsScreen = settingsScreen(ConsecutiveShiftsPage);

/** `/admin/schedule/states` (E-013, Z-010): the states table, then each department's schedule rules. */
export function ScheduleStatesScreen() {
  const { t } = useTranslation();
  const { hospital, perms } = useSession();
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader
        title={t("hospitalSettings.states.pageTitle")}
        subtitle={t("hospitalSettings.states.pageSubtitle")}
      />
      <Stack spacing={3}>
        <ScheduleStatesCard hospital={hospital} canEdit={can(perms, "edit", "hospital")} />
        <DepartmentRulesCard hospital={hospital} canEdit={can(perms, "edit", "department")} />
      </Stack>
    </Box>
  );
}
