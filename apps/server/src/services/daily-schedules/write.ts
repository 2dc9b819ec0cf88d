import type { DailyScheduleCreate, DailySchedulePatch } from "@rosterly/contract";
import type { DB } from "../../db/client";
import { Errors } from "../../http/errors";
import { fieldError } from "../../http/field-errors";
import type { Clock } from "../../lib/clock";
import {
  assertCanEditDailySchedules,
  assertDailyDepartmentVisible,
  assertDailyScheduleWritable,
} from "../../policies/daily-schedule";
import type { WireDailySchedule } from "../../presenters/daily-schedule";
import {
  type DailyScheduleRow,
  findDailyScheduleType,
  findDepartmentForDaily,
  insertCensusRows,
  insertDailySchedule,
  updateDailySchedule,
} from "../../repositories/daily-schedules";
import type { SessionContext } from "../session/context";
import { shiftTypeStarts } from "./acuity-staff";
import { type DailyScheduleAction, publishDailySchedule } from "./live";
import { presentWithCensus, visibleDailySchedule } from "./read";

type Deps = { db: DB; clock: Clock };

/** The type's predefined census rows (E-011), in order. */
function predefinedRows(settings: Record<string, unknown>): string[] {
  const census = settings.census;
  if (typeof census !== "object" || census === null) return [];
  const predefined = (census as { predefined?: unknown }).predefined;
  return Array.isArray(predefined)
    ? predefined.filter((label): label is string => typeof label === "string")
    : [];
}

/** POST /daily-schedules/: the day's schedule of a type, starting with the type's predefined census rows. */
export async function createDailySchedule(
  deps: Deps,
  session: SessionContext,
  input: DailyScheduleCreate,
): Promise<WireDailySchedule> {
  assertCanEditDailySchedules(session);
  assertDailyDepartmentVisible(session, input.departmentId);
  return deps.db.transaction(async (tx) => {
    if (!(await findDepartmentForDaily(tx, session.orgId, input.departmentId)))
      throw Errors.notFound("errors.not_found.department");
    const type = await findDailyScheduleType(tx, session.orgId, input.typeId);
    if (!type || type.obsolete) throw Errors.notFound("errors.not_found.daily_schedule_type");
    const now = deps.clock();
    const row = await insertDailySchedule(tx, {
      orgId: session.orgId,
      date: input.date,
      departmentId: input.departmentId,
      typeId: input.typeId,
      memos: input.memos ?? "",
      createdBy: session.user.id,
      createdOn: now,
      modifiedBy: session.user.id,
      modifiedOn: now,
    });
    if (!row) throw fieldError("date", "validation.daily_schedule_exists");
    // Each predefined row is the census before one of the type's shift types, in order of start.
    const starts = await shiftTypeStarts(tx, type.shiftTypes);
    await insertCensusRows(
      tx,
      predefinedRows(type.settings).map((name, position) => ({
        orgId: session.orgId,
        dailyScheduleId: row.id,
        position,
        name,
        time: starts[position] ?? null,
        createdBy: session.user.id,
        createdOn: now,
        modifiedBy: session.user.id,
        modifiedOn: now,
      })),
    );
    await publishDailySchedule(tx, row, "created");
    const [presented] = await presentWithCensus(tx, session, [row]);
    return presented as WireDailySchedule;
  });
}

/** Runs one change of a daily schedule the caller manages, locked, and refused once finalized. */
async function changeDailySchedule(
  deps: Deps,
  session: SessionContext,
  id: number,
  action: DailyScheduleAction,
  change: (row: DailyScheduleRow, now: Date) => Partial<DailyScheduleRow> | null,
): Promise<WireDailySchedule> {
  assertCanEditDailySchedules(session);
  return deps.db.transaction(async (tx) => {
    const row = await visibleDailySchedule(tx, session, id, { lock: true });
    assertDailyScheduleWritable(row);
    const now = deps.clock();
    const values = change(row, now);
    let updated = row;
    if (values !== null) {
      updated = await updateDailySchedule(tx, row.id, {
        ...values,
        modifiedBy: session.user.id,
        modifiedOn: now,
      });
      await publishDailySchedule(tx, updated, action);
    }
    const [presented] = await presentWithCensus(tx, session, [updated]);
    return presented as WireDailySchedule;
  });
}

/** PATCH /daily-schedules/{id}/: the memos. */
export function updateDailyScheduleDetails(
  deps: Deps,
  session: SessionContext,
  id: number,
  patch: DailySchedulePatch,
): Promise<WireDailySchedule> {
  return changeDailySchedule(deps, session, id, "updated", (row) =>
    patch.memos !== undefined && patch.memos !== row.memos ? { memos: patch.memos } : null,
  );
}

/** POST /daily-schedules/{id}/share/: the unit's staff see it from now on (sharing again renews the time). */
export function shareDailySchedule(
  deps: Deps,
  session: SessionContext,
  id: number,
): Promise<WireDailySchedule> {
  return changeDailySchedule(deps, session, id, "shared", (_row, now) => ({
    sharedById: session.user.id,
    sharedOn: now,
  }));
}

/** POST /daily-schedules/{id}/finalize/: draft to finalized, for good (I-004); a finalized day is shared. */
export function finalizeDailySchedule(
  deps: Deps,
  session: SessionContext,
  id: number,
): Promise<WireDailySchedule> {
  return changeDailySchedule(deps, session, id, "finalized", (row, now) => ({
    state: "finalized",
    finalizedById: session.user.id,
    finalizedOn: now,
    ...(row.sharedOn === null ? { sharedById: session.user.id, sharedOn: now } : {}),
  }));
}
