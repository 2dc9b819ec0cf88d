import {
  type ConsecutiveShiftRule,
  resolvePeriodSettings,
  type ScheduleStatesConfig,
  type StaffNeededGroup,
} from "@rosterly/domain/schedule";
import { readSchedulingSettings, readShiftTypeGroups } from "@rosterly/domain/settings";
import { type LocalDate, localDateOf } from "@rosterly/domain/time";

const FALLBACK_TIME_ZONE = "America/Chicago";

/** What the scheduling services read from an organisation's info and settings. */
export interface OrgScheduling {
  orgId: number;
  timeZone: string;
  periodDays: number;
  initialStartDate: LocalDate;
  /** `scheduling.states` as stored; null when never configured (the lifecycle's defaults apply). */
  states: ScheduleStatesConfig | null;
  consecutiveShifts: ConsecutiveShiftRule[];
}

export function orgSchedulingOf(org: {
  id: number;
  info: { timezone?: string };
  settings: Record<string, unknown>;
}): OrgScheduling {
  const read = readSchedulingSettings(org.settings);
  const period = resolvePeriodSettings(read);
  return {
    orgId: org.id,
    timeZone: org.info.timezone || FALLBACK_TIME_ZONE,
    periodDays: period.periodDays,
    initialStartDate: period.initialStartDate,
    states: read.states,
    consecutiveShifts: read.consecutiveShifts,
  };
}

/** Today in the organisation's zone, the date its schedule calendar turns by. */
export function schedulingToday(org: OrgScheduling, now: Date): LocalDate {
  return localDateOf(now, org.timeZone) ?? now.toISOString().slice(0, 10);
}

/** A department's `settings.staffNeeded` groups (Z-007). */
export function staffNeededOf(settings: Record<string, unknown>): StaffNeededGroup[] {
  return readShiftTypeGroups(settings.staffNeeded);
}

/** Z-012: the department's rule for whether posting or publishing needs the director's approval. */
export function needsApprovalRule(
  scheduleRules: Record<string, unknown>,
  action: "post" | "publish",
): boolean {
  const value = scheduleRules[action === "post" ? "postNeedsApproval" : "publishNeedsApproval"];
  return value === true;
}
