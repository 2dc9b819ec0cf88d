/**
 * A report data set for the route tests: people with varied names (commas, quotes, zh-TW), job
 * types, statuses and home departments, and a few hundred shifts with every status, written
 * directly (the shift services are tested elsewhere). Also the plain reference the tests compare
 * the report with: the rows read by simple statements, filtered and sorted in JavaScript by the
 * domain's own rules.
 */
import { shiftHours } from "@rosterly/domain/time";
import { indexFlags, isWorking, workingStatus } from "@rosterly/domain/schedule";
import { eq, sql } from "drizzle-orm";
import type { ReportSort, ShiftReportRow, Wire } from "@rosterly/contract";
import type { DB } from "../src/db/client";
import {
  departments,
  flags,
  jobStatuses,
  jobTypes,
  profiles,
  schedules,
  shiftTypes,
  shifts,
  users,
} from "../src/db/schema";
import type { Hospital } from "./factories";

export type Row = Required<Wire<ShiftReportRow>> & {
  department_id: number;
  flag_ids: number[];
  type_id: number;
  job_type_id: number | null;
  job_status_id: number | null;
  is_working: boolean;
};

/** A small deterministic generator (mulberry32), so a failing case can be replayed. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}

const PEOPLE: [string, string, string | null][] = [
  ["Nora", "Quinn", null],
  ["Ann", "Lee", "Annie"],
  ["Anna", "Bell", null],
  ["Zoë", "O'Neil", null],
  ["Mike", 'Smith "Doc"', null],
  ["雅婷", "陳", null],
  ["Li", "Wang, Jr.", null],
  ["=cmd", "Formula", null],
  ["Bob", "adams", null],
  ["Cara", "Adams", "CJ"],
];

/** Writes people and `count` shifts in 2026 into the hospital's two departments. */
export async function seedReportData(db: DB, h: Hospital, count: number, seed = 7): Promise<void> {
  const r = random(seed);
  const jobs = [h.ref.jobs.rn.id, h.ref.jobs.cna.id, h.ref.jobs.lvn.id];
  const statuses = [h.ref.statuses.ft.id, h.ref.statuses.pt.id, null];
  const userIds: number[] = [];
  for (const [i, [first, last, alias]] of PEOPLE.entries()) {
    const [user] = await db
      .insert(users)
      .values({
        orgId: h.orgId,
        email: `report-${h.orgId}-${i}@example.test`,
        firstName: first,
        lastName: last,
        alias,
        timezone: "America/Chicago",
        avatarBgColor: "#1e88e5",
      })
      .returning({ id: users.id });
    if (!user) throw new Error("user not created");
    userIds.push(user.id);
    // The last person has no profile in this hospital (left): the report still lists their shifts.
    if (i === PEOPLE.length - 1) continue;
    await db.insert(profiles).values({
      orgId: h.orgId,
      userId: user.id,
      state: "active",
      departmentId: i % 3 === 2 ? null : (h.departments[i % 2]?.id ?? null),
      jobTypeId: r.pick(jobs),
      jobStatusId: r.pick(statuses),
      employeeId: i % 4 === 0 ? null : `E${1000 + r.int(9000)}`,
    });
  }
  const scheduleIds: number[] = [];
  for (const department of h.departments) {
    const [schedule] = await db
      .insert(schedules)
      .values({
        orgId: h.orgId,
        departmentId: department.id,
        startOn: "2026-01-01",
        endOn: "2026-12-31",
        state: "published",
      })
      .returning({ id: schedules.id });
    scheduleIds.push(schedule?.id ?? 0);
  }
  const types = Object.values(h.ref.shifts);
  const typeRows = await db.select().from(shiftTypes).where(eq(shiftTypes.orgId, h.orgId));
  const flagIds = h.ref.flags.map((flag) => flag.id);
  const values = Array.from({ length: count }, () => {
    const d = r.int(h.departments.length);
    const typeId = r.pick(types);
    const type = typeRows.find((row) => row.id === typeId);
    const day = 1 + r.int(180);
    const date = new Date(Date.UTC(2026, 0, day)).toISOString().slice(0, 10);
    const payroll = new Date(Date.UTC(2026, 0, day + r.int(2))).toISOString().slice(0, 10);
    const flagged = r.chance(0.4) ? [r.pick(flagIds), ...(r.chance(0.3) ? [r.pick(flagIds)] : [])] : [];
    return {
      orgId: h.orgId,
      scheduleId: scheduleIds[d] ?? 0,
      departmentId: h.departments[d]?.id ?? 0,
      assigneeId: r.pick(userIds),
      typeId,
      date,
      payrollDate: payroll,
      startTime: r.chance(0.2) ? "23:30:00" : (type?.startTime ?? "07:00:00"),
      endTime: r.chance(0.1) ? "07:15:00" : (type?.endTime ?? "19:00:00"),
      flags: [...new Set(flagged)],
      comments: r.pick(["", "", "late start", "Covered, then left", 'said "ok"', "-minus", "夜班"]),
      internalComments: r.pick(["", "", "coaching", "HR: review"]),
      overtime: r.chance(0.2),
      sitter: r.chance(0.1),
      onCall: r.chance(0.1),
      available: r.chance(0.05),
      canceled: r.chance(0.1),
      giveaway: r.chance(0.05),
      swapped: r.chance(0.05),
    };
  });
  await db.insert(shifts).values(values);
}

/** Every shift of the hospital as the report should show it, computed without the report's SQL. */
export async function referenceRows(db: DB, orgId: number): Promise<Row[]> {
  const flagRows = await db.select().from(flags).where(eq(flags.orgId, orgId));
  const byId = indexFlags(flagRows.map((f) => ({ ...f, id: f.id })));
  const shortCode = new Map(flagRows.map((f) => [f.id, f.shortCode]));
  const shiftRows = await db.select().from(shifts).where(eq(shifts.orgId, orgId));
  const userRows = await db.select().from(users);
  const profileRows = await db.select().from(profiles).where(eq(profiles.orgId, orgId));
  const departmentRows = await db.select().from(departments).where(eq(departments.orgId, orgId));
  const typeRows = await db.select().from(shiftTypes).where(eq(shiftTypes.orgId, orgId));
  const jobRows = await db.select().from(jobTypes).where(eq(jobTypes.orgId, orgId));
  const statusRows = await db.select().from(jobStatuses).where(eq(jobStatuses.orgId, orgId));
  const nameOf = <T extends { id: number; name: string }>(rows: T[], id: number | null | undefined) =>
    rows.find((row) => row.id === id)?.name ?? "";
  return shiftRows.map((s) => {
    const user = userRows.find((u) => u.id === s.assigneeId);
    const profile = profileRows.find((p) => p.userId === s.assigneeId);
    const hours = Math.round((shiftHours(s.startTime, s.endTime) ?? 0) * 100) / 100;
    const status = { ...s, flags: s.flags };
    return {
      id: s.id,
      full_name: `${user?.lastName}, ${user?.firstName}${user?.alias ? ` (${user.alias})` : ""}`,
      employee_id: profile?.employeeId ?? "",
      date: s.date,
      payroll_date: s.payrollDate,
      department: nameOf(departmentRows, s.departmentId),
      home_department: nameOf(departmentRows, profile?.departmentId),
      shift_type: nameOf(typeRows, s.typeId),
      start_time: s.startTime,
      end_time: s.endTime,
      total_hours: hours,
      overtime: s.overtime,
      overtime_hours: s.overtime ? hours : 0,
      working: workingStatus(status, byId),
      canceled: s.canceled,
      sitter: s.sitter,
      flags: s.flags.map((id) => shortCode.get(id) ?? "").sort(),
      job_type: nameOf(jobRows, profile?.jobTypeId),
      job_status: nameOf(statusRows, profile?.jobStatusId),
      comments: s.comments,
      internal_comments: s.internalComments,
      department_id: s.departmentId,
      flag_ids: s.flags,
      type_id: s.typeId,
      job_type_id: profile?.jobTypeId ?? null,
      job_status_id: profile?.jobStatusId ?? null,
      is_working: isWorking(status, byId),
    };
  });
}

/** The database's order of the given texts (its collation), as ranks. */
export async function collationRanks(db: DB, texts: Iterable<string>): Promise<Map<string, number>> {
  const distinct = [...new Set(texts)];
  const result: unknown = await db.execute(
    sql`select v from unnest(${`{${distinct.map((t) => `"${t.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`).join(",")}}`}::text[]) as v order by v`,
  );
  const rows = (result as { rows: { v: string }[] }).rows;
  return new Map(rows.map((row, i) => [row.v, i]));
}

/** Sorts as the report promises: each key in turn, then the shift id in the first key's direction. */
export function sortRows(rows: Row[], sort: ReportSort, ranks: Map<string, number>): Row[] {
  const value = (row: Row, field: ReportSort[number]["field"]): number | string => {
    const v = row[field];
    if (typeof v === "boolean") return v ? 1 : 0;
    if (typeof v === "number") return v;
    if (field === "date" || field === "payroll_date" || field === "start_time" || field === "end_time")
      return String(v);
    return ranks.get(String(v)) ?? -1;
  };
  const idDirection = sort[0]?.descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    for (const { field, descending } of sort) {
      const x = value(a, field);
      const y = value(b, field);
      if (x !== y) return (x < y ? -1 : 1) * (descending ? -1 : 1);
    }
    return (a.id - b.id) * idDirection;
  });
}
