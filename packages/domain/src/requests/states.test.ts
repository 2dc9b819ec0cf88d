import { describe, expect, it } from "vitest";
import {
  canDecide,
  canEscalate,
  canTakeOver,
  canWithdraw,
  isAwaitingReview,
  REQUEST_STATES,
  reviewStage,
  showsReceipts,
  withdrawnState,
} from "./states.ts";

describe("request states", () => {
  it.each([
    ["pending_scheduler_approval", true, "pending"],
    ["pending_operator_approval", true, "pending"],
    ["pending_supervisor_approval", true, "under_review"],
    ["pending_director_approval", true, "under_review"],
    ["approved", false, "decided"],
    ["rejected", false, "decided"],
    ["withdrawn", false, "decided"],
    ["withdrawn_before_approval", false, "decided"],
    ["expired", false, "decided"],
    ["", false, "decided"],
  ])("%s awaits review: %s, stage %s", (state, awaiting, stage) => {
    expect(isAwaitingReview(state)).toBe(awaiting);
    expect(reviewStage(state)).toBe(stage);
  });

  it("lists every state once", () => {
    expect(new Set(REQUEST_STATES).size).toBe(REQUEST_STATES.length);
  });

  it("escalates swaps and time off that await someone other than the director", () => {
    expect(canEscalate("swap", "pending_scheduler_approval")).toBe(true);
    expect(canEscalate("event", "pending_operator_approval")).toBe(true);
    expect(canEscalate("shiftrequest", "pending_scheduler_approval")).toBe(false);
    expect(canEscalate("swap", "pending_director_approval")).toBe(false);
    expect(canEscalate("event", "approved")).toBe(false);
  });

  it("withdraws awaiting and approved requests, naming whether a decision had been made", () => {
    expect(canWithdraw("pending_director_approval")).toBe(true);
    expect(canWithdraw("approved")).toBe(true);
    expect(canWithdraw("rejected")).toBe(false);
    expect(canWithdraw("expired")).toBe(false);
    expect(withdrawnState("pending_scheduler_approval")).toBe("withdrawn_before_approval");
    expect(withdrawnState("approved")).toBe("withdrawn");
  });

  it("shows receipts once decided, not for withdrawn giveaways and reschedules", () => {
    expect(showsReceipts("swap", "pending_scheduler_approval")).toBe(false);
    expect(showsReceipts("giveaway", "approved")).toBe(true);
    expect(showsReceipts("reschedule", "rejected")).toBe(true);
    expect(showsReceipts("giveaway", "withdrawn")).toBe(false);
    expect(showsReceipts("reschedule", "withdrawn_before_approval")).toBe(false);
    expect(showsReceipts("split", "withdrawn")).toBe(true);
    expect(showsReceipts("event", "withdrawn")).toBe(true);
    expect(showsReceipts("event", "expired")).toBe(false);
  });

  it("lets only the assigned reviewer decide, and anyone else take over, while it awaits review", () => {
    const held = { state: "pending_scheduler_approval", reviewerId: 7 };
    expect(canDecide(held, 7)).toBe(true);
    expect(canDecide(held, 8)).toBe(false);
    expect(canTakeOver(held, 8)).toBe(true);
    expect(canTakeOver(held, 7)).toBe(false);
    const unassigned = { state: "pending_operator_approval", reviewerId: null };
    expect(canDecide(unassigned, 7)).toBe(false);
    expect(canTakeOver(unassigned, 7)).toBe(true);
    const done = { state: "approved", reviewerId: 7 };
    expect(canDecide(done, 7)).toBe(false);
    expect(canTakeOver(done, 8)).toBe(false);
  });
});
