/**
 * The organisation configuration screens (E-004…E-011): each composes the configuration feature's
 * generic page with one kind, the hospital the session holds (kept live by the updates channel) and
 * whether the user may edit that kind (`edit_<subject>`, decided by the domain's `can`).
 */
import { can } from "@rosterly/domain/permissions";
import type { FieldValues } from "react-hook-form";
import { dailyScheduleTypeKind } from "../../features/configuration/components/daily-schedule-types/definition";
import { departmentKind } from "../../features/configuration/components/departments/definition";
import { eventTypeKind } from "../../features/configuration/components/event-types/definition";
import { flagKind } from "../../features/configuration/components/flags/definition";
import { jobStatusKind } from "../../features/configuration/components/job-status/definition";
import { jobTypeKind } from "../../features/configuration/components/job-types/definition";
import { ConfigurationPage } from "../../features/configuration/components/list/ConfigurationPage";
import { shiftTypeKind } from "../../features/configuration/components/shift-types/definition";
import type { KindDefinition } from "../../features/configuration/lib/kind";
import type { ConfigurationListKey } from "../../lib/organisation/hospital-cache";
import { useSession } from "../../lib/session/session-context";

function configurationScreen<K extends ConfigurationListKey, F extends FieldValues>(
  kind: KindDefinition<K, F>,
) {
  return function ConfigurationScreen() {
    const { hospital, perms } = useSession();
    return <ConfigurationPage kind={kind} hospital={hospital} canEdit={can(perms, "edit", kind.subject)} />;
  };
}

export const ShiftTypesScreen = configurationScreen(shiftTypeKind);
export const JobStatusScreen = configurationScreen(jobStatusKind);
export const JobTypesScreen = configurationScreen(jobTypeKind);
export const DepartmentsScreen = configurationScreen(departmentKind);
export const EventTypesScreen = configurationScreen(eventTypeKind);
export const FlagsScreen = configurationScreen(flagKind);
export const DailyScheduleTypesScreen = configurationScreen(dailyScheduleTypeKind);
