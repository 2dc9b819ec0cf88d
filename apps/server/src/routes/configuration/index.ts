import type { AppDeps } from "../../deps";
import type { App } from "../../http/types";
import { dailyScheduleTypeKind } from "../../services/configuration/kinds/daily-schedule-type";
import { departmentKind } from "../../services/configuration/kinds/department";
import { eventTypeKind } from "../../services/configuration/kinds/event-type";
import { flagKind } from "../../services/configuration/kinds/flag";
import { jobStatusKind } from "../../services/configuration/kinds/job-status";
import { jobTypeKind } from "../../services/configuration/kinds/job-type";
import { shiftTypeKind } from "../../services/configuration/kinds/shift-type";
import { registerConfigurationKind } from "./factory";
import { scheduleRulesRoutes } from "./schedule-rules";

/** The organisation's configuration (E-004…E-011, E-015, E-016), at the spec's paths. */
export function configurationRoutes(app: App, deps: AppDeps): void {
  registerConfigurationKind(app, deps, "departments", departmentKind);
  registerConfigurationKind(app, deps, "job-types", jobTypeKind);
  registerConfigurationKind(app, deps, "job-status", jobStatusKind);
  registerConfigurationKind(app, deps, "shift-types", shiftTypeKind);
  registerConfigurationKind(app, deps, "event-types", eventTypeKind);
  registerConfigurationKind(app, deps, "flags", flagKind);
  registerConfigurationKind(app, deps, "daily-schedule-types", dailyScheduleTypeKind);
  scheduleRulesRoutes(app, deps);
}
