/** Open shifts as the server presents them, on the schedule fixtures' hospital (4 West, id 3). */
import { type OpenShift, openShift, page, toWire } from "@rosterly/contract";
import { audited } from "../../../test/factories";
import { DAY } from "../../../test/schedule-fixtures";

let nextId = 500;

export function buildOpenShift(extra: Partial<OpenShift> = {}): OpenShift {
  nextId += 1;
  return {
    id: nextId,
    state: "open",
    departmentId: 3,
    scheduleId: 900,
    typeId: DAY,
    date: "2026-02-10",
    payrollDate: "2026-02-10",
    startTime: "07:00:00",
    endTime: "19:00:00",
    title: "High census",
    comments: "",
    flags: [],
    jobTypes: [6],
    eligibleDepartments: [3],
    eligibleJobStatus: [],
    opening: 2,
    seatsLeft: 2,
    fcfs: false,
    onCall: false,
    sitter: false,
    selfScheduleOnly: false,
    settings: { lastNudge: null, sitter: null },
    biddingEndsOn: "2099-02-09T12:00:00.000Z",
    biddingClosed: false,
    biddingEnded: false,
    bidders: [],
    assignees: [],
    selectedBidders: [],
    participants: [],
    ...audited,
    createdBy: 11,
    createdOn: "2026-02-01T10:00:00.000Z",
    ...extra,
  };
}

export const openShiftJson = (value: OpenShift) => toWire(openShift, value);
export const openShiftsPage = (values: readonly OpenShift[]) =>
  toWire(page(openShift), { count: values.length, next: null, previous: null, results: [...values] });
