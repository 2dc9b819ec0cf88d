/**
 * A small department for the schedule tests, built as typed contract values and sent as the server
 * presents them (`toWire`): 4 West with a charge nurse and registered nurses, day and night shift
 * types, staffing needs, a draft schedule for February 2026 and its shifts.
 */
import {
  type Employee,
  type Hospital,
  page,
  type Schedule,
  type ScheduleEvent,
  type Shift,
  schedule,
  scheduleEvent,
  shift,
  toWire,
} from "@rosterly/contract";

import {
  audited,
  buildEmployee,
  buildHospital,
  buildJobType,
  buildShiftType,
  buildJobStatus,
} from "./factories";

export const DEPARTMENT_ID = 3;
export const PERIOD = { startOn: "2026-02-01", endOn: "2026-03-14" };
export const DAY = 41;
export const NIGHT = 42;
export const CHG = 5;
export const RN = 6;
export const FLOAT_FLAG = 71;

export function employee(
  userId: number,
  firstName: string,
  lastName: string,
  jobTypeId: number,
  extra: Partial<Employee> = {},
): Employee {
  return buildEmployee(userId, firstName, lastName, {
    id: userId + 1000,
    fullName: `${firstName} ${lastName}`,
    departmentId: DEPARTMENT_ID,
    jobTypeId,
    shiftTypeId: DAY,
    ...extra,
  });
}

const shiftType = (
  id: number,
  name: string,
  startTime: string,
  endTime: string,
  symbol: string,
  color: string,
) =>
  buildShiftType(id, name, startTime, endTime, {
    styles: { web: { symbolType: "text", symbolValue: symbol, color } },
  });

const jobType = (id: number, name: string, rank: number) => buildJobType(id, name, { rank });

export const STAFF: Employee[] = [
  employee(21, "Omar", "Baker", RN),
  employee(22, "Amelia", "Chavez", CHG),
  employee(23, "Brooklyn", "Campbell", RN),
];

export function scheduleHospital(
  staff: readonly Employee[] = STAFF,
  settings: Record<string, unknown> = {},
): Hospital {
  const base = buildHospital({
    idleTimeout: 15,
    scheduling: { period: 42, initialStartDate: PERIOD.startOn },
    ...settings,
  });
  return {
    ...base,
    departments: base.departments.map((department) =>
      department.id === DEPARTMENT_ID
        ? {
            ...department,
            schedulingPeriods: [{ id: 900, ...PERIOD, state: "draft" }],
            settings: { staffNeeded: [{ jobTypes: [CHG, RN], shiftTypes: { [DAY]: 2, [NIGHT]: 1 } }] },
          }
        : department,
    ),
    // Registered nurses rank after charge nurses (Z-038), whatever the order they arrive in.
    jobTypes: [jobType(RN, "RN", 2), jobType(CHG, "CHG", 1)],
    jobStatus: [buildJobStatus(2, "Full time", "FT")],
    shiftTypes: [
      shiftType(DAY, "Day 12", "07:00:00", "19:00:00", "D", "#1e88e5"),
      shiftType(NIGHT, "Night 12", "19:00:00", "07:00:00", "N", "#3949ab"),
    ],
    flags: [
      {
        ...audited,
        id: FLOAT_FLAG,
        hospitalId: 1,
        name: "Float",
        shortCode: "FL",
        description: "",
        allowRequest: false,
        commitment: true,
        float: true,
        productivity: true,
        working: true,
        visibleToOtherStaff: true,
        obsolete: false,
      },
    ],
    employees: Object.fromEntries(staff.map((e) => [String(e.userId), e])),
  };
}

export function buildSchedule(state = "draft", extra: Partial<Schedule> = {}): Schedule {
  return {
    id: 900,
    departmentId: DEPARTMENT_ID,
    ...PERIOD,
    state,
    comments: "",
    settings: {},
    readOnly: false,
    snapshot: null,
    ...audited,
    ...extra,
  };
}

let nextId = 5000;
export function buildShift(
  assigneeId: number,
  date: string,
  typeId = DAY,
  extra: Partial<Shift> = {},
): Shift {
  const times = typeId === DAY ? ["07:00:00", "19:00:00"] : ["19:00:00", "07:00:00"];
  nextId += 1;
  return {
    id: nextId,
    date,
    payrollDate: date,
    typeId,
    departmentId: DEPARTMENT_ID,
    assigneeId,
    newAssigneeId: null,
    startTime: times[0] ?? "07:00:00",
    endTime: times[1] ?? "19:00:00",
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
    scheduleId: 900,
    openShiftId: null,
    ...audited,
    ...extra,
  };
}

export function buildEvent(
  assigneeId: number,
  dates: string[],
  extra: Partial<ScheduleEvent> = {},
): ScheduleEvent {
  nextId += 1;
  return {
    id: nextId,
    type: "event",
    assigneeId,
    departmentId: DEPARTMENT_ID,
    typeId: null,
    typeName: "Vacation",
    dates,
    flags: [],
    title: "",
    startTime: null,
    endTime: null,
    state: "approved",
    approvals: [],
    ...audited,
    ...extra,
  };
}

export const scheduleJson = (value: Schedule) => toWire(schedule, value);
export const shiftJson = (value: Shift) => toWire(shift, value);
export const shiftsPage = (values: readonly Shift[]) =>
  toWire(page(shift), { count: values.length, next: null, previous: null, results: [...values] });
export const eventsPage = (values: readonly ScheduleEvent[]) =>
  toWire(page(scheduleEvent), { count: values.length, next: null, previous: null, results: [...values] });

/** jsdom lays nothing out: give the grid's scroll box a size so the virtualisers render rows. */
export function layOutGrid(size = { width: 1600, height: 900 }): void {
  const sized = (dimension: "width" | "height") =>
    function (this: HTMLElement) {
      return this.hasAttribute("data-schedule-scroll") ? size[dimension] : 0;
    };
  Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: sized("width") });
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: sized("height") });
  if (!("scrollTo" in Element.prototype))
    Object.defineProperty(Element.prototype, "scrollTo", { configurable: true, value: () => undefined });
}
