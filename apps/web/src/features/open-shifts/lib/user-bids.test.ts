import { describe, expect, it } from "vitest";
import { buildOpenShift } from "../test/fixtures";
import { pendingBidsOf } from "./user-bids";

describe("a person's pending bids (N-009)", () => {
  const userId = 7;
  it("lists bids without a seat, soonest first, and says which can be assigned now", () => {
    const later = buildOpenShift({ id: 1, date: "2026-12-20", bidders: [userId], assignees: [], opening: 1 });
    const sooner = buildOpenShift({
      id: 2,
      date: "2026-12-10",
      bidders: [userId, 8],
      assignees: [8],
      opening: 1,
    });
    const seated = buildOpenShift({ id: 3, date: "2026-12-11", bidders: [userId], assignees: [userId] });
    const closed = buildOpenShift({ id: 4, date: "2026-12-12", bidders: [userId], biddingClosed: true });
    const others = buildOpenShift({ id: 5, date: "2026-12-13", bidders: [8], assignees: [] });
    const bids = pendingBidsOf([later, sooner, seated, closed, others], userId);
    expect(bids.map((bid) => [bid.openShift.id, bid.assignable])).toEqual([
      [2, false],
      [4, false],
      [1, true],
    ]);
  });
});
