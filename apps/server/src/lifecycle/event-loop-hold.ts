/** Longest delay a timer takes (2^31 − 1 ms); the hold never fires. */
const NEVER_MS = 2 ** 31 - 1;

/**
 * Runs `work` with Node's event loop held open by a timer. While the start awaits the embedded
 * database, nothing else holds the loop: the engine's WebAssembly answers through V8, not through
 * libuv. Node treats an empty loop as a program about to finish and first waits for every task on
 * V8's background threads, the optimising compile of the engine's WebAssembly among them, before it
 * runs the next callback: each start stalled there for 0.2–0.5 s, idle, on two cores.
 */
export async function withEventLoopHeld<T>(work: () => Promise<T>): Promise<T> {
  const hold = setInterval(() => undefined, NEVER_MS);
  try {
    return await work();
  } finally {
    clearInterval(hold);
  }
}
