/**
 * An FCFS storm: every eligible nurse of a 500-staff department bids at once, over HTTP on
 * loopback against the listening server, on one first-come-first-served open shift with 10 seats.
 * Exactly 10 must win, each with one shift, and nobody may be booked twice. The baseline is the
 * same 500 nurses reading that open shift at once through the same server: HTTP, token and
 * session cost without the bid's row lock, checks and writes.
 */
import { rememberDevice } from "../apps/server/src/repositories/users";
import { newDevice } from "../apps/server/src/services/auth/devices";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { shifts, users } from "../apps/server/src/db/schema";
import { testApp } from "../apps/server/test/app";
import { type BenchEngine, pgliteEngine, postgresEngine } from "./engines";
import { benchHospital, ms, percentile } from "./support";

const NURSES = 500;
const SEATS = 10;
const DATE = "2026-12-16";

interface Answer {
  status: number;
  ms: number;
}

/** All requests at once; each answer with its own latency, and the wall time of the whole burst. */
async function burst(requests: (() => Promise<Response>)[]): Promise<{ answers: Answer[]; wall: number }> {
  const started = performance.now();
  const answers = await Promise.all(
    requests.map(async (send) => {
      const sent = performance.now();
      const response = await send();
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - sent };
    }),
  );
  return { answers, wall: performance.now() - started };
}

function figures(label: string, run: { answers: Answer[]; wall: number }) {
  const latencies = run.answers.map((answer) => answer.ms);
  return {
    measure: label,
    p50_ms: ms(percentile(latencies, 50)),
    p99_ms: ms(percentile(latencies, 99)),
    wall_ms: ms(run.wall),
    per_s: Math.round((run.answers.length / run.wall) * 1000),
    goal: "",
  };
}

async function storm(engine: BenchEngine): Promise<void> {
  const t = await testApp({ database: engine.database });
  const world = { ...t, close: () => t.app.close() };
  try {
    const { hospital, authorization, department, userIds } = await benchHospital(world, NURSES);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    if (address === null || typeof address === "string") throw new Error("the server is not on a port");
    const base = `http://127.0.0.1:${address.port}`;

    const created = await fetch(`${base}/api/open-shifts/`, {
      method: "POST",
      headers: { authorization, "content-type": "application/json" },
      body: JSON.stringify({
        department_id: department,
        date: DATE,
        type_id: hospital.ref.shifts.d12,
        opening: SEATS,
        fcfs: true,
        job_types: [hospital.ref.jobs.rn.id, hospital.ref.jobs.cna.id],
        bidding_ends_on: new Date(t.clock().getTime() + 86_400_000).toISOString(),
      }),
    });
    if (created.status !== 201) throw new Error(`creating the open shift answered ${created.status}`);
    const { id } = z.object({ id: z.number() }).parse(await created.json());

    const versions = await t.deps.db
      .select({ id: users.id, version: users.tokenVersion })
      .from(users)
      .where(inArray(users.id, userIds));
    // Each nurse signed in on the web: a device of their own, recorded as a sign-in would (Y-003).
    const bearers = await Promise.all(
      versions.map(async (user) => {
        const device = newDevice("web");
        await rememberDevice(t.deps.db, user.id, device);
        return `Bearer ${await t.deps.tokens.sign(user.id, user.version, device, "access")}`;
      }),
    );
    const read = (bearer: string) => () =>
      fetch(`${base}/api/open-shifts/${id}/`, { headers: { authorization: bearer } });
    const bid = (bearer: string) => () =>
      fetch(`${base}/api/open-shifts/${id}/bid/`, { method: "POST", headers: { authorization: bearer } });

    await burst(bearers.slice(0, 20).map(read));
    const baseline = await burst(bearers.map(read));
    if (baseline.answers.some((answer) => answer.status !== 200))
      throw new Error("a nurse could not read the open shift offered to her");
    const bids = await burst(bearers.map(bid));

    const won = bids.answers.filter((answer) => answer.status === 200).length;
    const refused = bids.answers.filter((answer) => answer.status === 412).length;
    if (won !== SEATS || refused !== NURSES - SEATS)
      throw new Error(`expected ${SEATS} seats and ${NURSES - SEATS} refusals, got ${won} and ${refused}`);
    const made = await t.deps.db
      .select({ assigneeId: shifts.assigneeId })
      .from(shifts)
      .where(eq(shifts.openShiftId, id));
    const booked = await t.deps.db
      .select({ assigneeId: shifts.assigneeId })
      .from(shifts)
      .where(and(eq(shifts.date, DATE), inArray(shifts.assigneeId, userIds)));
    if (made.length !== SEATS) throw new Error(`${made.length} shifts were made for ${SEATS} seats`);
    if (new Set(booked.map((row) => row.assigneeId)).size !== booked.length || booked.length !== SEATS)
      throw new Error("a nurse was booked twice");

    const bidRow = figures(`${NURSES} concurrent bids (FCFS, ${SEATS} seats)`, bids);
    const baseRow = figures(`baseline: ${NURSES} concurrent reads of it`, baseline);
    console.log(
      `\nFCFS storm (${engine.name}): ${NURSES} eligible nurses bid at once over HTTP on loopback; ` +
        `${won} won a shift, ${refused} were told it is no longer available, nobody booked twice`,
    );
    console.table([
      bidRow,
      baseRow,
      {
        measure: "bids / baseline",
        p50_ms: ms(bidRow.p50_ms / baseRow.p50_ms),
        p99_ms: ms(bidRow.p99_ms / baseRow.p99_ms),
        wall_ms: ms(bidRow.wall_ms / baseRow.wall_ms),
        per_s: "",
        goal: "wall < 1.5",
      },
    ]);
  } finally {
    await world.close();
  }
}

export async function run(): Promise<void> {
  for (const open of [pgliteEngine, postgresEngine]) {
    const engine = await open();
    if ("skipped" in engine) {
      console.log(`\nFCFS storm (PostgreSQL): skipped, ${engine.skipped}`);
      continue;
    }
    try {
      await storm(engine);
    } finally {
      await engine.close();
    }
  }
}
