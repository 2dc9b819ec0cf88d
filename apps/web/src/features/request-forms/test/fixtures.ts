/**
 * Requests as the server presents them, on the schedule fixtures' hospital (4 West, id 3) where
 * the signed-in nurse is Grace Hopper (user 11). Dates fall in February 2026; the tests set the
 * clock's date to January 25, 2026 so that those shifts are still ahead.
 */
import {
  type Approval,
  approval,
  type Hospital,
  page,
  type RequestSummary,
  requestDetail,
  requestSummary,
  toWire,
} from "@rosterly/contract";
import { vi } from "vitest";
import type { z } from "zod";
import { signedInServer } from "../../../test/fake-server";
import { buildEventType, buildSessionUser } from "../../../test/factories";
import {
  buildSchedule,
  buildShift,
  DAY,
  employee,
  eventsPage,
  FLOAT_FLAG,
  RN,
  STAFF,
  scheduleHospital,
  scheduleJson,
  shiftsPage,
} from "../../../test/schedule-fixtures";
import { storeSession } from "../../../test/tokens";

export const NURSE = 11;
export const VACATION = 61;
export const SICK = 62;
export const TODAY = "2026-01-25";

/** Only `Date` is faked: timers stay real, so nothing waits on a fake clock. */
export function setToday(): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${TODAY}T15:00:00Z`));
}

export function requestsHospital(settings: Record<string, unknown> = {}): Hospital {
  const base = scheduleHospital([...STAFF, employee(NURSE, "Grace", "Hopper", RN)], settings);
  return {
    ...base,
    eventTypes: [
      buildEventType(VACATION, "Vacation"),
      buildEventType(SICK, "Sick leave"),
      buildEventType(63, "Education", { adminOnly: true }),
    ],
  };
}

/**
 * The nurse's schedule for February with two of her day shifts (the second carries a flag that
 * allows no requests), and a server that answers it.
 */
export function scheduleServer(settings: Record<string, unknown> = {}) {
  const own = [
    buildShift(NURSE, "2026-02-10", DAY),
    buildShift(NURSE, "2026-02-12", DAY, { flags: [FLOAT_FLAG] }),
  ];
  const server = signedInServer("staff", {
    hospital: requestsHospital(settings),
    user: buildSessionUser("staff"),
  })
    .on("GET", "/api/schedules/", { body: scheduleJson(buildSchedule("published")) })
    .on("GET", "/api/shifts/", { body: shiftsPage(own) })
    .on("GET", "/api/events/", { body: eventsPage([]) })
    .on("GET", "/api/approvals/", { body: summariesPage([]) });
  storeSession();
  return { server, own };
}

export function buildApproval(extra: Partial<Approval> = {}): Approval {
  return {
    id: 900,
    approved: null,
    reviewerId: 22,
    state: "pending_scheduler_approval",
    comments: "",
    createdBy: NURSE,
    createdOn: "2026-01-20T10:00:00.000Z",
    modifiedBy: NURSE,
    modifiedOn: "2026-01-20T10:00:00.000Z",
    notificationReceipts: {},
    ...extra,
  };
}

let nextId = 700;

export function buildSummary(extra: Partial<RequestSummary> = {}): RequestSummary {
  nextId += 1;
  return {
    id: nextId,
    contentType: "shiftrequest",
    requestType: "giveaway",
    state: "pending_scheduler_approval",
    departmentId: 3,
    scheduleId: 900,
    requesterId: NURSE,
    requesterName: "Grace Hopper",
    counterpartId: null,
    dates: ["2026-02-10"],
    typeId: DAY,
    reviewerId: 22,
    comments: "",
    createdOn: "2026-01-20T10:00:00.000Z",
    modifiedOn: "2026-01-20T10:00:00.000Z",
    ...extra,
  };
}

export const summariesPage = (rows: readonly RequestSummary[]) =>
  toWire(page(requestSummary), { count: rows.length, next: null, previous: null, results: [...rows] });

export const detailJson = (value: z.output<typeof requestDetail>) => toWire(requestDetail, value);
export const approvalJson = (value: Approval) => toWire(approval, value);

export const requestedShift = (id: number, date: string, assigneeId = NURSE) => ({
  id,
  assigneeId,
  date,
  typeId: DAY,
  startTime: "07:00:00",
  endTime: "19:00:00",
  flags: [],
});
