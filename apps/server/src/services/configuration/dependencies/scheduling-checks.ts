import { events, schedules, shifts } from "../../../db/schema";
import { type DependencyCheck, listedIn, referencedBy } from "./check";

/** Shifts, events and schedules name departments, shift types, event types and flags. */
export const schedulingDependencyChecks: readonly DependencyCheck[] = [
  referencedBy("department", "schedule", schedules.departmentId, schedules.orgId),
  referencedBy("department", "shift", shifts.departmentId, shifts.orgId),
  referencedBy("department", "event", events.departmentId, events.orgId),
  referencedBy("shiftType", "shift", shifts.typeId, shifts.orgId),
  referencedBy("eventType", "event", events.typeId, events.orgId),
  listedIn("flag", "shift", shifts.flags, shifts.orgId),
  listedIn("flag", "event", events.flags, events.orgId),
];
