/** The worker thread's side of `solveInWorker`: runs `solve` and posts progress and the result. */
import { parentPort, workerData } from "node:worker_threads";
import type { RosterModel } from "./model.ts";
import { solve } from "./solve.ts";
import type { WorkerMessage, WorkerOptions } from "./worker.ts";

const { model, options, cancelFlag } = workerData as {
  model: RosterModel;
  options: WorkerOptions;
  cancelFlag: SharedArrayBuffer;
};
const flag = new Int32Array(cancelFlag);
const post = (message: WorkerMessage): void => parentPort?.postMessage(message);
const result = solve(model, {
  ...options,
  isCancelled: () => Atomics.load(flag, 0) === 1,
  onProgress: (progress) => post({ type: "progress", progress }),
});
post({ type: "done", result });
