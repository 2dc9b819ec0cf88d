import { describe, expect, it } from "vitest";
import { withEventLoopHeld } from "./event-loop-hold";

const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

describe("withEventLoopHeld", () => {
  it("holds the loop open with a timer while the work runs, and lets go after", async () => {
    const before = timers();
    const during = await withEventLoopHeld(() => Promise.resolve(timers()));
    expect(during).toBe(before + 1);
    expect(timers()).toBe(before);
  });

  it("lets go when the work fails", async () => {
    const before = timers();
    await expect(withEventLoopHeld(() => Promise.reject(new Error("no database")))).rejects.toThrow(
      "no database",
    );
    expect(timers()).toBe(before);
  });
});
