import {
  ASSIGNMENT_CHECK_WINDOW_DAYS,
  type AssignmentWarning,
  checkAssignment,
  type ScheduleShift,
  type StaffMember,
} from "@rosterly/domain/schedule";
import { addDays } from "@rosterly/domain/time";
import type { Executor } from "../../db/client";
import { flagsOf } from "../../repositories/scheduling-config";
import { validationEvents, validationShifts } from "../../repositories/validation-rows";
import type { OrgScheduling } from "../scheduling/org-scheduling";

/**
 * The assignment checks of G-012 for several people at once: what giving each of them the proposed
 * shift would bring (overtime, a consecutive run too long, a time conflict). Reads their shifts and
 * events of the fortnight around the date in two queries, inside the caller's transaction, so a
 * conflict found here cannot appear between the check and the write.
 */
export async function assignmentWarnings(
  db: Executor,
  org: OrgScheduling,
  proposed: ScheduleShift,
  people: readonly StaffMember[],
  periodStart?: string,
): Promise<Map<number, AssignmentWarning[]>> {
  const ids = people.map((person) => person.id);
  const from = addDays(proposed.date, -ASSIGNMENT_CHECK_WINDOW_DAYS);
  const to = addDays(proposed.date, ASSIGNMENT_CHECK_WINDOW_DAYS);
  const shifts = await validationShifts(db, org.orgId, from, to, ids);
  const events = await validationEvents(db, org.orgId, null, from, to, ids);
  const flags = await flagsOf(db, org.orgId);
  const answers = new Map<number, AssignmentWarning[]>();
  for (const person of people) {
    answers.set(
      person.id,
      checkAssignment({
        proposed,
        user: person,
        shifts: shifts.filter((shift) => shift.assigneeId === person.id),
        events: events.filter((event) => event.assigneeId === person.id),
        flags,
        consecutiveShifts: org.consecutiveShifts,
        timeZone: org.timeZone,
        ...(periodStart ? { periodStart } : {}),
      }),
    );
  }
  return answers;
}
