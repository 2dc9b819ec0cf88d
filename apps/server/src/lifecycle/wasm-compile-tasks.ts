import { availableParallelism } from "node:os";
import { setFlagsFromString } from "node:v8";

/** How many of V8's background tasks may compile WebAssembly at once: every core but the main thread's. */
export function wasmCompileTasks(cores: number): number {
  return Math.max(1, Math.floor(cores) - 1);
}

/**
 * Keeps the optimising compile of the embedded engine's WebAssembly off the main thread's core. While
 * the engine starts, its hottest functions are recompiled on V8's background threads, as many at once
 * as there are threads; on two cores they took the core the engine's own start runs on. With one
 * core left to the main thread, a restart on two cores answered ~0.5 s sooner (2.39 → 1.81 s, six
 * alternated), and the engine's code is the same once compiled. Must run before the engine's
 * WebAssembly is compiled, i.e. before the database opens.
 */
export function leaveTheMainThreadItsCore(cores: number = availableParallelism()): void {
  setFlagsFromString(`--wasm-num-compilation-tasks=${wasmCompileTasks(cores)}`);
}
