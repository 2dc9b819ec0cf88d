/** A real department for the API benchmarks: the rules engine's bench fixture mapped onto a hospital. */
import type { ShiftInput } from "@rosterly/contract";
import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { Executor } from "../apps/server/src/db/client";
import { shifts } from "../apps/server/src/db/schema";
import { SHIFT_COLUMNS } from "../apps/server/src/repositories/shifts";
import {
  BENCH_DEPARTMENT_ID,
  generateBenchDepartment,
} from "../packages/domain/src/schedule/bench-fixture.ts";
import type { Hospital } from "../apps/server/test/factories";
import { addDays } from "../packages/domain/src/time/index.ts";
import { type BenchWorld, benchHospital } from "./support";

/** The first day of a hospital period (initial start 2026-01-04, 42-day periods). */
export const BENCH_START = "2026-12-06";
export const BENCH_DAYS = 56;

/**
 * The fixture's 150 staff and their shifts (the period plus a week either side) as shift inputs of
 * this hospital: its shift types, flags, first department and a second one for floats.
 */
export function benchShiftInputs(hospital: Hospital, userIds: readonly number[]): ShiftInput[] {
  const input = generateBenchDepartment({ staff: userIds.length, days: BENCH_DAYS, startOn: BENCH_START });
  const { d12, n12, d8, e8, n8, call } = hospital.ref.shifts;
  const types = [d12, n12, d8, e8, n8, call];
  const flagId = (name: string) => hospital.ref.flags.find((flag) => flag.name === name)?.id ?? 0;
  const flags = [flagId("Float"), flagId("Low census"), flagId("Education")];
  const [home, other] = hospital.departments;
  return input.shifts.map((shift) => ({
    date: shift.date,
    typeId: types[shift.typeId - 1] ?? d12,
    departmentId: (shift.departmentId === BENCH_DEPARTMENT_ID ? home?.id : other?.id) ?? 0,
    assigneeId: userIds[(shift.assigneeId ?? 1000) - 1000] ?? 0,
    startTime: shift.startTime,
    endTime: shift.endTime,
    flags: shift.flags.map((id) => flags[id - 1] ?? 0),
    onCall: shift.onCall,
    flexOn: shift.available,
    giveaway: false,
    swapped: shift.swapped,
    sitter: shift.sitter,
  }));
}

/** Snake_case wire payloads of shift inputs, as a client posts them. */
export function toWirePayload(inputs: readonly ShiftInput[]) {
  return inputs.map((shift) => ({
    date: shift.date,
    type_id: shift.typeId,
    department_id: shift.departmentId,
    assignee_id: shift.assigneeId,
    start_time: shift.startTime,
    end_time: shift.endTime,
    flags: shift.flags,
    on_call: shift.onCall,
    flex_on: shift.flexOn,
    swapped: shift.swapped,
    sitter: shift.sitter,
  }));
}

/**
 * A 150-staff department with the fixture's shifts created through the API in 500-shift requests,
 * and the dates a client reads them over (the period and a week either side).
 */
export async function benchPeriod(world: BenchWorld) {
  const hospital = await benchHospital(world, 150);
  const { authorization } = hospital;
  const payload = toWirePayload(benchShiftInputs(hospital.hospital, hospital.userIds));
  for (let start = 0; start < payload.length; start += 500) {
    const response = await world.app.inject({
      method: "POST",
      url: "/api/shifts/",
      headers: { authorization, "content-type": "application/json" },
      payload: JSON.stringify(payload.slice(start, start + 500)),
    });
    if (response.statusCode !== 201) throw new Error(`seeding shifts answered ${response.statusCode}`);
  }
  return { ...hospital, from: addDays(BENCH_START, -7), to: addDays(BENCH_START, BENCH_DAYS + 6) };
}

/** A department's shifts between two dates, as the bare baselines select them. */
export function periodShifts(period: { orgId: number; departmentId: number; from: string; to: string }) {
  return and(
    eq(shifts.orgId, period.orgId),
    eq(shifts.departmentId, period.departmentId),
    gte(shifts.date, period.from),
    lte(shifts.date, period.to),
  );
}

/** One 500-row page (from 1) of a department's shifts between two dates, as bare SQL: the API list's baseline. */
export function barePeriodPage(
  db: Executor,
  period: { orgId: number; departmentId: number; from: string; to: string },
  page: number,
) {
  return db
    .select({ ...SHIFT_COLUMNS, total: sql<number>`count(*) over ()` })
    .from(shifts)
    .where(periodShifts(period))
    .orderBy(asc(shifts.date), asc(shifts.startTime), asc(shifts.id))
    .limit(500)
    .offset((page - 1) * 500);
}
