import { describe, expect, it } from "vitest";
import { canUpdateOpening, checkOpening, minimumOpening } from "./opening.ts";
import type { OpenShiftSeats } from "./state.ts";

const shift: OpenShiftSeats = {
  biddingClosed: false,
  biddingEnded: false,
  fcfs: false,
  opening: 3,
  bidders: [1, 2, 3, 4],
  assignees: [],
};

describe("opening (H-011)", () => {
  it("is at least one, and bids beyond the need do not raise it for a bidding shift", () => {
    expect(minimumOpening(shift)).toBe(1);
    expect(checkOpening(shift, 0)).toEqual({ ok: false, key: "validation.min_value", params: { min: 1 } });
    expect(checkOpening(shift, 1)).toEqual({ ok: true });
  });

  it("cannot drop under the nurses an fcfs shift already seated", () => {
    const fcfs = { ...shift, fcfs: true, bidders: [1, 2], assignees: [1, 2] };
    expect(minimumOpening(fcfs)).toBe(2);
    expect(checkOpening(fcfs, 1).ok).toBe(false);
    expect(checkOpening(fcfs, 2).ok).toBe(true);
  });

  it("cannot drop under the nurses already assigned", () => {
    expect(minimumOpening({ ...shift, assignees: [5, 6] })).toBe(2);
  });

  it("refuses fractions", () => {
    expect(checkOpening(shift, 1.5)).toEqual({ ok: false, key: "validation.integer" });
  });

  it("is fixed for sitter shifts and once bidding stops", () => {
    expect(canUpdateOpening({ ...shift, sitter: false })).toBe(true);
    expect(canUpdateOpening({ ...shift, sitter: true })).toBe(false);
    expect(canUpdateOpening({ ...shift, sitter: false, biddingClosed: true })).toBe(false);
    expect(canUpdateOpening({ ...shift, sitter: false, biddingEnded: true })).toBe(false);
  });
});
