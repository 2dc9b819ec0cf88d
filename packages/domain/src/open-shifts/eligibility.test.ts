import { describe, expect, it } from "vitest";
import { type Biddable, bidRefusal, type Candidate, cancelBidRefusal, isEligible } from "./eligibility.ts";

const now = Date.UTC(2026, 10, 24, 8);
const shift: Biddable = {
  biddingClosed: false,
  biddingEnded: false,
  biddingEndsOn: now + 3_600_000,
  fcfs: false,
  opening: 1,
  bidders: [],
  assignees: [],
  eligibleDepartments: [1, 2],
  jobTypes: [5],
  eligibleJobStatus: [],
};
const nurse: Candidate = {
  id: 9,
  active: true,
  isStaff: true,
  departmentId: 2,
  jobTypeId: 5,
  jobStatusId: 3,
};

describe("who is offered an open shift (Y-037, C-020)", () => {
  it.each([
    ["an active nurse of an eligible department and job type", {}, true],
    ["an inactive nurse", { active: false }, false],
    ["a manager", { isStaff: false }, false],
    ["another department", { departmentId: 4 }, false],
    ["no department", { departmentId: null }, false],
    ["another job type", { jobTypeId: 6 }, false],
    ["no job type", { jobTypeId: null }, false],
  ] as const)("%s: %s", (_label, change, eligible) => {
    expect(isEligible(shift, { ...nurse, ...change })).toBe(eligible);
  });

  it("reads an empty list as any, and a job status list as a filter", () => {
    expect(isEligible({ ...shift, jobTypes: [] }, { ...nurse, jobTypeId: null })).toBe(true);
    expect(isEligible({ ...shift, eligibleJobStatus: [4] }, nurse)).toBe(false);
    expect(isEligible({ ...shift, eligibleJobStatus: [3, 4] }, nurse)).toBe(true);
  });
});

describe("bids (Y-038)", () => {
  it.each([
    ["taken", {}, nurse, null],
    ["after the deadline", { biddingEndsOn: now }, nurse, "not_open"],
    ["closed", { biddingClosed: true }, nurse, "not_open"],
    ["ineligible", {}, { ...nurse, departmentId: 7 }, "ineligible"],
    ["twice", { bidders: [9] }, nurse, "already_bid"],
    ["by an assignee", { assignees: [9] }, nurse, "already_bid"],
    ["ineligible on a closed shift", { biddingClosed: true }, { ...nurse, jobTypeId: 6 }, "ineligible"],
    ["on a full fcfs shift", { fcfs: true, bidders: [4], assignees: [4] }, nurse, "full"],
  ] as const)("%s: %s", (_label, change, person, refusal) => {
    expect(bidRefusal({ ...shift, ...change }, person, now)).toBe(refusal);
  });

  it("takes bids beyond the need on a bidding shift", () => {
    expect(bidRefusal({ ...shift, bidders: [1, 2, 3] }, nurse, now)).toBeNull();
  });

  it("lets a bidder withdraw only their own bid while bidding is open", () => {
    expect(cancelBidRefusal({ ...shift, bidders: [9] }, 9, now)).toBeNull();
    expect(cancelBidRefusal(shift, 9, now)).toBe("no_bid");
    expect(cancelBidRefusal({ ...shift, bidders: [9], biddingEnded: true }, 9, now)).toBe("not_open");
  });
});
