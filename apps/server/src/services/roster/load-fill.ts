import type { FillRequest } from "@rosterly/contract";
import { indexFlags, isWorking } from "@rosterly/domain/schedule";
import { readMinShiftSettings, readShiftTypeCounts } from "@rosterly/domain/settings";
import type { Executor } from "../../db/client";
import { FieldErrors } from "../../http/field-errors";
import {
  fillEvents,
  fillJobs,
  fillShifts,
  type FillEventRow,
  type FillShiftRow,
} from "../../repositories/fill-rows";
import {
  type DepartmentInfo,
  departmentStaff,
  flagsOf,
  shiftTypesOf,
  staffProfiles,
} from "../../repositories/scheduling-config";
import { type OrgScheduling, staffNeededOf } from "../scheduling/org-scheduling";
import type { FillInput } from "./fill-model";

export interface LoadedFill {
  input: FillInput;
  shiftRows: FillShiftRow[];
  eventRows: FillEventRow[];
}

/** The period as the generator sees it; bad staff ids or dates are a 400 naming the field. */
export async function loadFillInput(
  db: Executor,
  org: OrgScheduling,
  department: DepartmentInfo,
  period: { startOn: string; endOn: string },
  request: FillRequest,
): Promise<LoadedFill> {
  const listed = await departmentStaff(db, org.orgId, department.id);
  const activeIds = listed.filter((row) => row.state === "active").map((row) => row.userId);
  const errors = new FieldErrors();
  const known = new Set(activeIds);
  const unknown = (request.staffIds ?? []).filter((id) => !known.has(id));
  if (unknown.length > 0)
    errors.addWith("staff_ids", "validation.no_such_rows", {
      kind: "active staff on this schedule",
      ids: unknown.join(", "),
    });
  const outside = (request.dates ?? []).filter((date) => date < period.startOn || date > period.endOn);
  if (outside.length > 0)
    errors.addWith("dates", "validation.within_period", { start: period.startOn, end: period.endOn });
  errors.throwIfAny();

  const profiles = await staffProfiles(db, org.orgId, activeIds);
  const types = await shiftTypesOf(db, org.orgId);
  const flagRows = await flagsOf(db, org.orgId);
  const jobs = await fillJobs(db, org.orgId);
  const shiftRows = await fillShifts(db, org.orgId, department.id, period.startOn, period.endOn, activeIds);
  const others = [...new Set(shiftRows.map((row) => row.assigneeId))].filter((id) => !known.has(id));
  const otherProfiles = await staffProfiles(db, org.orgId, others);
  const eventRows = await fillEvents(db, org.orgId, period.startOn, period.endOn, activeIds);
  const flags = indexFlags(flagRows);
  const person = (row: (typeof profiles)[number]) => ({
    userId: row.userId,
    jobTypeId: row.jobTypeId,
    jobStatusId: row.jobStatusId,
    weeklyHours: row.weeklyHours,
    charge: row.charge,
  });
  const order = new Map(activeIds.map((id, index) => [id, index]));
  const staff = profiles.map(person).sort((a, b) => (order.get(a.userId) ?? 0) - (order.get(b.userId) ?? 0));
  return {
    shiftRows,
    eventRows,
    input: {
      period,
      departmentId: department.id,
      shiftTypes: types,
      jobTypes: jobs.types.map((row) => ({
        id: row.id,
        settings: row.settings,
        staffNeeded: readShiftTypeCounts(row.staffNeeded),
      })),
      jobStatuses: jobs.statuses.map((row) => ({
        id: row.id,
        minShiftSettings: readMinShiftSettings(row.minShiftSettings),
      })),
      staffNeeded: staffNeededOf(department.settings),
      consecutiveShifts: org.consecutiveShifts,
      staff,
      others: otherProfiles.map(person),
      shifts: shiftRows.map((row) => ({
        id: row.id,
        assigneeId: row.assigneeId,
        date: row.date,
        typeId: row.typeId,
        departmentId: row.departmentId,
        startTime: row.startTime,
        endTime: row.endTime,
        working: isWorking(row, flags),
        sitter: row.sitter,
      })),
      events: eventRows.map((row) => ({ assigneeId: row.assigneeId, dates: row.dates, state: row.state })),
      options: {
        existing: request.existing,
        staffIds: request.staffIds ?? null,
        dates: request.dates ?? null,
        requestWeight: request.requestWeight,
      },
    },
  };
}

/**
 * What a person's part of the period looked like when the run read it: their shifts and events
 * with when each last changed. Accepting compares it again; any difference is a conflict.
 */
export function personFingerprints(
  userIds: readonly number[],
  shiftRows: readonly FillShiftRow[],
  eventRows: readonly FillEventRow[],
): Map<number, Map<string, string>> {
  const prints = new Map<number, Map<string, string>>(userIds.map((id) => [id, new Map()]));
  for (const row of shiftRows)
    prints.get(row.assigneeId)?.set(`shift:${row.id}`, `${row.date}|${row.modifiedOn.toISOString()}`);
  for (const row of eventRows)
    prints
      .get(row.assigneeId)
      ?.set(`event:${row.id}`, `${row.dates.join(",")}|${row.state}|${row.modifiedOn.toISOString()}`);
  return prints;
}

/** The dates where a person's rows differ between two fingerprints (empty: unchanged). */
export function changedDates(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): string[] {
  const dates = new Set<string>();
  const datesOf = (print: string) => (print.split("|")[0] ?? "").split(",").filter(Boolean);
  for (const [key, print] of before)
    if (after.get(key) !== print) for (const d of datesOf(print)) dates.add(d);
  for (const [key, print] of after)
    if (before.get(key) !== print) for (const d of datesOf(print)) dates.add(d);
  return [...dates].sort();
}
