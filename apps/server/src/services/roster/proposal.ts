/**
 * The generator's roster -> the proposal the scheduler reviews: the shifts to create, the existing
 * shifts it replaces, what changes per person and per day, and the staffing lines as they would be.
 * Pure.
 */
import type { ProposedShift } from "@rosterly/contract";
import type { ScheduleShift } from "@rosterly/domain/schedule";
import { shiftDurationMinutes } from "@rosterly/domain/time";
import { OFF } from "@rosterly/roster";
import type { FillInput, FillModel } from "./fill-model";

export interface ProposalParts {
  shifts: ProposedShift[];
  removedShiftIds: number[];
  people: { assigneeId: number; added: number; removed: number }[];
  days: { date: string; added: number; removed: number }[];
  staffing: { jobTypes: number[]; shiftTypeId: number; needed: number; proposed: number[] }[];
}

export function proposalOf(fill: FillModel, input: FillInput, assignment: Int16Array): ProposalParts {
  const D = fill.dates.length;
  const pinned = new Set(fill.model.pins.map((pin) => `${pin.staff}:${pin.day}`));
  const shifts: ProposedShift[] = [];
  const removedShiftIds: number[] = [];
  const added = new Map<number, number>();
  const removed = new Map<number, number>();
  const addedOn = new Map<string, number>();
  const removedOn = new Map<string, number>();
  const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
  fill.userIds.forEach((userId, s) => {
    const replaceable = new Map((fill.replaceable.get(userId) ?? []).map((shift) => [shift.date, shift]));
    for (let d = 0; d < D; d++) {
      const date = fill.dates[d] ?? "";
      const t = assignment[s * D + d] ?? OFF;
      const slot = t === OFF ? undefined : fill.slots[t];
      const existing = replaceable.get(date);
      if (existing && existing.typeId === slot?.shiftTypeId) continue;
      if (existing) {
        removedShiftIds.push(existing.id);
        bump(removed, userId);
        bump(removedOn, date);
      }
      if (!slot || pinned.has(`${s}:${d}`)) continue;
      shifts.push({
        assigneeId: userId,
        date,
        typeId: slot.shiftTypeId,
        startTime: slot.startTime,
        endTime: slot.endTime,
      });
      bump(added, userId);
      bump(addedOn, date);
    }
  });
  const people = fill.userIds
    .filter((id) => added.has(id) || removed.has(id))
    .map((assigneeId) => ({
      assigneeId,
      added: added.get(assigneeId) ?? 0,
      removed: removed.get(assigneeId) ?? 0,
    }));
  const days = fill.dates
    .filter((date) => addedOn.has(date) || removedOn.has(date))
    .map((date) => ({ date, added: addedOn.get(date) ?? 0, removed: removedOn.get(date) ?? 0 }));
  return {
    shifts,
    removedShiftIds,
    people,
    days,
    staffing: staffingLines(fill, input, shifts, new Set(removedShiftIds)),
  };
}

/** Each staffing line's staff per day as the period would be, counted as the imbalance validator does. */
function staffingLines(
  fill: FillModel,
  input: FillInput,
  proposed: readonly ProposedShift[],
  removed: ReadonlySet<number>,
): ProposalParts["staffing"] {
  const jobTypeOf = new Map(
    [...input.staff, ...input.others].map((person) => [person.userId, person.jobTypeId]),
  );
  const dayOf = new Map(fill.dates.map((date, d) => [date, d]));
  const counted = [
    ...input.shifts.filter(
      (shift) =>
        shift.working && !shift.sitter && shift.departmentId === input.departmentId && !removed.has(shift.id),
    ),
    ...proposed,
  ];
  return fill.slots.map((slot) => {
    const typeMinutes = shiftDurationMinutes(slot.startTime, slot.endTime) ?? 1;
    const minutes = new Array<number>(fill.dates.length).fill(0);
    for (const shift of counted) {
      const jobTypeId = jobTypeOf.get(shift.assigneeId);
      const d = dayOf.get(shift.date);
      if (d === undefined || shift.typeId !== slot.shiftTypeId) continue;
      if (jobTypeId == null || !slot.jobTypes.includes(jobTypeId)) continue;
      minutes[d] = (minutes[d] ?? 0) + (shiftDurationMinutes(shift.startTime, shift.endTime) ?? 0);
    }
    return {
      jobTypes: [...slot.jobTypes],
      shiftTypeId: slot.shiftTypeId,
      needed: slot.need,
      proposed: minutes.map((total) => Math.round((total / typeMinutes) * 10) / 10),
    };
  });
}

/** The proposed shifts as the validators read them (ids that no saved shift can have). */
export function asScheduleShifts(departmentId: number, proposed: readonly ProposedShift[]): ScheduleShift[] {
  return proposed.map((shift, index) => ({
    id: `proposed-${index}`,
    date: shift.date,
    payrollDate: shift.date,
    typeId: shift.typeId,
    departmentId,
    assigneeId: shift.assigneeId,
    startTime: shift.startTime,
    endTime: shift.endTime,
    sitter: false,
    onCall: false,
    available: false,
    canceled: false,
    giveaway: false,
    swapped: false,
    flags: [],
  }));
}
