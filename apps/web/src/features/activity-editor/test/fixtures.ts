/**
 * A small hospital for the activity editor tests: 4 West with four nurses, the shift types, flags
 * and event types the editors offer, and builders of shifts, events and history as the server
 * presents them (contract values put on the wire with the contract's own `toWire`).
 */
import {
  type Employee,
  type Hospital,
  type HistoryEntry,
  historyEntry,
  type ScheduleEvent,
  type Shift,
  scheduleEvent,
  shift,
  toWire,
} from "@rosterly/contract";
import { z } from "zod";
import {
  buildEmployee,
  buildEventType,
  buildFlag,
  buildHospital,
  buildJobStatus,
  buildShiftType,
} from "../../../test/factories";

export const DEPT = 3;
export const ADA = 41;
export const MARY = 42;
export const CLARA = 43;
export const FLORENCE = 44;
export const DAY12 = 101;
export const NIGHT12 = 102;
export const CHARGE_DAY = 103;
export const ON_CALL = 104;
export const SICK_CALL = 202;

const shiftType = buildShiftType;
const flag = buildFlag;
const eventType = buildEventType;
const employee = (
  userId: number,
  firstName: string,
  lastName: string,
  extra: Partial<Employee> = {},
): Employee =>
  buildEmployee(userId, firstName, lastName, { departmentId: DEPT, shiftTypeId: DAY12, ...extra });

export function editorHospital(): Hospital {
  const base = buildHospital();
  const [rn] = base.jobTypes;
  if (!rn) throw new Error("the base hospital has a job type");
  return {
    ...base,
    jobTypes: [
      { ...rn, settings: { associatedShiftTypes: [DAY12, NIGHT12, ON_CALL], canBeChargeNurse: true } },
      {
        ...rn,
        id: 6,
        name: "Charge nurse",
        settings: { associatedShiftTypes: [CHARGE_DAY], isChargeNurse: true },
      },
      { ...rn, id: 7, name: "CNA", settings: { associatedShiftTypes: [DAY12] } },
    ],
    jobStatus: [buildJobStatus(2, "Full time", "FT")],
    shiftTypes: [
      shiftType(DAY12, "Day 12", "07:00:00", "19:00:00"),
      shiftType(NIGHT12, "Night 12", "19:00:00", "07:00:00"),
      shiftType(CHARGE_DAY, "Charge day", "07:00:00", "15:00:00", { hours: 8 }),
      shiftType(ON_CALL, "On call", "19:00:00", "07:00:00", { onCall: true }),
      shiftType(105, "Old evening", "15:00:00", "23:00:00", { obsolete: true }),
    ],
    flags: [
      flag(201, "Float", "FL", { visibleToOtherStaff: true }),
      flag(SICK_CALL, "Sick call", "SC", { working: false, commitment: false }),
      flag(203, "Charge", "CH", { visibleToOtherStaff: true }),
      flag(204, "Education", "ED", { productivity: false }),
      flag(205, "Low census", "LC", { working: false }),
    ],
    eventTypes: [
      eventType(301, "Vacation"),
      eventType(302, "Education"),
      eventType(303, "Unavailable", { requestOnly: true }),
      eventType(304, "Old leave", { obsolete: true }),
    ],
    employees: Object.fromEntries(
      [
        employee(ADA, "Ada", "Lovelace"),
        employee(MARY, "Mary", "Seacole", { charge: true }),
        employee(CLARA, "Clara", "Barton", { jobTypeId: 7 }),
        employee(FLORENCE, "Florence", "Nightingale", { state: "inactive" }),
        employee(11, "Grace", "Hopper", {
          classification: "dept_management",
          groups: ["director"],
          departmentId: null,
        }),
      ].map((item) => [String(item.userId), item]),
    ),
  };
}

export function buildShift(overrides: Partial<Shift> = {}): Shift {
  return {
    id: 501,
    date: "2026-03-10",
    payrollDate: "2026-03-10",
    typeId: DAY12,
    departmentId: DEPT,
    assigneeId: ADA,
    newAssigneeId: null,
    startTime: "07:00:00",
    endTime: "19:00:00",
    flags: [],
    comments: "",
    internalComments: "",
    obligatory: false,
    overtime: false,
    sitter: false,
    settings: { sitter: null },
    onCall: false,
    flexOn: false,
    canceled: false,
    giveaway: false,
    swapped: false,
    scheduleId: 900,
    openShiftId: null,
    createdBy: 11,
    createdOn: "2026-02-01T15:00:00Z",
    modifiedBy: 11,
    modifiedOn: "2026-02-01T15:00:00Z",
    ...overrides,
  };
}

export function buildEvent(overrides: Partial<ScheduleEvent> = {}): ScheduleEvent {
  return {
    id: 701,
    type: "event",
    assigneeId: ADA,
    departmentId: DEPT,
    typeId: 301,
    typeName: "Vacation",
    dates: ["2026-03-10", "2026-03-11"],
    flags: [],
    title: "",
    comments: "",
    startTime: null,
    endTime: null,
    state: "approved",
    approvals: [],
    createdBy: 11,
    createdOn: "2026-02-01T15:00:00Z",
    modifiedBy: 11,
    modifiedOn: "2026-02-02T10:30:00Z",
    ...overrides,
  };
}

export const shiftJson = (value: Shift) => toWire(shift, value);
export const shiftsJson = (values: Shift[]) => toWire(z.array(shift), values);
export const eventJson = (value: ScheduleEvent) => toWire(scheduleEvent, value);
export const eventsJson = (values: ScheduleEvent[]) => toWire(z.array(scheduleEvent), values);
export const historyJson = (values: HistoryEntry[]) => toWire(z.array(historyEntry), values);
export const pageJson = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
