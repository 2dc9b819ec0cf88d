import { describe, expect, it } from "vitest";
import { evaluate } from "./evaluate.ts";
import { tinyInstance } from "./test-support.ts";
import type { Progress } from "./solve.ts";
import { solveInWorker } from "./worker.ts";

describe("solveInWorker", () => {
  it("solves in a worker thread with progress messages", async () => {
    const model = tinyInstance();
    const progress: Progress[] = [];
    const run = solveInWorker(model, {
      seed: 5,
      maxIterations: 100_000,
      timeLimitMs: 10_000,
      progressIntervalMs: 0,
      onProgress: (p) => progress.push(p),
    });
    const result = await run.result;
    expect(result.feasible).toBe(true);
    expect(evaluate(model, result.assignment).objective).toBe(result.objective);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)?.bestObjective).toBe(result.objective);
  });

  it("stops on cancel and returns the best so far", async () => {
    const controller = new AbortController();
    // Cancelled once the worker reports it is searching: no timer decides when.
    const run = solveInWorker(tinyInstance(), {
      seed: 1,
      timeLimitMs: 60_000,
      progressIntervalMs: 0,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    const result = await run.result;
    expect(result.cancelled).toBe(true);
    expect(result.elapsedMs).toBeLessThan(10_000);
  });
});
