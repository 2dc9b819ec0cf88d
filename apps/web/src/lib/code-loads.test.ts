import { describe, expect, it } from "vitest";
import { deferred } from "../test/deferred";
import { codeLoadsSettled, trackCodeLoad } from "./lazy";

describe("codeLoadsSettled", () => {
  it("waits for every tracked load, failed ones and those started meanwhile included", async () => {
    const first = deferred<string>();
    const failing = deferred<string>();
    const later = deferred<string>();
    void trackCodeLoad(first.promise);
    trackCodeLoad(failing.promise).catch(() => undefined);
    let settled = false;
    const waiting = codeLoadsSettled().then(() => {
      settled = true;
    });

    first.resolve("screen");
    void trackCodeLoad(later.promise);
    failing.reject(new Error("chunk failed"));
    // Far more turns of the microtask queue than settling the first two takes.
    for (let turn = 0; turn < 50; turn++) await Promise.resolve();
    expect(settled).toBe(false);

    later.resolve("next screen");
    await waiting;
    expect(settled).toBe(true);
  });

  it("resolves at once when nothing is loading", async () => {
    await expect(codeLoadsSettled()).resolves.toBeUndefined();
  });
});
