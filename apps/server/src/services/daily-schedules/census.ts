import type { CensusRowCreate, CensusRowPatch } from "@rosterly/contract";
import { censusFigures, type SpecialtyCensus } from "@rosterly/domain/daily";
import { toWireTime } from "@rosterly/domain/time";
import type { DB, Executor } from "../../db/client";
import type { StoredSpecialtyCensus } from "../../db/schema";
import { FieldErrors, fieldErrorWith } from "../../http/field-errors";
import type { Clock } from "../../lib/clock";
import { assertCanEditDailySchedules, assertDailyScheduleWritable } from "../../policies/daily-schedule";
import { presentCensusRow, type WireCensusRow } from "../../presenters/daily-schedule";
import {
  type CensusRowRecord,
  censusOf,
  censusRowsByIds,
  type DailyScheduleRow,
  findDailyScheduleType,
  findDepartmentForDaily,
  insertCensusRows,
  type NewCensusRow,
  updateCensusRow,
} from "../../repositories/daily-schedules";
import type { SessionContext } from "../session/context";
import { acuityStaffOf } from "./acuity-staff";
import { publishDailySchedule } from "./live";
import { visibleDailySchedule } from "./read";

type Deps = { db: DB; clock: Clock };
type CensusFields = Omit<CensusRowPatch, "id">;

const LEVELS = ["1", "2", "3", "4", "5"] as const;

/** `HHMM`, `HH:MM` or `HH:MM:SS` as the stored `HH:MM:SS`; null when the hour or minute is out of range. */
function storedTime(time: string): string | null {
  return toWireTime(/^\d{4}$/.test(time) ? `${time.slice(0, 2)}:${time.slice(2)}` : time);
}

function specialtiesOf(stored: readonly StoredSpecialtyCensus[]): SpecialtyCensus[] {
  return stored.map((s) => ({
    name: s.name,
    showAcuitySubtotal: s.showAcuitySubtotal,
    acuityBreakdown: {
      1: { value: s.acuityBreakdown["1"].value },
      2: { value: s.acuityBreakdown["2"].value },
      3: { value: s.acuityBreakdown["3"].value },
      4: { value: s.acuityBreakdown["4"].value },
      5: { value: s.acuityBreakdown["5"].value },
    },
  }));
}

/** The stored values of a row: its fields merged over what it had, with the census figures computed. */
function rowValues(
  base: Pick<
    CensusRowRecord,
    "acuity1" | "acuity2" | "acuity3" | "acuity4" | "acuity5" | "censusBySpecialty"
  >,
  fields: CensusFields,
  errors: FieldErrors,
  index: number,
): Partial<NewCensusRow> {
  const values: Partial<NewCensusRow> = {};
  if (fields.name !== undefined) values.name = fields.name;
  if (fields.description !== undefined) values.description = fields.description;
  if (fields.time !== undefined) {
    const time = fields.time === null ? null : storedTime(fields.time);
    if (fields.time !== null && time === null) errors.add("time", "validation.time", index);
    values.time = time;
  }
  if (fields.dayOffset !== undefined) values.dayOffset = fields.dayOffset;
  if (fields.extraStaff !== undefined) values.extraStaff = fields.extraStaff;
  if (fields.notes !== undefined) values.notes = fields.notes;
  if (fields.staffCount !== undefined) values.staffCount = fields.staffCount;
  if (fields.settings !== undefined) values.settings = { ...fields.settings };
  const figures = censusFigures({
    acuity1: fields.acuity1 ?? base.acuity1,
    acuity2: fields.acuity2 ?? base.acuity2,
    acuity3: fields.acuity3 ?? base.acuity3,
    acuity4: fields.acuity4 ?? base.acuity4,
    acuity5: fields.acuity5 ?? base.acuity5,
    censusBySpecialty: fields.censusBySpecialty ?? specialtiesOf(base.censusBySpecialty),
  });
  return {
    ...values,
    acuity1: figures.acuity1,
    acuity2: figures.acuity2,
    acuity3: figures.acuity3,
    acuity4: figures.acuity4,
    acuity5: figures.acuity5,
    total: figures.total,
    censusBySpecialty: figures.censusBySpecialty.map((s) => ({
      name: s.name,
      showAcuitySubtotal: s.showAcuitySubtotal,
      subtotal: s.subtotal,
      acuityBreakdown: Object.fromEntries(
        LEVELS.map((level) => [
          level,
          { value: s.acuityBreakdown[Number(level) as 1 | 2 | 3 | 4 | 5].value },
        ]),
      ) as StoredSpecialtyCensus["acuityBreakdown"],
    })),
  };
}

/** Each touched daily schedule, locked, visible to the caller and not finalized. */
async function lockWritable(
  tx: Executor,
  session: SessionContext,
  ids: readonly number[],
): Promise<Map<number, DailyScheduleRow>> {
  const rows = new Map<number, DailyScheduleRow>();
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const row = await visibleDailySchedule(tx, session, id, { lock: true });
    assertDailyScheduleWritable(row);
    rows.set(id, row);
  }
  return rows;
}

/** Recomputes the matrix suggestion of every row of the touched schedules and tells their viewers. */
async function settle(
  tx: Executor,
  session: SessionContext,
  schedules: ReadonlyMap<number, DailyScheduleRow>,
): Promise<Map<number, CensusRowRecord>> {
  const settled = new Map<number, CensusRowRecord>();
  for (const schedule of schedules.values()) {
    const rows = await censusOf(tx, [schedule.id]);
    const type = await findDailyScheduleType(tx, session.orgId, schedule.typeId);
    const department = await findDepartmentForDaily(tx, session.orgId, schedule.departmentId);
    const staff =
      type && department
        ? await acuityStaffOf(tx, type, department.settings, rows)
        : new Map<number, number | null>();
    for (const row of rows) {
      const acuityStaff = staff.get(row.id) ?? null;
      settled.set(
        row.id,
        acuityStaff === row.acuityStaff ? row : await updateCensusRow(tx, row.id, { acuityStaff }),
      );
    }
    await publishDailySchedule(tx, schedule, "updated");
  }
  return settled;
}

/** POST /census/: new census rows (a list, each naming its daily schedule). */
export async function createCensusRows(
  deps: Deps,
  session: SessionContext,
  input: readonly CensusRowCreate[],
): Promise<WireCensusRow[]> {
  assertCanEditDailySchedules(session);
  return deps.db.transaction(async (tx) => {
    const schedules = await lockWritable(
      tx,
      session,
      input.map((row) => row.dailyScheduleId),
    );
    const existing = await censusOf(tx, [...schedules.keys()]);
    const nextPosition = new Map<number, number>();
    for (const row of existing)
      nextPosition.set(
        row.dailyScheduleId,
        Math.max(nextPosition.get(row.dailyScheduleId) ?? 0, row.position + 1),
      );
    const errors = new FieldErrors();
    const now = deps.clock();
    const values: NewCensusRow[] = input.map((row, index) => {
      const position = nextPosition.get(row.dailyScheduleId) ?? 0;
      nextPosition.set(row.dailyScheduleId, position + 1);
      const { dailyScheduleId, ...fields } = row;
      return {
        ...rowValues(
          { acuity1: 0, acuity2: 0, acuity3: 0, acuity4: 0, acuity5: 0, censusBySpecialty: [] },
          fields,
          errors,
          index,
        ),
        name: row.name,
        orgId: session.orgId,
        dailyScheduleId,
        position,
        createdBy: session.user.id,
        createdOn: now,
        modifiedBy: session.user.id,
        modifiedOn: now,
      };
    });
    errors.throwIfAny();
    const created = await insertCensusRows(tx, values);
    const settled = await settle(tx, session, schedules);
    return created.map((row) => presentCensusRow(settled.get(row.id) ?? row));
  });
}

/** PATCH /census/bulk_update/: changes to existing rows, each by id. */
export async function bulkUpdateCensus(
  deps: Deps,
  session: SessionContext,
  input: readonly CensusRowPatch[],
): Promise<WireCensusRow[]> {
  assertCanEditDailySchedules(session);
  const ids = input.map((row) => row.id);
  if (new Set(ids).size !== ids.length)
    throw fieldErrorWith("id", "validation.repeated_row", { kind: "census row" });
  return deps.db.transaction(async (tx) => {
    const found = await censusRowsByIds(tx, session.orgId, ids);
    const byId = new Map(found.map((row) => [row.id, row]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length > 0)
      throw fieldErrorWith("id", "validation.no_such_rows", { kind: "census rows", ids: missing.join(", ") });
    const schedules = await lockWritable(
      tx,
      session,
      found.map((row) => row.dailyScheduleId),
    );
    const errors = new FieldErrors();
    const now = deps.clock();
    const changes = input.map((patch, index) => {
      const row = byId.get(patch.id) as CensusRowRecord;
      const { id, ...fields } = patch;
      return { id, values: rowValues(row, fields, errors, index) };
    });
    errors.throwIfAny();
    for (const change of changes)
      await updateCensusRow(tx, change.id, {
        ...change.values,
        modifiedBy: session.user.id,
        modifiedOn: now,
      });
    const settled = await settle(tx, session, schedules);
    return ids.map((id) => presentCensusRow(settled.get(id) as CensusRowRecord));
  });
}
