import { and, count, eq, inArray, isNotNull, like } from "drizzle-orm";
import type { Database } from "../../src/db/client";
import { openShiftParticipants, shiftHistory, shifts } from "../../src/db/schema";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../factories";
import { buildOpenShift } from "../open-shifts";
import { dayShift } from "../scheduling";
import { callOver, type Store, signInOver, spawnServer } from "../server-process";

/**
 * kill -9 at a random moment of a write load, then the checks issue 16 asks for: the database
 * reopens, every change the client was told succeeded is there, every change is all or nothing,
 * and each shift has its history row. Used by the short test in `npm test` and by `npm run faults`.
 */
export const BATCH = 8;
const NURSES = 16;
const WRITERS = 3;
const SEATS = 4;

export interface World {
  hospital: Hospital;
  scheduler: TestUser;
  nurses: TestUser[];
}

export async function buildWorld(store: Store): Promise<World> {
  const database = await store.open();
  try {
    const hospital = await buildHospital(database.db);
    const scheduler = await buildUser(database.db, hospital, { group: "scheduler" });
    const nurses: TestUser[] = [];
    for (let i = 0; i < NURSES; i += 1)
      nurses.push(await buildUser(database.db, hospital, { group: "nurse" }));
    return { hospital, scheduler, nurses };
  } finally {
    await database.close();
  }
}

export interface RoundResult {
  kind: "bulk" | "fcfs";
  /** Requests answered with success before the kill. */
  acknowledged: number;
  /** Requests sent whose answer never came (in flight at the kill). */
  unanswered: number;
  /** What the checks found wrong; empty when the round passed. */
  problems: string[];
}

const dateFor = (round: number, batch: number) => {
  const day = new Date(Date.UTC(2027, 0, 1) + (round * 64 + batch) * 86_400_000);
  return day.toISOString().slice(0, 10);
};

/** A random whole number in [low, high]. */
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

/**
 * One round of bulk shift creation: WRITERS clients send batches of BATCH shifts (each batch marked
 * in its comments) until the server is killed after a random number of acknowledged batches.
 */
export async function bulkRound(store: Store, world: World, round: number): Promise<RoundResult> {
  const server = await spawnServer(store);
  const token = await signInOver(server.url, world.scheduler);
  const killAfter = between(1, 6);
  const acked = new Map<number, number[]>();
  let sent = 0;
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    server.child.kill("SIGKILL");
  };
  const writer = async () => {
    while (!killed && sent < 60) {
      const batch = sent;
      sent += 1;
      const payload = world.nurses
        .slice(0, BATCH)
        .map((nurse) =>
          dayShift(world.hospital, nurse, dateFor(round, batch), { comments: `fault-${round}-${batch}` }),
        );
      const answer = await callOver(server.url, token, "POST", "/api/shifts/", payload).catch(() => null);
      if (answer?.status === 201 && Array.isArray(answer.body)) {
        acked.set(
          batch,
          answer.body.map((row: unknown) =>
            typeof row === "object" && row !== null && "id" in row ? Number(row.id) : -1,
          ),
        );
        if (acked.size >= killAfter) kill();
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  kill();
  await server.exited;

  const database = await store.open();
  try {
    const problems = await checkBatches(database, round, sent, acked);
    return { kind: "bulk", acknowledged: acked.size, unanswered: sent - acked.size, problems };
  } finally {
    await database.close();
  }
}

async function checkBatches(
  database: Database,
  round: number,
  sent: number,
  acked: Map<number, number[]>,
): Promise<string[]> {
  const problems: string[] = [];
  const rows = await database.db
    .select({ id: shifts.id, comments: shifts.comments })
    .from(shifts)
    .where(like(shifts.comments, `fault-${round}-%`));
  for (let batch = 0; batch < sent; batch += 1) {
    const ids = rows.filter((row) => row.comments === `fault-${round}-${batch}`).map((row) => row.id);
    if (ids.length !== 0 && ids.length !== BATCH)
      problems.push(`batch ${batch}: ${ids.length} of ${BATCH} shifts`);
    const told = acked.get(batch);
    if (told && told.some((id) => !ids.includes(id)))
      problems.push(
        `batch ${batch}: acknowledged shifts missing (${told.filter((id) => !ids.includes(id)).join(", ")})`,
      );
  }
  problems.push(
    ...(await checkHistory(
      database,
      rows.map((row) => row.id),
    )),
  );
  return problems;
}

/** Every shift has exactly its creation in the history (nothing else wrote to these shifts). */
async function checkHistory(database: Database, shiftIds: number[]): Promise<string[]> {
  if (shiftIds.length === 0) return [];
  const history = await database.db
    .select({ shiftId: shiftHistory.shiftId, entries: count() })
    .from(shiftHistory)
    .where(inArray(shiftHistory.shiftId, shiftIds))
    .groupBy(shiftHistory.shiftId);
  const entries = new Map(history.map((row) => [row.shiftId, row.entries]));
  return shiftIds
    .filter((id) => entries.get(id) !== 1)
    .map((id) => `shift ${id}: ${entries.get(id) ?? 0} history rows, expected 1`);
}

/**
 * One round of an FCFS storm: every nurse takes the same first-come open shift at once and the
 * server is killed as soon as the first seat is acknowledged.
 */
export async function fcfsRound(store: Store, world: World, round: number): Promise<RoundResult> {
  const setup = await store.open();
  let openShiftId: number;
  try {
    const now = new Date();
    const row = await buildOpenShift(setup.db, world.hospital, {
      date: dateFor(round, 63),
      now,
      opening: SEATS,
      fcfs: true,
      jobTypes: [world.hospital.ref.jobs.rn.id],
    });
    openShiftId = row.id;
  } finally {
    await setup.close();
  }
  const server = await spawnServer(store);
  const tokens = await Promise.all(world.nurses.map((nurse) => signInOver(server.url, nurse)));
  const winners = new Set<number>();
  let answered = 0;
  let killed = false;
  await Promise.all(
    tokens.map(async (token, index) => {
      const answer = await callOver(server.url, token, "POST", `/api/open-shifts/${openShiftId}/bid/`).catch(
        () => null,
      );
      if (answer) answered += 1;
      if (answer?.status === 200) {
        winners.add(world.nurses[index]?.userId ?? -1);
        if (!killed) {
          killed = true;
          server.child.kill("SIGKILL");
        }
      }
    }),
  );
  if (!killed) server.child.kill("SIGKILL");
  await server.exited;

  const database = await store.open();
  try {
    const problems: string[] = [];
    const seated = await database.db
      .select({ userId: openShiftParticipants.userId, shiftId: openShiftParticipants.shiftId })
      .from(openShiftParticipants)
      .where(
        and(eq(openShiftParticipants.openShiftId, openShiftId), isNotNull(openShiftParticipants.shiftId)),
      );
    const made = await database.db
      .select({ id: shifts.id, assigneeId: shifts.assigneeId })
      .from(shifts)
      .where(eq(shifts.openShiftId, openShiftId));
    if (seated.length > SEATS) problems.push(`${seated.length} seats taken of ${SEATS}`);
    for (const userId of winners)
      if (!seated.some((row) => row.userId === userId))
        problems.push(`acknowledged winner ${userId} not seated`);
    const madeIds = made.map((row) => row.id).sort();
    const seatIds = seated.map((row) => row.shiftId ?? -1).sort();
    if (JSON.stringify(madeIds) !== JSON.stringify(seatIds))
      problems.push(`seats ${JSON.stringify(seatIds)} but shifts ${JSON.stringify(madeIds)}`);
    problems.push(...(await checkHistory(database, madeIds)));
    return { kind: "fcfs", acknowledged: winners.size, unanswered: tokens.length - answered, problems };
  } finally {
    await database.close();
  }
}
