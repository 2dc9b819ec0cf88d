/**
 * Per-day staffing totals (spec 2 §5): per job type group and shift type, the staff-hours of duty
 * shifts in the department divided by the shift type's hours (one decimal), shown against the staff
 * needed. Whether a working shift counts and how long it is come from the domain; whether the day
 * is out of balance comes from the imbalance validator, never from comparing here.
 */
import type { Hospital, Shift } from "@rosterly/contract";
import { type FlagLookup, type StaffNeededGroup, isWorking, staffingGroups } from "@rosterly/domain/schedule";
import { shiftDurationMinutes } from "@rosterly/domain/time";
import { toScheduleShift } from "../../../lib/scheduling/validation-input";
import { imbalanceKey } from "./highlights";

export interface TotalsLine {
  key: string;
  jobTypes: readonly number[];
  shiftTypeId: number;
  need: number;
  /** Date -> staff count (one decimal). */
  counts: ReadonlyMap<string, number>;
}

export function totalsLines(
  hospital: Hospital,
  departmentId: number,
  staffNeeded: readonly StaffNeededGroup[],
  shifts: readonly Shift[],
  flags: FlagLookup,
): TotalsLine[] {
  const jobTypeOf = new Map(Object.values(hospital.employees).map((e) => [e.userId, e.jobTypeId]));
  const typeMinutes = new Map(hospital.shiftTypes.map((type) => [type.id, type.hours * 60]));
  const jobTypes = hospital.jobTypes.map((jobType) => {
    const entries = Object.entries(jobType.staffNeeded).filter(
      (e): e is [string, number] => typeof e[1] === "number",
    );
    return { id: jobType.id, staffNeeded: entries.length > 0 ? Object.fromEntries(entries) : null };
  });
  const lines: (TotalsLine & { minutes: Map<string, number> })[] = [];
  const linesByJobAndType = new Map<string, (typeof lines)[number][]>();
  for (const group of staffingGroups(staffNeeded, jobTypes))
    for (const [shiftTypeKey, need] of Object.entries(group.shiftTypes)) {
      const shiftTypeId = Number(shiftTypeKey);
      const line = {
        key: imbalanceKey(group.jobTypes, shiftTypeId),
        jobTypes: group.jobTypes,
        shiftTypeId,
        need,
        counts: new Map<string, number>(),
        minutes: new Map<string, number>(),
      };
      lines.push(line);
      for (const jobTypeId of group.jobTypes) {
        const key = `${jobTypeId}:${shiftTypeId}`;
        linesByJobAndType.set(key, [...(linesByJobAndType.get(key) ?? []), line]);
      }
    }
  for (const shift of shifts) {
    if (shift.departmentId !== departmentId || shift.sitter || !isWorking(toScheduleShift(shift), flags))
      continue;
    const jobTypeId = jobTypeOf.get(shift.assigneeId);
    const minutes = shiftDurationMinutes(shift.startTime, shift.endTime);
    if (jobTypeId == null || minutes === null) continue;
    for (const line of linesByJobAndType.get(`${jobTypeId}:${shift.typeId}`) ?? [])
      line.minutes.set(shift.date, (line.minutes.get(shift.date) ?? 0) + minutes);
  }
  return lines.map(({ minutes, ...line }) => {
    const perType = typeMinutes.get(line.shiftTypeId) ?? 0;
    const counts = new Map<string, number>();
    if (perType > 0)
      for (const [date, total] of minutes) counts.set(date, Math.round((total / perType) * 10) / 10);
    return { ...line, counts };
  });
}
