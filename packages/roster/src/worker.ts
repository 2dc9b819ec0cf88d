/**
 * Runs the solver in a worker thread: progress arrives as messages, `cancel()` (or an AbortSignal) stops
 * the search through a shared flag that the solver polls, and the best roster so far is returned.
 */
import { Worker } from "node:worker_threads";
import type { RosterModel } from "./model.ts";
import type { Progress, SolveOptions, SolveResult } from "./solve.ts";

export type WorkerOptions = Pick<
  SolveOptions,
  "seed" | "timeLimitMs" | "maxIterations" | "progressIntervalMs" | "initial"
>;

/** The compiled worker's file name, beside the server bundle (the server's build writes it). */
export const COMPILED_WORKER_FILE = "roster-worker.js";

export type WorkerMessage = { type: "progress"; progress: Progress } | { type: "done"; result: SolveResult };

export interface WorkerRun {
  readonly result: Promise<SolveResult>;
  /** Stops the search; `result` then resolves with the best roster so far. */
  cancel(): void;
}

export function solveInWorker(
  model: RosterModel,
  options: WorkerOptions & { signal?: AbortSignal; onProgress?: (progress: Progress) => void } = {},
): WorkerRun {
  const { signal, onProgress, ...solveOptions } = options;
  const cancelFlag = new SharedArrayBuffer(4);
  const flag = new Int32Array(cancelFlag);
  const cancel = (): void => {
    Atomics.store(flag, 0, 1);
  };
  const worker = new Worker(workerEntry(), {
    workerData: { model, options: solveOptions, cancelFlag },
    // The compiled worker's map is small; the server's own is read only when a stack is printed.
    execArgv: [...process.execArgv, "--enable-source-maps"],
  });
  signal?.addEventListener("abort", cancel, { once: true });
  const result = new Promise<SolveResult>((resolve, reject) => {
    worker.on("message", (message: WorkerMessage) => {
      if (message.type === "progress") onProgress?.(message.progress);
      else {
        resolve(message.result);
        void worker.terminate();
      }
    });
    worker.on("error", reject);
    worker.on("exit", (code) => {
      signal?.removeEventListener("abort", cancel);
      if (code !== 0) reject(new Error(`roster worker exited with code ${code}`));
    });
  });
  return { result, cancel };
}

/**
 * From source the entry is TypeScript, so the bootstrap registers tsx first. The compiled server bundles
 * this module into its `main.js` and the worker entry beside it as `roster-worker.js` (no loader at run
 * time); `import.meta.url` then names the bundle.
 */
export function workerEntry(moduleUrl: string = import.meta.url): URL {
  return moduleUrl.endsWith(".ts")
    ? new URL("./worker-bootstrap.mjs", moduleUrl)
    : new URL(`./${COMPILED_WORKER_FILE}`, moduleUrl);
}
