import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bulkRound, buildWorld, fcfsRound, type World } from "../faults/kill-nine";
import { embeddedStore, postgresStore, type Store } from "../server-process";

/**
 * kill -9 of the server during bulk shift creation and during an FCFS storm, on the engine of the
 * run: after each kill the database reopens, everything acknowledged is there, every batch is all
 * or nothing and the history matches the rows. The short version; `npm run faults` repeats it.
 */
let store: Store;
let world: World;

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  store = serverUrl ? await postgresStore(serverUrl, "faults") : await embeddedStore();
  world = await buildWorld(store);
}, 120_000);

afterAll(async () => {
  await store.remove();
});

describe("kill -9 during writes", { timeout: 180_000 }, () => {
  it("keeps every acknowledged bulk creation, and no half batch", async () => {
    const result = await bulkRound(store, world, 0);
    expect(result.problems).toEqual([]);
    expect(result.acknowledged).toBeGreaterThan(0);
  });

  it("keeps every acknowledged FCFS seat, with its shift and history, and never more than the seats", async () => {
    const result = await fcfsRound(store, world, 1);
    expect(result.problems).toEqual([]);
    expect(result.acknowledged).toBeGreaterThan(0);
  });
});
