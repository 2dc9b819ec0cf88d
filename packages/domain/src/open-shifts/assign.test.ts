import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planAssignment } from "./assign.ts";
import type { OpenShiftSeats } from "./state.ts";

const shift: OpenShiftSeats = {
  biddingClosed: false,
  biddingEnded: false,
  fcfs: false,
  opening: 2,
  bidders: [10, 11, 12],
  assignees: [],
};

describe("assign (H-013, Z-025)", () => {
  it("seats selected bidders and directly picked staff together", () => {
    expect(planAssignment(shift, { selectedBidders: [10], assignees: [20] })).toEqual({
      ok: true,
      newAssignees: [10, 20],
    });
  });

  it.each([
    ["nobody", { selectedBidders: [], assignees: [] }, { code: "nobody_new" }],
    [
      "a non-bidder as bidder",
      { selectedBidders: [99], assignees: [] },
      { code: "not_a_bidder", userIds: [99] },
    ],
    [
      "the same person twice",
      { selectedBidders: [10], assignees: [10] },
      { code: "duplicate", userIds: [10] },
    ],
    [
      "more than the seats",
      { selectedBidders: [10, 11, 12], assignees: [] },
      { code: "too_many", remaining: 2 },
    ],
  ] as const)("refuses %s", (_label, request, refusal) => {
    expect(planAssignment(shift, request)).toEqual({ ok: false, refusal });
  });

  it("refuses someone already seated and any assignment once bidding stopped", () => {
    expect(planAssignment({ ...shift, assignees: [10] }, { selectedBidders: [10], assignees: [] })).toEqual({
      ok: false,
      refusal: { code: "already_assigned", userIds: [10] },
    });
    expect(
      planAssignment({ ...shift, biddingClosed: true }, { selectedBidders: [10], assignees: [] }),
    ).toEqual({
      ok: false,
      refusal: { code: "not_open" },
    });
  });

  it("never lets the assigned count exceed the opening", () => {
    const ids = fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 8 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), ids, ids, ids, (opening, bidders, assignees, picked) => {
        const seats = { ...shift, opening, bidders, assignees: assignees.slice(0, opening) };
        const [selectedBidders, direct] = [
          picked.filter((id) => bidders.includes(id)),
          picked.filter((id) => !bidders.includes(id)),
        ];
        const plan = planAssignment(seats, { selectedBidders, assignees: direct });
        if (plan.ok) expect(seats.assignees.length + plan.newAssignees.length).toBeLessThanOrEqual(opening);
      }),
    );
  });
});
