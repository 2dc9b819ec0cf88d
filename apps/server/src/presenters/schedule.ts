import type { Schedule, Wire } from "@rosterly/contract";
import type { ScheduleRow } from "../repositories/schedules";
import type { WireEvent } from "./event";
import type { WireShift } from "./shift";

export type WireSchedule = Wire<Schedule>;

export interface ScheduleExtras {
  readOnly: boolean;
  snapshot: number | null;
  shifts?: WireShift[];
  events?: WireEvent[];
  /** Requests do not exist yet; present as empty lists until that module answers them. */
  swaps?: unknown[];
  shiftRequests?: unknown[];
}

export function presentSchedule(row: ScheduleRow, extras: ScheduleExtras): WireSchedule {
  const out: WireSchedule = {
    id: row.id,
    department_id: row.departmentId,
    start_on: row.startOn,
    end_on: row.endOn,
    state: row.state,
    comments: row.comments,
    settings: row.settings,
    read_only: extras.readOnly,
    snapshot: extras.snapshot,
    created_on: row.createdOn.toISOString(),
    modified_on: row.modifiedOn.toISOString(),
  };
  if (extras.shifts) out.shifts = extras.shifts;
  if (extras.events) out.events = extras.events;
  if (extras.swaps) out.swaps = extras.swaps;
  if (extras.shiftRequests) out.shift_requests = extras.shiftRequests;
  return out;
}

/** The part of a schedule every viewer of the department may hear about live. */
export function presentSchedulePeriod(
  row: Pick<ScheduleRow, "id" | "departmentId" | "startOn" | "endOn" | "state">,
) {
  return {
    id: row.id,
    department_id: row.departmentId,
    start_on: row.startOn,
    end_on: row.endOn,
    state: row.state,
  };
}
