import { describe, expect, it } from "vitest";
import { acceptsBids, biddingLabel, nextNudgeAt, nudgeCountdown, nudgeWaitSeconds } from "./timing.ts";

const open = { biddingClosed: false, biddingEnded: false };
const created = Date.UTC(2026, 10, 24, 8, 0, 0);
const minutes = (n: number) => n * 60_000;

describe("nudge cooldown (H-014)", () => {
  it("opens 900 s after creation, then 900 s after each nudge", () => {
    expect(nextNudgeAt(created, null)).toBe(created + minutes(15));
    expect(nextNudgeAt(created, created + minutes(40))).toBe(created + minutes(55));
  });

  it("waits in whole seconds and is ready at the boundary", () => {
    expect(nudgeWaitSeconds(created + minutes(15) - 500, created, null)).toBe(1);
    expect(nudgeWaitSeconds(created + minutes(15), created, null)).toBe(0);
    expect(nudgeWaitSeconds(created + minutes(30), created, null)).toBe(0);
  });

  it.each([
    [0, { unit: "ready" }],
    [59, { unit: "seconds", value: 59 }],
    [60, { unit: "minutes", value: 1 }],
    [61, { unit: "minutes", value: 2 }],
    [900, { unit: "minutes", value: 15 }],
  ] as const)("counts %s s down as %o", (seconds, countdown) => {
    expect(nudgeCountdown(seconds)).toEqual(countdown);
  });
});

describe("bidding label (H-004)", () => {
  const ends = created + minutes(125);
  it.each([
    [created, { kind: "closes_in", hours: 2, minutes: 5 }],
    [ends - minutes(6), { kind: "closes_in", hours: 0, minutes: 6 }],
    [ends - minutes(5), { kind: "ends_soon" }],
    [ends - 1000, { kind: "ends_soon" }],
    [ends, { kind: "ended" }],
  ] as const)("at %s reads %o", (now, label) => {
    expect(biddingLabel(open, ends, now)).toEqual(label);
  });

  it("names the stopped states whatever the clock says", () => {
    expect(biddingLabel({ biddingClosed: true, biddingEnded: false }, ends, created)).toEqual({
      kind: "closed",
    });
    expect(biddingLabel({ biddingClosed: false, biddingEnded: true }, ends, created)).toEqual({
      kind: "ended",
    });
  });

  it("takes bids only while open and before the deadline", () => {
    expect(acceptsBids(open, ends, ends - 1)).toBe(true);
    expect(acceptsBids(open, ends, ends)).toBe(false);
    expect(acceptsBids({ ...open, biddingClosed: true }, ends, created)).toBe(false);
  });
});
