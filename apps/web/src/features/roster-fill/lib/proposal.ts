import type { Employee, FillProposal, Hospital, Schedule, Shift } from "@rosterly/contract";
import { datesBetween } from "@rosterly/domain/time";

/** The people the generator may schedule: the department's active staff whose job type takes part. */
export function fillableStaff(hospital: Hospital, departmentId: number): Employee[] {
  const scheduling = new Set(
    hospital.jobTypes.filter((type) => type.partakeInScheduling).map((type) => type.id),
  );
  return Object.values(hospital.employees)
    .filter(
      (person) =>
        person.departmentId === departmentId &&
        person.state === "active" &&
        person.jobTypeId !== null &&
        scheduling.has(person.jobTypeId),
    )
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
}

/**
 * The proposal as shifts the grid can draw: negative ids (no saved shift has one), times from the
 * shift type, and the saved shifts it would remove. People already accepted are left out: their
 * shifts are saved now.
 */
export function proposalOverlay(
  schedule: Pick<Schedule, "id" | "departmentId">,
  proposal: FillProposal,
  accepted: readonly number[],
): { scheduleId: number; shifts: Shift[]; removedShiftIds: ReadonlySet<number> } {
  const done = new Set(accepted);
  const shifts = proposal.shifts
    .filter((shift) => !done.has(shift.assigneeId))
    .map(
      (shift, index): Shift => ({
        id: -(index + 1),
        date: shift.date,
        payrollDate: shift.date,
        typeId: shift.typeId,
        departmentId: schedule.departmentId,
        assigneeId: shift.assigneeId,
        newAssigneeId: null,
        startTime: shift.startTime,
        endTime: shift.endTime,
        flags: [],
        obligatory: false,
        overtime: false,
        sitter: false,
        settings: {},
        onCall: false,
        flexOn: false,
        canceled: false,
        giveaway: false,
        swapped: false,
        scheduleId: schedule.id,
        openShiftId: null,
        createdBy: null,
        createdOn: "",
        modifiedBy: null,
        modifiedOn: "",
      }),
    );
  return { scheduleId: schedule.id, shifts, removedShiftIds: new Set(proposal.removedShiftIds) };
}

/** Days of a staffing line below and above the need. */
export function staffingGaps(line: FillProposal["staffing"][number]): { short: number; over: number } {
  let short = 0;
  let over = 0;
  for (const count of line.proposed) {
    if (count < line.needed) short += 1;
    else if (count > line.needed) over += 1;
  }
  return { short, over };
}

/** The period's dates from `from` to `to` (both within it), in order. */
export function chosenDates(period: { startOn: string; endOn: string }, from: string, to: string): string[] {
  return datesBetween(period.startOn, period.endOn).filter((date) => date >= from && date <= to);
}
