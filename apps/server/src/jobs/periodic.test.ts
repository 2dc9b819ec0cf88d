import Fastify from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { App } from "../http/types";
import { registerPeriodicJob } from "./periodic";

const server = (): App => Fastify().withTypeProvider<ZodTypeProvider>();

/** A server with a job that counts its passes, its first after `startDelayMs`. */
function counted(startDelayMs: number): { app: App; passes: () => number } {
  const app = server();
  let passes = 0;
  registerPeriodicJob(app, {
    name: "counted",
    intervalMs: 60_000,
    startDelayMs,
    run: () => {
      passes += 1;
      return Promise.resolve(null);
    },
  });
  return { app, passes: () => passes };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("a periodic job's first pass", () => {
  it("runs as the server starts listening when it has no delay", async () => {
    const { app, passes } = counted(0);
    await app.listen({ port: 0, host: "127.0.0.1" });
    expect(passes()).toBe(1);
    await app.close();
  });

  it("waits for its delay, and a server closed before then drops it", async () => {
    // The delay's timer is faked, to be run past its end by hand once the server has closed.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { app, passes } = counted(60_000);
    await app.listen({ port: 0, host: "127.0.0.1" });
    expect(passes()).toBe(0);
    await app.close();
    vi.advanceTimersByTime(60_000);
    expect(passes()).toBe(0);
  });

  it("runs once its delay is over, and closing waits for that pass", async () => {
    const app = server();
    let finish = () => {};
    let finished = false;
    const started = new Promise<void>((resolve) => {
      registerPeriodicJob(app, {
        name: "soon",
        intervalMs: 60_000,
        startDelayMs: 1,
        run: async () => {
          resolve();
          await new Promise<void>((done) => {
            finish = done;
          });
          finished = true;
          return null;
        },
      });
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    await started;
    const closed = app.close();
    finish();
    await closed;
    expect(finished).toBe(true);
  });
});
