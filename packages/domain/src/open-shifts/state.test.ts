import { describe, expect, it } from "vitest";
import {
  canClose,
  canDelete,
  canEditDetails,
  type OpenShiftSeats,
  openShiftState,
  remainingSeats,
} from "./state.ts";

const open: OpenShiftSeats = {
  biddingClosed: false,
  biddingEnded: false,
  fcfs: false,
  opening: 2,
  bidders: [],
  assignees: [],
};

describe("state", () => {
  it.each([
    [false, false, "open"],
    [true, false, "closed"],
    [false, true, "ended"],
    [true, true, "closed"],
  ] as const)("closed=%s ended=%s is %s", (biddingClosed, biddingEnded, state) => {
    expect(openShiftState({ biddingClosed, biddingEnded })).toBe(state);
  });
});

describe("delete and close (H-009)", () => {
  it.each([
    ["untouched", {}, true],
    ["with bidders", { bidders: [7] }, false],
    ["with assignees", { assignees: [7] }, false],
    ["fcfs with assignees but no bidders", { fcfs: true, assignees: [7] }, true],
    ["fcfs with bidders", { fcfs: true, bidders: [7], assignees: [7] }, false],
  ] as const)("%s: deletable %s", (_label, change, deletable) => {
    const shift = { ...open, ...change };
    expect(canDelete(shift)).toBe(deletable);
    expect(canClose(shift)).toBe(!deletable);
  });

  it("does not offer close once bidding stopped", () => {
    expect(canClose({ ...open, bidders: [7], biddingEnded: true })).toBe(false);
  });
});

describe("editing details (H-010)", () => {
  it.each([
    ["open and untouched", {}, true],
    ["with a bidder", { bidders: [3] }, false],
    ["with an assignee", { assignees: [3] }, false],
    ["closed", { biddingClosed: true }, false],
    ["ended", { biddingEnded: true }, false],
  ] as const)("%s: %s", (_label, change, editable) => {
    expect(canEditDetails({ ...open, ...change })).toBe(editable);
  });
});

describe("remaining seats", () => {
  it("counts the seats not yet assigned and never goes negative", () => {
    expect(remainingSeats({ opening: 3, assignees: [1] })).toBe(2);
    expect(remainingSeats({ opening: 1, assignees: [1, 2] })).toBe(0);
  });
});
