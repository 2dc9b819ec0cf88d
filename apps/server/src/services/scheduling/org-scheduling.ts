import {
  DEFAULT_PERIOD_DAYS,
  type ConsecutiveShiftRule,
  type ScheduleStatesConfig,
  type StaffNeededGroup,
} from "@rosterly/domain/schedule";
import { isLocalDate, type LocalDate } from "@rosterly/domain/time";
import { z } from "zod";
import { readPath } from "../../lib/records";

/** The first period of an organisation that has not set `scheduling.initialStartDate` (a Sunday). */
export const FALLBACK_INITIAL_START_DATE = "2026-01-04";
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

const groups = z.array(
  z.object({
    jobTypes: z.array(z.number().int()),
    shiftTypes: z.record(z.string(), z.number()),
  }),
);
const stateSetting = z.object({ editable: z.boolean().optional(), staffVisible: z.boolean().optional() });
const statesSchema = z.record(z.string(), stateSetting);

/** Stored settings are admin-edited JSON; a malformed list configures nothing instead of failing requests. */
function groupsIn(value: unknown): StaffNeededGroup[] {
  const parsed = groups.safeParse(value);
  return parsed.success ? parsed.data : [];
}

export function orgSchedulingOf(org: {
  id: number;
  info: { timezone?: string };
  settings: Record<string, unknown>;
}): OrgScheduling {
  const period = readPath(org.settings, "scheduling.period");
  const start = readPath(org.settings, "scheduling.initialStartDate");
  const states = statesSchema.safeParse(readPath(org.settings, "scheduling.states"));
  return {
    orgId: org.id,
    timeZone: org.info.timezone || FALLBACK_TIME_ZONE,
    periodDays:
      typeof period === "number" && Number.isInteger(period) && period > 0 ? period : DEFAULT_PERIOD_DAYS,
    initialStartDate: typeof start === "string" && isLocalDate(start) ? start : FALLBACK_INITIAL_START_DATE,
    states: states.success ? states.data : null,
    consecutiveShifts: groupsIn(readPath(org.settings, "validations.consecutiveShifts.data")),
  };
}

/** A department's `settings.staffNeeded` groups (Z-007). */
export function staffNeededOf(settings: Record<string, unknown>): StaffNeededGroup[] {
  return groupsIn(settings.staffNeeded);
}

/** Z-012: the department's rule for whether posting or publishing needs the director's approval. */
export function needsApprovalRule(
  scheduleRules: Record<string, unknown>,
  action: "post" | "publish",
): boolean {
  const value = scheduleRules[action === "post" ? "postNeedsApproval" : "publishNeedsApproval"];
  return value === true;
}

/** A job type's own `staffNeeded` (shift type id -> count), numbers only. */
export function jobTypeStaffNeeded(value: Record<string, unknown>): Record<string, number> | null {
  const entries = Object.entries(value).filter(
    (entry): entry is [string, number] => typeof entry[1] === "number",
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}
