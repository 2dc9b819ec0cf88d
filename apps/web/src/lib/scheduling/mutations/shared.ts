/**
 * What every scheduling mutation shares: the paths, the answer schemas, and the one way a saved
 * change reaches the cache (the grid's `cache.ts` patches, then the validators' results and the
 * entries' histories are refetched, since the server recomputes them after every write).
 */
import {
  type ScheduleEvent,
  type Shift,
  type ShiftInput,
  scheduleEvent,
  shift,
  wire,
} from "@rosterly/contract";
import type { QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { removeEvents, removeShifts, upsertEvents, upsertShifts } from "../cache";
import { schedulingKeys } from "../keys";
import { SCHEDULING_API } from "../paths";

/** The write paths (spec 2 §7) next to the screen's read paths. */
export const SCHEDULING_PATHS = {
  shifts: SCHEDULING_API.shifts,
  shift: (id: number) => `${SCHEDULING_API.shifts}${id}/`,
  shiftsBulkUpdate: `${SCHEDULING_API.shifts}bulk_update/`,
  shiftsBulkDelete: `${SCHEDULING_API.shifts}bulk_delete/`,
  events: SCHEDULING_API.events,
  event: (id: number) => `${SCHEDULING_API.events}${id}/`,
  eventsBulkDelete: `${SCHEDULING_API.events}bulk_delete/`,
} as const;

export const shiftAnswer = wire(shift);
export const shiftsAnswer = wire(z.array(shift));
export const eventAnswer = wire(scheduleEvent);
export const eventsAnswer = wire(z.array(scheduleEvent));
/** 204 No Content. */
export const noContent = z.undefined();

/** Where a change is shown: the department on screen and its own staff (whose floats it also shows). */
export interface CacheTarget {
  departmentId: number;
  staffIds?: ReadonlySet<number>;
}

const refreshValidation = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [...schedulingKeys.all, "errors"] });

/** Saved shifts go to the department on screen and to every department they now belong to. */
export function applySavedShifts(
  queryClient: QueryClient,
  target: CacheTarget,
  saved: readonly Shift[],
): void {
  const departments = new Set([target.departmentId, ...saved.map((item) => item.departmentId)]);
  for (const departmentId of departments) {
    const staffIds = departmentId === target.departmentId ? target.staffIds : undefined;
    upsertShifts(queryClient, departmentId, saved, staffIds ? { staffIds } : {});
  }
  for (const item of saved)
    void queryClient.invalidateQueries({ queryKey: schedulingKeys.shiftHistory(item.id) });
  void refreshValidation(queryClient);
}

export function applyRemovedShifts(
  queryClient: QueryClient,
  target: CacheTarget,
  ids: readonly number[],
): void {
  removeShifts(queryClient, target.departmentId, ids);
  void refreshValidation(queryClient);
}

export function applySavedEvents(
  queryClient: QueryClient,
  target: CacheTarget,
  saved: readonly ScheduleEvent[],
): void {
  const departments = new Set([target.departmentId, ...saved.map((item) => item.departmentId)]);
  for (const departmentId of departments) {
    const staffIds = departmentId === target.departmentId ? target.staffIds : undefined;
    upsertEvents(queryClient, departmentId, saved, staffIds ? { staffIds } : {});
  }
  for (const item of saved)
    void queryClient.invalidateQueries({ queryKey: schedulingKeys.eventHistory(item.id) });
  void refreshValidation(queryClient);
}

export function applyRemovedEvents(
  queryClient: QueryClient,
  target: CacheTarget,
  ids: readonly number[],
): void {
  removeEvents(queryClient, target.departmentId, ids);
  void refreshValidation(queryClient);
}

/** The writable fields of a shift record (a split part is a copy of the original with new times). */
export function inputOf(record: Omit<Shift, "id">): ShiftInput {
  return {
    date: record.date,
    payrollDate: record.payrollDate,
    typeId: record.typeId,
    departmentId: record.departmentId,
    assigneeId: record.assigneeId,
    newAssigneeId: record.newAssigneeId,
    startTime: record.startTime,
    endTime: record.endTime,
    flags: record.flags,
    ...(record.comments === undefined ? {} : { comments: record.comments }),
    ...(record.internalComments === undefined ? {} : { internalComments: record.internalComments }),
    obligatory: record.obligatory,
    overtime: record.overtime,
    sitter: record.sitter,
    settings: record.settings,
    onCall: record.onCall,
    flexOn: record.flexOn,
    canceled: record.canceled,
    giveaway: record.giveaway,
    swapped: record.swapped,
  };
}
