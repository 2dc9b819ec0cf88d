export * from "./model.ts";
export { parseCurtois } from "./curtois/parse.ts";
export { evaluate } from "./evaluate.ts";
export type { Evaluation, HardViolation } from "./evaluate.ts";
export { solve } from "./solve.ts";
export type { Progress, SolveOptions, SolveResult } from "./solve.ts";
export { COMPILED_WORKER_FILE, solveInWorker } from "./worker.ts";
export type { WorkerRun } from "./worker.ts";
