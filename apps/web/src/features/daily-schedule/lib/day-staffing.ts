/**
 * The day at one glance: per shift type of the daily schedule type, the census it reads, the staff
 * the matrix suggests, who is on duty and the gap; and everyone with a shift that day.
 */
import type { CensusRow, DailySchedule, Hospital, Shift } from "@rosterly/contract";
import {
  censusRowForShift,
  countsAgainstMatrix,
  matrixFor,
  patientsPerStaff,
  type StaffingGap,
  staffingGap,
  suggestedStaff,
} from "@rosterly/domain/daily";
import { indexFlags, type WorkingStatus, workingStatus } from "@rosterly/domain/schedule";

export interface PersonOnDay {
  shiftId: number;
  userId: number;
  /** Null for a person from another unit whom the viewer's list does not name. */
  name: string | null;
  jobTypeName: string;
  status: WorkingStatus;
  /** Working in this department from another one, or this department's person working elsewhere. */
  float: { direction: "in" | "out"; departmentName: string } | null;
  startTime: string;
  endTime: string;
  sitter: boolean;
  overtime: boolean;
  /** Whether the person counts as on duty against the matrix here. */
  counted: boolean;
}

export interface ShiftLine {
  shiftTypeId: number | null;
  name: string;
  startTime: string | null;
  endTime: string | null;
  census: CensusRow | null;
  patients: number;
  gap: StaffingGap;
  ratio: number | null;
  people: PersonOnDay[];
}

const byName = (a: PersonOnDay, b: PersonOnDay) =>
  a.startTime.localeCompare(b.startTime) || (a.name ?? "\uffff").localeCompare(b.name ?? "\uffff");

export function dayStaffing(args: {
  hospital: Hospital;
  departmentId: number;
  typeShiftTypeIds: readonly number[];
  schedule: DailySchedule | null;
  shifts: readonly Shift[];
  date: string;
}): ShiftLine[] {
  const { hospital, departmentId, schedule, date } = args;
  const flags = indexFlags(hospital.flags);
  const department = hospital.departments.find((d) => d.id === departmentId);
  const departmentName = (id: number | null) => hospital.departments.find((d) => d.id === id)?.name ?? "";
  const jobTypes = new Map(hospital.jobTypes.map((job) => [job.id, job]));
  const census = schedule?.census ?? [];

  const people = args.shifts
    .filter((item) => item.date === date)
    .map((item): PersonOnDay & { typeId: number } => {
      const employee = hospital.employees[String(item.assigneeId)];
      const home = employee?.departmentId ?? null;
      const job = employee?.jobTypeId ? jobTypes.get(employee.jobTypeId) : undefined;
      const status = workingStatus({ ...item, available: item.flexOn }, flags);
      // Someone the viewer's list does not hold (staff see their own unit) came from another unit.
      const float =
        item.departmentId !== departmentId
          ? { direction: "out" as const, departmentName: departmentName(item.departmentId) }
          : employee === undefined || (home !== null && home !== departmentId)
            ? { direction: "in" as const, departmentName: departmentName(home) }
            : null;
      return {
        typeId: item.typeId,
        shiftId: item.id,
        userId: item.assigneeId,
        name: employee?.fullName ?? null,
        jobTypeName: job?.name ?? "",
        status,
        float,
        startTime: item.startTime,
        endTime: item.endTime,
        sitter: item.sitter,
        overtime: item.overtime,
        counted:
          status === "on_duty" &&
          item.departmentId === departmentId &&
          !item.sitter &&
          countsAgainstMatrix(job?.settings),
      };
    });

  const typeIds = [...args.typeShiftTypeIds];
  const shiftTypes = typeIds
    .map((id) => hospital.shiftTypes.find((type) => type.id === id))
    .filter((type) => type !== undefined)
    .sort((a, b) => a.startTime.localeCompare(b.startTime));
  const lines: ShiftLine[] = shiftTypes.map((type) => {
    const index = censusRowForShift(census, type.startTime);
    const row = census[index] ?? null;
    const onThisShift = people.filter((person) => person.typeId === type.id).sort(byName);
    const onDuty = onThisShift.filter((person) => person.counted).length;
    const suggested = row ? suggestedStaff(matrixFor(department?.settings, type.id), row) : null;
    return {
      shiftTypeId: type.id,
      name: type.name,
      startTime: type.startTime,
      endTime: type.endTime,
      census: row,
      patients: row?.total ?? 0,
      gap: staffingGap(suggested, row?.extraStaff ?? 0, onDuty),
      ratio: patientsPerStaff(row?.total ?? 0, onDuty),
      people: onThisShift,
    };
  });
  const others = people.filter((person) => !typeIds.includes(person.typeId)).sort(byName);
  if (others.length > 0)
    lines.push({
      shiftTypeId: null,
      name: "",
      startTime: null,
      endTime: null,
      census: null,
      patients: 0,
      gap: staffingGap(null, 0, others.filter((person) => person.counted).length),
      ratio: null,
      people: others,
    });
  return lines;
}
