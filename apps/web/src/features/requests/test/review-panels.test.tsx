import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, type FakeServer, signedInServer } from "../../../test/fake-server";
import { buildSessionUser } from "../../../test/factories";
import { renderApp } from "../../../test/render-app";
import { buildShift, scheduleHospital, shiftsPage } from "../../../test/schedule-fixtures";
import { storeSession } from "../../../test/tokens";
import {
  buildApproval,
  buildEventRequest,
  buildShiftRequest,
  buildSwap,
  detailJson,
  resultJson,
  summariesPage,
} from "./fixtures";

const LONG = { timeout: 10_000 };

function serve(extra: (server: FakeServer) => void) {
  const server = signedInServer("ops", { hospital: scheduleHospital(), user: buildSessionUser("ops") })
    .on("GET", "/api/approvals/", { body: summariesPage([]) })
    .on("GET", "/api/approvals/count/", { body: { count: 1 } })
    .on("GET", "/api/shifts/", { body: shiftsPage([buildShift(21, "2026-02-10")]) });
  extra(server);
  storeSession();
  window.localStorage.setItem("active-department-id", "3");
  return server;
}

const panel = () => screen.findByRole("complementary", { name: "Request review" }, LONG);

describe("time off review", () => {
  it("shows the requester, the dates and the shift they overlap, and approves naming the requester", async () => {
    const event = buildEventRequest();
    const server = serve((s) =>
      s
        .on("GET", "/api/events/51/request/", { body: detailJson(event) })
        .on("PATCH", "/api/events/51/approve/", { body: resultJson({ ...event, state: "approved" }) }),
    );
    const view = renderApp("/requests?type=event&id=51");
    const review = await panel();
    expect(await within(review).findByText("Omar Baker")).toBeVisible();
    expect(within(review).getByText("RN · FT")).toBeVisible();
    expect(within(review).getByText("Vacation")).toBeVisible();
    expect(
      within(review)
        .getAllByText(/^2026\/02\/1[01]$/)
        .map((chip) => chip.textContent),
    ).toEqual(["2026/02/10", "2026/02/11"]);
    expect(await within(review).findByText(/1 shift falls on these dates/)).toBeVisible();
    const shiftsQuery = server.calls("GET", "/api/shifts/").at(-1)?.query;
    expect(shiftsQuery?.get("assignee_id")).toBe("21");
    expect(shiftsQuery?.get("between")).toBe("2026-02-10,2026-02-11");

    const counted = server.calls("GET", "/api/approvals/count/").length;
    await userEvent.click(within(review).getByRole("button", { name: "Approve" }));
    expect(within(review).getByText(/Approve Omar's time off \(Vacation\)\?/)).toBeVisible();
    await userEvent.click(within(review).getByRole("button", { name: "Approve" }));

    await waitFor(() => expect(server.calls("PATCH", "/api/events/51/approve/")).toHaveLength(1));
    expect(server.calls("PATCH", "/api/events/51/approve/")[0]?.body).toEqual({});
    expect(await screen.findByText("The request is approved.")).toBeVisible();
    await waitFor(() => expect(server.calls("GET", "/api/approvals/count/").length).toBeGreaterThan(counted));
    expect(await within(review).findByText(/^Approved by/)).toBeVisible();
    view.unmount();
  });

  it("reloads the open review when a live approval update names it, and only then", async () => {
    const event = buildEventRequest();
    const server = serve((s) => s.on("GET", "/api/events/51/request/", { body: detailJson(event) }));
    const view = renderApp("/requests?type=event&id=51");
    await within(await panel()).findByText("Omar Baker");
    const reads = () => server.calls("GET", "/api/events/51/request/").length;
    const before = reads();
    const send = (message: unknown) =>
      act(() => {
        for (const socket of view.sockets.all) socket.send(message);
      });
    // Another request's update is handled (the lists reload) without reloading this one.
    const lists = () => server.calls("GET", "/api/approvals/count/").length;
    const listed = lists();
    send({
      content_type: "approval",
      action: "updated",
      id: 9,
      associated_content_type: "swap",
      associated_object_id: 51,
    });
    await waitFor(() => expect(lists()).toBeGreaterThan(listed));
    expect(reads()).toBe(before);
    send({
      content_type: "approval",
      action: "updated",
      id: 10,
      associated_content_type: "event",
      associated_object_id: 51,
    });
    await waitFor(() => expect(reads()).toBe(before + 1));
    view.unmount();
  });
});

describe("swap review", () => {
  it("asks before approving a request with errors, with a dialog that stays until answered", async () => {
    const swap = buildSwap({
      errors: [{ validator: "OvertimeValidator", priority: 150, error_data: { "23": ["2026-02-08"] } }],
    });
    const server = serve((s) =>
      s
        .on("GET", "/api/swaps/31/", { body: detailJson(swap) })
        .on("PATCH", "/api/swaps/31/approve/", { body: resultJson({ ...swap, state: "approved" }) }),
    );
    const view = renderApp("/requests?type=swap&id=31");
    const review = await panel();
    expect(await within(review).findByText("1 kind of problem if approved.")).toBeVisible();
    await userEvent.click(within(review).getByRole("button", { name: "Show" }));
    const errors = await screen.findByRole("dialog", { name: "Problems after approval" });
    expect(within(errors).getByText("Brooklyn Campbell")).toBeVisible();
    expect(within(errors).getByText("2026/02/08")).toBeVisible();
    await userEvent.click(within(errors).getByRole("button", { name: "Close" }));

    await userEvent.click(within(review).getByRole("button", { name: "Approve" }));
    await userEvent.click(within(review).getByRole("button", { name: "Approve" }));
    const warning = await screen.findByRole("dialog", { name: "Approve request with errors" });
    await userEvent.keyboard("{Escape}");
    expect(warning).toBeInTheDocument();
    await userEvent.click(within(warning).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.calls("PATCH", "/api/swaps/31/approve/")).toHaveLength(0);

    await userEvent.click(within(review).getByRole("button", { name: "Approve" }));
    const again = await screen.findByRole("dialog", { name: "Approve request with errors" });
    await userEvent.click(within(again).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(server.calls("PATCH", "/api/swaps/31/approve/")).toHaveLength(1));
    view.unmount();
  });

  it("sends an awaiting swap to the director, and shows an approved one with the shifts exchanged", async () => {
    const swap = buildSwap();
    const server = serve((s) =>
      s
        .on("GET", "/api/swaps/31/", { body: detailJson(swap) })
        .on("PATCH", "/api/swaps/31/request_director_approval/", {
          body: resultJson({ ...swap, state: "pending_director_approval" }),
        }),
    );
    const view = renderApp("/requests?type=swap&id=31");
    const review = await panel();
    const requester = await within(review).findByRole("region", { name: "Requester" });
    expect(within(requester).getByText("Omar Baker")).toBeVisible();
    expect(within(requester).getByText("Tuesday Feb 10, 2026")).toBeVisible();
    await userEvent.click(within(review).getByRole("button", { name: "Ask the director" }));
    await waitFor(() =>
      expect(server.calls("PATCH", "/api/swaps/31/request_director_approval/")).toHaveLength(1),
    );
    expect(await screen.findByText("The request went to the director for approval.")).toBeVisible();
    expect(await within(review).findByText("Awaiting director")).toBeVisible();
    view.unmount();
  });

  it("shows who holds an approved swap's shifts now", async () => {
    const approved = buildSwap({
      state: "approved",
      approvals: [
        buildApproval({ state: "approved", approved: true, modifiedOn: "2026-02-04T15:30:00.000Z" }),
      ],
    });
    serve((s) => s.on("GET", "/api/swaps/31/", { body: detailJson(approved) }));
    const view = renderApp("/requests?type=swap&id=31");
    const review = await panel();
    const requester = await within(review).findByRole("region", { name: "Requester" });
    expect(within(requester).getByText("Thursday Feb 12, 2026")).toBeVisible();
    expect(
      within(review).getByText("Approved by Hopper, Grace (Gigi) on Feb 4, 2026 at 07:30"),
    ).toBeVisible();
    expect(within(review).queryByRole("button", { name: "Approve" })).toBeNull();
    view.unmount();
  });
});

describe("shift request review", () => {
  it("rejects with a reason, counting its characters", async () => {
    const giveaway = buildShiftRequest();
    const server = serve((s) =>
      s
        .on("GET", "/api/shift-requests/41/", { body: detailJson(giveaway) })
        .on("PATCH", "/api/shift-requests/41/reject/", {
          body: resultJson({ ...giveaway, state: "rejected" }),
        }),
    );
    const view = renderApp("/requests?type=shiftrequest&id=41");
    const review = await panel();
    expect(await within(review).findByRole("region", { name: "Given to" })).toHaveTextContent(
      "Brooklyn Campbell",
    );
    await userEvent.click(within(review).getByRole("button", { name: "Reject" }));
    expect(within(review).getByText("Everyone involved in the request can read this comment.")).toBeVisible();
    await userEvent.type(within(review).getByRole("textbox", { name: "Reason" }), "Short staffed");
    expect(within(review).getByText("13/1000")).toBeVisible();
    await userEvent.click(within(review).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(server.calls("PATCH", "/api/shift-requests/41/reject/")).toHaveLength(1));
    expect(server.calls("PATCH", "/api/shift-requests/41/reject/")[0]?.body).toEqual({
      comments: "Short staffed",
    });
    expect(await screen.findByText("The request is rejected.")).toBeVisible();
    view.unmount();
  });

  it("lets another manager take over a request someone else holds", async () => {
    const held = buildShiftRequest({ approvals: [buildApproval({ reviewerId: 22 })] });
    const server = serve((s) =>
      s
        .on("GET", "/api/shift-requests/41/", { body: detailJson(held) })
        .on("PATCH", "/api/shift-requests/41/take_over/", {
          body: resultJson({ ...held, approvals: [buildApproval({ reviewerId: 11 })] }),
        }),
    );
    const view = renderApp("/requests?type=shiftrequest&id=41");
    const review = await panel();
    expect(await within(review).findByText(/Amelia Chavez is reviewing this request/)).toBeVisible();
    expect(within(review).getByText(/^Submitted /)).toBeVisible();
    expect(within(review).queryByRole("button", { name: "Approve" })).toBeNull();
    await userEvent.click(within(review).getByRole("button", { name: "Take over" }));
    await waitFor(() => expect(server.calls("PATCH", "/api/shift-requests/41/take_over/")).toHaveLength(1));
    expect(await within(review).findByRole("button", { name: "Approve" })).toBeVisible();
    expect(within(review).queryByRole("button", { name: "Take over" })).toBeNull();
    view.unmount();
  });

  it("says the request changed meanwhile on a 412 and shows it as it is now", async () => {
    const giveaway = buildShiftRequest();
    const server = serve((s) =>
      s.on("GET", "/api/shift-requests/41/", { body: detailJson(giveaway) }).on(
        "PATCH",
        "/api/shift-requests/41/approve_giveaway/",
        apiError(412, "precondition_failed", "This request no longer awaits review.", {
          detail_key: "errors.precondition.request_not_pending",
        }),
      ),
    );
    const view = renderApp("/requests?type=shiftrequest&id=41");
    const review = await panel();
    await within(review).findByRole("region", { name: "Given to" });
    const reads = () => server.calls("GET", "/api/shift-requests/41/").length;
    const before = reads();
    await userEvent.click(within(review).getByRole("button", { name: "Approve" }));
    expect(within(review).getByText(/Approve Omar's giveaway\?/)).toBeVisible();
    await userEvent.click(within(review).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("The request changed meanwhile. It is shown as it is now.")).toBeVisible();
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    view.unmount();
  });

  it("asks who takes a giveaway left open, with the staff picker, and sends the choice", async () => {
    const open = buildShiftRequest({ newAssigneeId: null });
    const server = serve((s) =>
      s
        .on("GET", "/api/shift-requests/41/", { body: detailJson(open) })
        .on("GET", "/api/shifts/last/", { body: {} })
        .on("PATCH", "/api/shift-requests/41/approve_giveaway/", {
          body: resultJson({ ...open, state: "approved", newAssigneeId: 23 }),
        }),
    );
    const view = renderApp("/requests?type=shiftrequest&id=41");
    const review = await panel();
    expect(await within(review).findByText(/left the choice of colleague to the reviewer/)).toBeVisible();
    await userEvent.click(within(review).getByRole("button", { name: "Approve" }));
    await userEvent.click(within(review).getByRole("button", { name: "Approve" }));
    expect(await within(review).findByRole("alert")).toHaveTextContent("Choose who takes the shift.");
    expect(server.calls("PATCH", "/api/shift-requests/41/approve_giveaway/")).toHaveLength(0);

    const people = await within(review).findByRole("list", { name: "Staff" });
    await userEvent.click(await within(people).findByRole("button", { name: /Brooklyn Campbell/ }));
    await userEvent.click(within(review).getByRole("button", { name: "Approve" }));
    await waitFor(() =>
      expect(server.calls("PATCH", "/api/shift-requests/41/approve_giveaway/")).toHaveLength(1),
    );
    expect(server.calls("PATCH", "/api/shift-requests/41/approve_giveaway/")[0]?.body).toEqual({
      new_assignee_id: 23,
    });
    view.unmount();
  });

  it("shows a reschedule's dates and a split's parts", async () => {
    const reschedule = buildShiftRequest({
      id: 42,
      requestType: "reschedule",
      newAssigneeId: null,
      date: "2026-02-14",
    });
    const split = buildShiftRequest({
      id: 43,
      requestType: "split",
      newAssigneeId: null,
      splits: [
        { id: 8, assigneeId: 21, startTime: "07:00:00", endTime: "13:00:00" },
        { id: 9, assigneeId: 22, startTime: "13:00:00", endTime: "19:00:00" },
      ],
    });
    serve((s) =>
      s
        .on("GET", "/api/shift-requests/42/", { body: detailJson(reschedule) })
        .on("GET", "/api/shift-requests/43/", { body: detailJson(split) }),
    );
    const view = renderApp("/requests?type=shiftrequest&id=42");
    const moved = await within(await panel()).findByRole("region", { name: "Moved to" });
    expect(moved).toHaveTextContent("Feb 10, 2026");
    expect(moved).toHaveTextContent("Feb 14, 2026");
    view.unmount();

    const next = renderApp("/requests?type=shiftrequest&id=43");
    const parts = await within(await panel()).findByRole("region", { name: "Parts" });
    expect(parts).toHaveTextContent("Omar Baker");
    expect(parts).toHaveTextContent("07:00–13:00");
    expect(parts).toHaveTextContent("Amelia Chavez");
    expect(parts).toHaveTextContent("13:00–19:00");
    next.unmount();
  });
});
