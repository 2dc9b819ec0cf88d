/** Creating a whole period's shifts through the API, in the batches a client would post. */
import { BENCH_START, benchShiftInputs, toWirePayload } from "./department";
import { benchHospital, benchWorld, engine, median, ms } from "./support";

const BATCH = 500;

export async function run(): Promise<void> {
  const world = await benchWorld();
  try {
    const { hospital, authorization, userIds } = await benchHospital(world, 150);
    const payload = toWirePayload(benchShiftInputs(hospital, userIds));
    const batches: number[] = [];
    const started = performance.now();
    for (let start = 0; start < payload.length; start += BATCH) {
      const batchStarted = performance.now();
      const response = await world.app.inject({
        method: "POST",
        url: "/api/shifts/",
        headers: { authorization, "content-type": "application/json" },
        payload: JSON.stringify(payload.slice(start, start + BATCH)),
      });
      if (response.statusCode !== 201)
        throw new Error(`POST /api/shifts/ answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      batches.push(performance.now() - batchStarted);
    }
    const total = performance.now() - started;
    console.log(
      `\nBulk create (${engine()}): ${payload.length} shifts of 150 staff from ${BENCH_START}, POST /api/shifts/ in batches of ${BATCH}`,
    );
    console.table([
      {
        measure: "whole period",
        ms: ms(total),
        per_shift_ms: ms(total / payload.length),
        shifts_per_s: Math.round((payload.length / total) * 1000),
      },
      {
        measure: `one batch of ${BATCH} (median)`,
        ms: ms(median(batches)),
        per_shift_ms: ms(median(batches) / BATCH),
        shifts_per_s: Math.round((BATCH / median(batches)) * 1000),
      },
    ]);
  } finally {
    await world.close();
  }
}
