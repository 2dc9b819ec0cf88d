/**
 * Reading a whole period: GET /api/shifts/ page by page through the application against the same
 * query run bare, the cost of re-validating a 500-row page with zod on the way out, and the
 * schedule's errors and the schedule with its shifts and events, each against its bare work (the
 * validators' loading queries and the validators; the schedule's, shifts' and events' selects).
 * Each pair is timed in turns so that the machine's load falls on both alike.
 */
import { page, shift, wireShape } from "@rosterly/contract";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { schedules, shifts } from "../apps/server/src/db/schema";
import { scheduleScope } from "../apps/server/src/policies/schedule";
import { findEvents } from "../apps/server/src/repositories/events";
import { listShifts, SHIFT_COLUMNS } from "../apps/server/src/repositories/shifts";
import { authenticate } from "../apps/server/src/services/auth/authenticate";
import { departmentIn, schedulingContext } from "../apps/server/src/services/scheduling/context";
import { loadValidationInput } from "../apps/server/src/services/scheduling/validation-input";
import { validateSchedule } from "../packages/domain/src/schedule/index.ts";
import { BENCH_START, barePeriodPage, benchPeriod, periodShifts } from "./department";
import { benchWorld, engine, listening, median, ms, timeInTurns, timeRuns } from "./support";

export async function run(): Promise<void> {
  const world = await benchWorld();
  let closeHttp = () => {};
  try {
    const { hospital, authorization, department, from, to } = await benchPeriod(world);
    const http = await listening(world);
    closeHttp = http.close;
    const get = (url: string) => http.get(url, { authorization });
    const first = await get(`/api/shifts/?between=${from},${to}&dept_id=${department}`);
    const count: number = first.json<{ count: number }>().count;
    const pages = Math.ceil(count / 500);

    const [viaApi, bare] = await timeInTurns(
      10,
      async () => {
        for (let p = 1; p <= pages; p += 1) {
          const response = await get(`/api/shifts/?between=${from},${to}&dept_id=${department}&page=${p}`);
          if (response.status !== 200) throw new Error(response.body.toString());
        }
      },
      async () => {
        for (let p = 1; p <= pages; p += 1)
          await barePeriodPage(
            world.deps.db,
            { orgId: hospital.orgId, departmentId: department, from, to },
            p,
          );
      },
    );

    // The API's own statement (it reads the chosen page's rows as JSON), called without the HTTP,
    // sign-in and presenting around it: what the API adds beyond its query.
    const ownQuery = await timeRuns(10, async () => {
      for (let p = 1; p <= pages; p += 1)
        await listShifts(
          world.deps.db,
          { orgId: hospital.orgId, scope: { all: true }, departmentId: department, from, to },
          { limit: 500, offset: (p - 1) * 500 },
        );
    });

    const body = first.json<unknown>();
    const schema = page(wireShape(shift.partial()));
    const zodOut = await timeRuns(50, () => JSON.stringify(z.encode(schema, schema.parse(body))));
    const plain = await timeRuns(50, () => JSON.stringify(body));

    // What a ward's Wi-Fi gets for one page: bytes on the wire and the server's time, per encoding.
    const pageUrl = `/api/shifts/?between=${from},${to}&dept_id=${department}&page=1`;
    const encodings: { encoding: string; bytes: number; serverMs: number }[] = [];
    for (const encoding of ["identity", "gzip", "br"]) {
      const headers = { authorization, "accept-encoding": encoding };
      const sample = await http.get(pageUrl, headers);
      const runs = await timeRuns(20, () => http.get(pageUrl, headers));
      encodings.push({ encoding, bytes: sample.body.length, serverMs: median(runs) });
    }

    const period = await get(
      `/api/schedules/?dept_id=${department}&for_date=${BENCH_START}&omit=shifts,events`,
    );
    const scheduleId = period.json<{ id: number }>().id;
    const { db, tokens } = world.deps;
    const session = await authenticate(db, tokens, authorization);
    const context = await schedulingContext(db, hospital.orgId);
    const [row] = await db.select().from(schedules).where(eq(schedules.id, scheduleId));
    if (!row) throw new Error(`schedule ${scheduleId} is missing`);
    const scope = {
      orgId: hospital.orgId,
      scope: scheduleScope(session, context.org.states),
      departmentId: row.departmentId,
      from: row.startOn,
      to: row.endOn,
    };
    const [errors, errorsBare] = await timeInTurns(
      10,
      () => get(`/api/schedules/${scheduleId}/errors/`),
      async () =>
        validateSchedule(
          await loadValidationInput(db, context.org, departmentIn(context, row.departmentId), row),
        ),
    );
    const [schedule, scheduleBare] = await timeInTurns(
      10,
      () => get(`/api/schedules/${scheduleId}/`),
      () =>
        Promise.all([
          db.select().from(schedules).where(eq(schedules.id, scheduleId)),
          db
            .select(SHIFT_COLUMNS)
            .from(shifts)
            .where(
              periodShifts({
                orgId: hospital.orgId,
                departmentId: row.departmentId,
                from: row.startOn,
                to: row.endOn,
              }),
            ),
          findEvents(db, scope),
        ]),
    );

    const apiMs = median(viaApi);
    const bareMs = median(bare);
    console.log(
      `\nRead a period (${engine()}): ${count} shifts of 150 staff, ${from} to ${to}, ${pages} pages of 500`,
    );
    console.table([
      {
        measure: "GET /api/shifts/ every page over loopback HTTP (median of 10)",
        ms: ms(apiMs),
        ratio: "",
        goal: "",
      },
      { measure: "the same pages, bare SQL (median of 10)", ms: ms(bareMs), ratio: "", goal: "" },
      { measure: "API / bare SQL", ms: "", ratio: ms(apiMs / bareMs), goal: "≤ 1.3" },
      {
        measure: "the same pages, the API's own statement called directly (median of 10)",
        ms: ms(median(ownQuery)),
        ratio: ms(apiMs / median(ownQuery)),
        goal: "API / it",
      },
      {
        measure: "one 500-row page: zod encode + JSON.stringify (median of 50)",
        ms: ms(median(zodOut)),
        ratio: "",
        goal: "",
      },
      {
        measure: "one 500-row page: JSON.stringify only (median of 50)",
        ms: ms(median(plain)),
        ratio: ms(median(zodOut) / median(plain)),
        goal: "zod / plain",
      },
      {
        measure: "GET /api/schedules/{id}/errors/ (median of 10)",
        ms: ms(median(errors)),
        ratio: "",
        goal: "",
      },
      {
        measure: "its validators' loading queries + the validators, bare",
        ms: ms(median(errorsBare)),
        ratio: ms(median(errors) / median(errorsBare)),
        goal: "≤ 2",
      },
      {
        measure: "GET /api/schedules/{id}/ with shifts and events (median of 10)",
        ms: ms(median(schedule)),
        ratio: "",
        goal: "",
      },
      {
        measure: "the schedule's, shifts' and events' selects, bare",
        ms: ms(median(scheduleBare)),
        ratio: ms(median(schedule) / median(scheduleBare)),
        goal: "≤ 2",
      },
    ]);
    console.log(
      "\nOne 500-row page of GET /api/shifts/ by encoding (median of 20; wire time at 20 Mbit/s, a busy ward's Wi-Fi)",
    );
    const identity = encodings[0];
    console.table(
      encodings.map(({ encoding, bytes, serverMs }) => {
        const wireMs = (bytes * 8) / 20_000;
        return {
          encoding,
          "KB on the wire": (bytes / 1024).toFixed(1),
          "server ms": ms(serverMs),
          "server + wire ms": ms(serverMs + wireMs),
          "bytes / identity": identity ? ms(bytes / identity.bytes) : "",
        };
      }),
    );
  } finally {
    closeHttp();
    await world.close();
  }
}
