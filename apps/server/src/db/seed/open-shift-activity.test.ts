import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { freshDatabase } from "../../../test/database";
import { jobTypeOffersOf, shiftTypesOf } from "../../repositories/scheduling-config";
import { hashPassword } from "../../services/auth/passwords";
import { isOfferedTo } from "../../services/shifts/offered-type";
import type { Database } from "../client";
import { organisations, profiles, shifts } from "../schema";
import { seedDemoIfEmpty } from ".";

const PASSWORD = "Demo-pass-1";
let database: Database;
let t: TestApp;

interface WireOpenShift {
  id: number;
  state: string;
  fcfs: boolean;
  opening: number;
  bidders: number[];
  assignees: number[];
}

async function as(email: string) {
  const signed = await t.app.inject({
    method: "POST",
    url: "/api/auth/jwt/create/",
    payload: { email, password: PASSWORD },
  });
  const authorization = `Bearer ${signed.json<{ access: string }>().access}`;
  return async <T>(url: string): Promise<T> => {
    const response = await t.app.inject({ method: "GET", url, headers: { authorization } });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };
}

beforeAll(async () => {
  database = await freshDatabase();
  expect(await seedDemoIfEmpty(database, () => hashPassword(PASSWORD), "2026-01-04")).toBe(true);
  t = await testApp({ database });
  t.clock.set(new Date());
});

afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe("the demo's open shifts", () => {
  it("shows management one open shift in each state, one of them first come first served", async () => {
    const operator = await as("operator@rosterly.test");
    const pending = await operator<{ results: WireOpenShift[] }>("/api/open-shifts/?state=pending");
    const history = await operator<{ results: WireOpenShift[] }>("/api/open-shifts/?state=history");
    const byState = (rows: WireOpenShift[], state: string) => rows.filter((row) => row.state === state);

    const [bidding, ...more] = byState(pending.results, "open").filter((row) => !row.fcfs);
    const [fcfs] = pending.results.filter((row) => row.fcfs);
    expect(more).toEqual([]);
    expect(bidding?.bidders).toHaveLength(3);
    expect(fcfs).toMatchObject({ state: "open" });
    expect(fcfs?.assignees).toHaveLength(1);

    const [closed] = byState(history.results, "closed");
    expect(closed?.assignees).toHaveLength(closed?.opening ?? -1);
    expect(closed?.bidders.length).toBeGreaterThan(closed?.assignees.length ?? 0);
    const [ended] = byState(history.results, "ended");
    expect(ended?.assignees).toEqual([]);
    expect(ended?.bidders.length).toBeGreaterThan(0);

    const recipients = await operator<{ count: number; results: { last_read_on: string | null }[] }>(
      `/api/notification-receipts/recipients/?source_id=${bidding?.id}&page_size=100`,
    );
    expect(recipients.count).toBeGreaterThan(3);
    expect(recipients.results.filter((row) => row.last_read_on !== null).length).toBeGreaterThanOrEqual(3);
  });

  it("gives every unit a template and the published periods their snapshots", async () => {
    const operator = await as("operator@rosterly.test");
    const hospital = await operator<{ departments: { id: number; partake_in_scheduling: boolean }[] }>(
      "/api/hospitals/?omit=employees",
    );
    const units = hospital.departments.filter((d) => d.partake_in_scheduling);
    expect(units).toHaveLength(4);
    for (const unit of units) {
      const list = await operator<{ results: { shifts: { offset: number; activities: unknown[] }[] }[] }>(
        `/api/schedule-templates/?dept_id=${unit.id}`,
      );
      const days = list.results.flatMap((row) => row.shifts);
      expect(days.length).toBeGreaterThan(list.results.length);
      expect(days.every((day) => day.offset >= 0 && day.offset < 42 && day.activities.length > 0)).toBe(true);
    }
    const snapshots = await operator<{ count: number }>(
      `/api/snapshots/?dept_id=${units[0]?.id}&omit=shifts,events`,
    );
    expect(snapshots.count).toBe(2);
  });

  it("gives the demo nurse her bid and her notifications, some still unread", async () => {
    const nurse = await as("nurse@rosterly.test");
    const offered = await nurse<{ results: WireOpenShift[] }>("/api/open-shifts/?state=pending");
    expect(offered.results.length).toBeGreaterThanOrEqual(2);
    expect(offered.results.filter((row) => row.bidders.length > 0)).toHaveLength(1);
    const receipts = await nurse<{ unread: number; results: unknown[] }>("/api/notification-receipts/");
    expect(receipts.results.length).toBeGreaterThanOrEqual(2);
    expect(receipts.unread).toBeGreaterThan(0);
  });
});

describe("the demo's shifts", () => {
  it("give everyone only shift types offered to them (F-019), as the server would accept them", async () => {
    const db = database.db;
    const refused: { orgId: number; shiftId: number; typeId: number; jobTypeId: number | null }[] = [];
    let checked = 0;
    for (const { id: orgId } of await db.select({ id: organisations.id }).from(organisations)) {
      const types = new Map((await shiftTypesOf(db, orgId)).map((type) => [type.id, type]));
      const jobTypes = await jobTypeOffersOf(db, orgId);
      const rows = await db
        .select({
          shiftId: shifts.id,
          typeId: shifts.typeId,
          jobTypeId: profiles.jobTypeId,
          charge: profiles.charge,
        })
        .from(shifts)
        .innerJoin(profiles, and(eq(profiles.orgId, shifts.orgId), eq(profiles.userId, shifts.assigneeId)))
        .where(eq(shifts.orgId, orgId));
      for (const row of rows) {
        const type = types.get(row.typeId);
        checked += 1;
        if (!type || !isOfferedTo(jobTypes, type, row)) refused.push({ orgId, ...row });
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(refused).toEqual([]);
  });
});

interface WireDaily {
  state: string;
  shared_on: string | null;
  census: { name: string; total: number; acuity_staff: number | null }[];
}

describe("the demo's daily schedules", () => {
  it("give every unit a week of daily schedules around today: past ones finalized, today's shared", async () => {
    const supervisor = await as("supervisor@rosterly.test");
    const nurse = await as("nurse@rosterly.test");
    const hospital = await supervisor<{
      departments: { id: number; name: string; partake_in_scheduling: boolean }[];
    }>("/api/hospitals/");
    const today = new Date().toISOString().slice(0, 10);
    const units = hospital.departments.filter((department) => department.partake_in_scheduling);
    expect(units.length).toBeGreaterThan(1);
    for (const unit of units) {
      const days = await supervisor<WireDaily[]>(
        `/api/daily-schedules/?dept_id=${unit.id}&for_date=${today}`,
      );
      expect(days, unit.name).toHaveLength(7);
      expect(days.filter((day) => day.state === "finalized")).toHaveLength(3);
      const counted = days.filter((day) => day.census.some((row) => row.total > 0));
      expect(counted.length, unit.name).toBeGreaterThanOrEqual(5);
      for (const day of counted) expect(day.census.map((row) => row.acuity_staff)).not.toContain(null);
    }
    const fourWest = units.find((unit) => unit.name === "4 West Med-Surg");
    const seen = await nurse<WireDaily[]>(`/api/daily-schedules/?dept_id=${fourWest?.id}&for_date=${today}`);
    expect(seen).toHaveLength(4);
    expect(seen.every((day) => day.shared_on !== null)).toBe(true);
  });
});
