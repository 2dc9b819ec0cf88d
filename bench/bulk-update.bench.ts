/**
 * A grid selection changed at once: PATCH /api/shifts/bulk_update/ of 500 shifts, against creating
 * the same 500 with POST /api/shifts/ in the same run (the bare baseline: one insert per batch).
 */
import { benchShiftInputs, toWirePayload } from "./department";
import { benchHospital, benchWorld, engine, median, ms } from "./support";

const BATCH = 500;
const RUNS = 5;

export async function run(): Promise<void> {
  const world = await benchWorld();
  try {
    const { hospital, authorization, userIds } = await benchHospital(world, 150);
    const payload = toWirePayload(benchShiftInputs(hospital, userIds));
    const send = async (method: "POST" | "PATCH", url: string, body: unknown, expected: number) => {
      const started = performance.now();
      const response = await world.app.inject({
        method,
        url,
        headers: { authorization, "content-type": "application/json" },
        payload: JSON.stringify(body),
      });
      if (response.statusCode !== expected)
        throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      return { ms: performance.now() - started, body: response.json<{ id: number }[]>() };
    };
    const creates: number[] = [];
    const updates: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const batch = payload.slice(run * BATCH, (run + 1) * BATCH);
      const created = await send("POST", "/api/shifts/", batch, 201);
      creates.push(created.ms);
      const changes = created.body.map((shift, index) => ({
        id: shift.id,
        comments: `Checked ${run}`,
        obligatory: index % 2 === 0,
      }));
      updates.push((await send("PATCH", "/api/shifts/bulk_update/", changes, 200)).ms);
    }
    const create = median(creates);
    const update = median(updates);
    console.log(`\nBulk update (${engine()}): ${BATCH} shifts of 150 staff, median of ${RUNS} runs`);
    console.table([
      { measure: `POST /api/shifts/ (${BATCH}, baseline)`, ms: ms(create), per_shift_ms: ms(create / BATCH) },
      {
        measure: `PATCH /api/shifts/bulk_update/ (${BATCH})`,
        ms: ms(update),
        per_shift_ms: ms(update / BATCH),
      },
      { measure: "ratio update / create", ms: ms(update / create), per_shift_ms: null },
    ]);
  } finally {
    await world.close();
  }
}
