/**
 * The shift report over a year of a 1,000-staff hospital (about 400,000 shifts), on PGlite and on
 * PostgreSQL: the grid's first block, a sorted and filtered block further down, a name search and
 * a department's year as CSV, each through the application, against a bare query over the same
 * rows (the shifts table alone: its first 500 by date and its count) measured in the same run.
 */
import { sql } from "drizzle-orm";
import { signIn } from "../apps/server/test/http";
import { testApp } from "../apps/server/test/app";
import { buildHospital, buildUser } from "../apps/server/test/factories";
import { type BenchEngine, pgliteEngine, postgresEngine } from "./engines";
import { median, ms, timeRuns } from "./support";

const STAFF = 1000;
const DEPARTMENTS = 8;
const SHIFTS = 400_000;
const FROM = "2025-11-26";
const TO = "2026-11-26";
const SURNAMES = ["Quinn", "Lee", "Chen", "Garcia", "Smith", "Patel", "Nguyen", "Kim", "Lopez", "Brown"];

async function report(engine: BenchEngine): Promise<void> {
  const t = await testApp({ database: engine.database });
  try {
    const db = t.deps.db;
    const h = await buildHospital(db);
    const operator = await buildUser(db, h, { group: "operator" });
    const { authorization } = await signIn(t.app, operator);
    const seeded = performance.now();
    const departmentIds: number[] = [...h.departments.map((d) => d.id)];
    for (let d = departmentIds.length; d < DEPARTMENTS; d += 1) {
      const result: unknown = await db.execute(
        sql`insert into departments (org_id, name, full_name) values (${h.orgId}, ${`Unit ${d + 1}`}, ${`Unit ${d + 1}`}) returning id`,
      );
      departmentIds.push(Number((result as { rows: { id: number }[] }).rows[0]?.id));
    }
    const ids = `{${departmentIds.join(",")}}`;
    const surnames = `{${SURNAMES.join(",")}}`;
    await db.execute(sql`insert into users (org_id, email, first_name, last_name, timezone, avatar_bg_color)
      select ${h.orgId}::int, 'report-bench-' || ${h.orgId}::int || '-' || i || '@example.test', 'Nurse' || i,
        (${surnames}::text[])[1 + i % 10], 'America/Chicago', '#1e88e5'
      from generate_series(0, ${STAFF - 1}::int) as i`);
    await db.execute(sql`insert into profiles (org_id, user_id, state, department_id, job_type_id, job_status_id, employee_id)
      select ${h.orgId}::int, u.id, 'active', (${ids}::int[])[1 + (u.id % ${DEPARTMENTS}::int)],
        case when u.id % 3 = 0 then ${h.ref.jobs.cna.id}::int else ${h.ref.jobs.rn.id}::int end,
        case when u.id % 4 = 0 then ${h.ref.statuses.pt.id}::int else ${h.ref.statuses.ft.id}::int end, 'E' || u.id
      from users u where u.org_id = ${h.orgId} and u.email like 'report-bench-%'`);
    await db.execute(sql`insert into schedules (org_id, department_id, start_on, end_on, state)
      select ${h.orgId}::int, d, ${FROM}::date, ${TO}::date, 'published' from unnest(${ids}::int[]) as d`);
    const flag = h.ref.flags[0]?.id ?? 0;
    const lowCensus = h.ref.flags.find((f) => f.shortCode === "LC")?.id ?? 0;
    await db.execute(sql`with staff as (
        select row_number() over (order by p.user_id) - 1 as n, p.user_id, p.department_id from profiles p
        where p.org_id = ${h.orgId} and p.employee_id like 'E%')
      insert into shifts (org_id, schedule_id, department_id, assignee_id, type_id, date, payroll_date,
        start_time, end_time, flags, overtime, canceled, on_call, sitter, comments)
      select ${h.orgId}::int, sc.id, st.department_id, st.user_id,
        case when i % 2 = 0 then ${h.ref.shifts.d12}::int else ${h.ref.shifts.n12}::int end,
        ${FROM}::date + ((i / ${STAFF}::int) % 366), ${FROM}::date + ((i / ${STAFF}::int) % 366),
        case when i % 2 = 0 then time '07:00' else time '19:00' end,
        case when i % 2 = 0 then time '19:00' else time '07:00' end,
        case when i % 13 = 0 then array[${flag}::int] when i % 29 = 0 then array[${lowCensus}::int] else '{}'::int[] end,
        i % 7 = 0, i % 17 = 0, i % 31 = 0, i % 37 = 0, case when i % 11 = 0 then 'covered' else '' end
      from generate_series(0, ${SHIFTS - 1}::int) as i
      join staff st on st.n = i % ${STAFF}::int
      join schedules sc on sc.org_id = ${h.orgId} and sc.department_id = st.department_id`);
    await db.execute(sql`analyze`);
    const seedMs = performance.now() - seeded;

    const get = async (query: string) => {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/shifts/report/?${query}`,
        headers: { authorization },
      });
      if (response.statusCode !== 200) throw new Error(response.body);
      return response.json<{ count: number }>().count;
    };
    const unit = departmentIds[2] ?? 0;
    const cases = [
      ["first block: a year, date descending (the default)", `date_between=${FROM},${TO}&page_size=500`],
      [
        "block 3: a year, one unit, working only, by name then date",
        `date_between=${FROM},${TO}&department_id=${unit}&working=true&order_by=full_name,-date&page=3&page_size=500`,
      ],
      [
        "block 41: a year, by total hours then name (offset 20,000)",
        `date_between=${FROM},${TO}&order_by=-total_hours,full_name&page=41&page_size=500`,
      ],
      [
        "name contains 'quinn', canceled, by shift type",
        `date_between=${FROM},${TO}&name=quinn&canceled=true&order_by=shift_type&page_size=500`,
      ],
      [
        "one unit, one month (the director's report)",
        `date_between=2026-10-01,2026-10-31&department_id=${unit}&page_size=500`,
      ],
    ] as const;
    const rows: Record<string, string | number>[] = [];
    const bare = await timeRuns(10, async () => {
      await db.execute(sql`select s.* from shifts s
        where s.org_id = ${h.orgId} and s.date between ${FROM} and ${TO}
        order by s.date desc, s.id desc limit 500`);
      await db.execute(
        sql`select count(*) from shifts s where s.org_id = ${h.orgId} and s.date between ${FROM} and ${TO}`,
      );
    });
    const bareMs = median(bare);
    rows.push({
      measure: "bare: shifts of a year, by date, first 500 + count",
      matches: SHIFTS,
      ms: ms(bareMs),
      ratio: 1,
    });
    for (const [measure, query] of cases) {
      const count = await get(query);
      const times = await timeRuns(5, () => get(query), 1);
      rows.push({ measure, matches: count, ms: ms(median(times)), ratio: ms(median(times) / bareMs) });
    }
    const download = await timeRuns(
      3,
      async () => {
        const response = await t.app.inject({
          method: "POST",
          url: `/api/shifts/report/download/?date_between=${FROM},${TO}&department_id=${unit}&order_by=full_name,date`,
          headers: { authorization, "content-type": "application/json" },
          payload: JSON.stringify({
            fields_to_download: {
              full_name: "Name",
              date: "Date",
              department: "Unit",
              shift_type: "Type",
              start_time: "Start",
              end_time: "End",
              total_hours: "Hours",
              working: "Working",
              flags: "Flags",
            },
          }),
        });
        if (response.statusCode !== 200) throw new Error(response.body);
      },
      1,
    );
    const unitCount = await get(`date_between=${FROM},${TO}&department_id=${unit}&page_size=1`);
    rows.push({
      measure: "CSV: one unit's year (9 columns, streamed)",
      matches: unitCount,
      ms: ms(median(download)),
      ratio: ms(median(download) / bareMs),
    });
    console.log(
      `\nShift report (${engine.name}): ${SHIFTS} shifts of ${STAFF} staff in ${DEPARTMENTS} units, ${FROM} to ${TO}; seeded in ${Math.round(seedMs)} ms; medians, ratio against the bare query`,
    );
    console.table(rows);
  } finally {
    await t.app.close();
  }
}

export async function run(): Promise<void> {
  for (const open of [pgliteEngine, postgresEngine]) {
    const engine = await open();
    if ("skipped" in engine) {
      console.log(`\nShift report (PostgreSQL): skipped, ${engine.skipped}`);
      continue;
    }
    try {
      await report(engine);
    } finally {
      await engine.close();
    }
  }
}
