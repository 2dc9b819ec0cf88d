import { describe, expect, it } from "vitest";
import { buildApproval, buildEventRequest, buildShiftRequest, buildSwap } from "../test/fixtures";
import { badgeText, listQuery, NO_FILTERS } from "./list-options";
import { readRequestRef, withRequestRef } from "./request-ref";
import { datesWithErrors, outcomeOf } from "./request-view";
import { approveBody, EMPTY_NOTES, flagIds, noteTargets } from "./review-notes";
import { flagMatches } from "../components/NotesFields";

describe("request list query", () => {
  it.each([
    ["giveaway", { request_types: "giveaway", order_by: "-created_on", pending: undefined }],
    ["pending", { request_types: undefined, order_by: "-created_on", pending: "true" }],
    [
      "history",
      {
        request_types: undefined,
        order_by: "-modified_on",
        assoc_content_states: "approved,rejected,withdrawn,withdrawn_before_approval,expired",
      },
    ],
  ] as const)("%s", (tab, expected) => {
    expect(listQuery({ ...NO_FILTERS, tab, page: 1 })).toMatchObject({
      ...expected,
      page: 1,
      page_size: 100,
    });
  });

  it("sends the filters, keeping states to those of the tab", () => {
    const query = listQuery({
      tab: "pending",
      page: 3,
      departmentIds: [2, 3],
      requesterName: "  baker ",
      states: ["approved", "pending_director_approval"],
      assignedToMe: true,
    });
    expect(query).toMatchObject({
      dept_ids: "2,3",
      created_by_name: "baker",
      assoc_content_states: "pending_director_approval",
      assigned_to_me: "true",
      page: 3,
    });
  });

  it.each([
    [0, null],
    [1, "1"],
    [99, "99"],
    [100, "99+"],
    [2500, "99+"],
  ])("badge for %i reads %s", (count, text) => expect(badgeText(count)).toBe(text));
});

describe("request in the address", () => {
  it("reads and writes ?type=&id=, refusing what is not a request", () => {
    expect(readRequestRef(new URLSearchParams("type=swap&id=12"))).toEqual({ contentType: "swap", id: 12 });
    expect(readRequestRef(new URLSearchParams("type=shift&id=12"))).toBeNull();
    expect(readRequestRef(new URLSearchParams("type=event&id=-1"))).toBeNull();
    expect(readRequestRef(new URLSearchParams("type=event&id=1.5"))).toBeNull();
    const written = withRequestRef(new URLSearchParams("tab=swap"), { contentType: "event", id: 4 });
    expect(written.toString()).toBe("tab=swap&type=event&id=4");
    expect(withRequestRef(written, null).toString()).toBe("tab=swap");
  });
});

describe("review notes", () => {
  it("keeps only whole row ids of flags, once each", () => {
    expect(flagIds([3, "4", 3, 0, -2, 1.5, null, 7])).toEqual([3, 7]);
  });

  it("searches flags by name or short code, whatever the case", () => {
    const flag = { name: "Float", shortCode: "FL" };
    expect(flagMatches(flag, "fl")).toBe(true);
    expect(flagMatches(flag, "OAT")).toBe(true);
    expect(flagMatches(flag, "x")).toBe(false);
  });

  it("keys a swap's notes by the original shift, leaving empty ones out", () => {
    const swap = buildSwap();
    const keys = noteTargets(swap).map((target) => target.key);
    expect(keys).toEqual(["original_5101", "new_5101", "original_5102", "new_5102"]);
    const body = approveBody(
      swap,
      {
        new_5101: { flags: [71], comments: "Welcome", internalComments: "" },
        original_5102: { ...EMPTY_NOTES, internalComments: "Checked" },
      },
      null,
    );
    expect(body).toEqual({
      kind: "swap",
      body: {
        newFlags: { "5101": [71] },
        newComments: { "5101": "Welcome" },
        originalInternalComments: { "5102": "Checked" },
        originalComments: undefined,
        originalFlags: undefined,
        newInternalComments: undefined,
      },
    });
  });

  it("names the receiver only when the giveaway left the choice to the reviewer", () => {
    const open = buildShiftRequest({ newAssigneeId: null });
    expect(approveBody(open, {}, 22)).toMatchObject({ kind: "giveaway", body: { newAssigneeId: 22 } });
    expect(approveBody(buildShiftRequest(), {}, 22)).toMatchObject({ body: { newAssigneeId: undefined } });
  });

  it("keys a split's notes by part id and sends an event's notes once", () => {
    const split = buildShiftRequest({
      requestType: "split",
      splits: [
        { id: 8, assigneeId: 21, startTime: "07:00:00", endTime: "13:00:00" },
        { id: 9, assigneeId: 22, startTime: "13:00:00", endTime: "19:00:00" },
      ],
    });
    expect(
      approveBody(split, { part_9: { flags: [71], comments: "", internalComments: "x" } }, null),
    ).toEqual({
      kind: "split",
      body: { flags: { "9": [71] }, splitComments: undefined, splitInternalComments: { "9": "x" } },
    });
    expect(
      approveBody(
        buildEventRequest(),
        { event: { flags: [], comments: "Enjoy", internalComments: "" } },
        null,
      ),
    ).toEqual({
      kind: "event",
      body: { flags: undefined, comments: "Enjoy", internalComments: undefined },
    });
  });
});

describe("request view", () => {
  it("reads the outcome from the current review step", () => {
    expect(outcomeOf(buildSwap())).toBeNull();
    const rejected = buildSwap({
      state: "rejected",
      approvals: [
        buildApproval({
          state: "rejected",
          approved: false,
          reviewerId: 11,
          comments: "Short staffed",
          modifiedOn: "2026-02-04T15:30:00.000Z",
        }),
      ],
    });
    expect(outcomeOf(rejected)).toEqual({
      kind: "rejected",
      by: 11,
      on: "2026-02-04T15:30:00.000Z",
      comments: "Short staffed",
    });
    expect(outcomeOf(buildSwap({ state: "expired" }))?.kind).toBe("expired");
  });

  it("finds the dates with findings for one person", () => {
    const request = buildEventRequest({
      errors: [
        {
          validator: "OvertimeValidator",
          priority: 150,
          error_data: { "21": ["2026-02-08"], "22": ["2026-02-01"] },
        },
      ],
    });
    expect([...datesWithErrors(request, 21)]).toEqual(["2026-02-08"]);
  });
});
