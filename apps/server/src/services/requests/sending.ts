import {
  type CounterpartError,
  counterpartError,
  shiftStarted,
  type SwapJobType,
} from "@rosterly/domain/requests";
import { type FlagLookup, indexFlags, isStaffVisible, isWorking } from "@rosterly/domain/schedule";
import { type HospitalSettings, withDefaults } from "@rosterly/domain/settings";
import { localDateOf, shiftInstants } from "@rosterly/domain/time";
import type { Executor } from "../../db/client";
import { Errors } from "../../http/errors";
import { shiftsInAwaitingRequests, swapJobTypesOf } from "../../repositories/requests";
import { scheduleStates } from "../../repositories/schedules";
import {
  eventTypesOf,
  type EventTypeInfo,
  flagsOf,
  organisationSettings,
  type StaffProfile,
  staffProfiles,
} from "../../repositories/scheduling-config";
import { findShifts, type ShiftRow } from "../../repositories/shifts";
import { type OrgScheduling, orgSchedulingOf } from "../scheduling/org-scheduling";
import type { SessionContext } from "../session/context";

/** Everything sending a request checks against, loaded once in its transaction. */
export interface SendingContext {
  tx: Executor;
  session: SessionContext;
  now: Date;
  /** The hospital's local date now. */
  today: string;
  org: OrgScheduling;
  rules: HospitalSettings["requests"];
  flags: FlagLookup;
  jobTypes: SwapJobType[];
  eventTypes: Map<number, EventTypeInfo>;
}

export async function loadSendingContext(
  tx: Executor,
  session: SessionContext,
  now: Date,
): Promise<SendingContext> {
  const orgRow = await organisationSettings(tx, session.orgId);
  if (!orgRow) throw Errors.notFound("errors.not_found.hospital");
  const org = orgSchedulingOf(orgRow);
  const flags = await flagsOf(tx, session.orgId);
  const jobTypes = await swapJobTypesOf(tx, session.orgId);
  const eventTypes = await eventTypesOf(tx, session.orgId);
  return {
    tx,
    session,
    now,
    today: localDateOf(now, org.timeZone) ?? now.toISOString().slice(0, 10),
    org,
    rules: withDefaults(orgRow.settings).requests,
    flags: indexFlags(flags),
    jobTypes,
    eventTypes: new Map(eventTypes.map((type) => [type.id, type])),
  };
}

/** When the shift starts on the hospital's clock. */
export function shiftStart(
  ctx: SendingContext,
  shift: Pick<ShiftRow, "date" | "startTime" | "endTime">,
): Date | null {
  return shiftInstants(shift.date, shift.startTime, shift.endTime, ctx.org.timeZone)?.start ?? null;
}

/** A shift someone still works: not started yet, not canceled, given away, swapped or non-working. */
export function isUpcomingWork(ctx: SendingContext, shift: ShiftRow): boolean {
  return !shiftStarted(shift, ctx.now.getTime(), ctx.org.timeZone) && isWorking(shift, ctx.flags);
}

/**
 * Shifts by id, locked, each only if the caller may see it: staff see shifts of schedules the
 * hospital shows them (F-009), so a hidden shift cannot be named in a request either.
 */
export async function visibleShifts(
  ctx: SendingContext,
  ids: readonly number[],
  options: { lock: boolean } = { lock: true },
): Promise<Map<number, ShiftRow>> {
  const rows = await findShifts(ctx.tx, { orgId: ctx.session.orgId, scope: { all: true }, ids }, options);
  const states = await scheduleStates(
    ctx.tx,
    rows.map((row) => row.scheduleId),
  );
  const staff = ctx.session.classification === "staff";
  return new Map(
    rows
      .filter((row) => !staff || isStaffVisible(states.get(row.scheduleId), ctx.org.states))
      .map((row) => [row.id, row]),
  );
}

/** Profiles by user id. */
export async function profilesOf(
  ctx: SendingContext,
  userIds: readonly number[],
): Promise<Map<number, StaffProfile>> {
  return new Map((await staffProfiles(ctx.tx, ctx.session.orgId, userIds)).map((row) => [row.userId, row]));
}

/** Why this colleague cannot be the counterpart of the requester's shift in its department. */
export function counterpartProblem(
  ctx: Pick<SendingContext, "jobTypes">,
  profiles: ReadonlyMap<number, StaffProfile>,
  requesterId: number,
  counterpartId: number,
  departmentId: number,
): CounterpartError | "unknown" | null {
  const requester = profiles.get(requesterId);
  const counterpart = profiles.get(counterpartId);
  if (!counterpart) return "unknown";
  return counterpartError(
    ctx.jobTypes,
    {
      userId: requesterId,
      state: requester?.state ?? "",
      departmentId: requester?.departmentId ?? null,
      jobTypeId: requester?.jobTypeId ?? null,
    },
    { ...counterpart, state: counterpart.state },
    departmentId,
  );
}

/** A shift can be in one request awaiting review at a time (412). */
export async function assertNoAwaitingRequest(
  ctx: SendingContext,
  shiftIds: readonly number[],
): Promise<void> {
  const busy = await shiftsInAwaitingRequests(ctx.tx, ctx.session.orgId, shiftIds);
  if (busy.size > 0) throw Errors.precondition("errors.precondition.request_pending_exists");
}
