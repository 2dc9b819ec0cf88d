import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeServer, signedInServer } from "../../../test/fake-server";
import { buildSessionUser } from "../../../test/factories";
import { currentPath, renderApp } from "../../../test/render-app";
import { DAY } from "../../../test/schedule-fixtures";
import { storeSession } from "../../../test/tokens";
import {
  buildApproval,
  buildSummary,
  detailJson,
  NURSE,
  requestedShift,
  requestsHospital,
  setToday,
  summariesPage,
  VACATION,
} from "./fixtures";

beforeEach(setToday);

function serve(rows: ReturnType<typeof buildSummary>[]): FakeServer {
  const server = signedInServer("staff", {
    hospital: requestsHospital(),
    user: buildSessionUser("staff"),
  }).on("GET", "/api/approvals/", { body: summariesPage(rows) });
  storeSession();
  return server;
}

const card = (name: RegExp) => screen.findByRole("article", { name });

describe("the nurse's requests", () => {
  it("lists them with their states, awaiting review first, from her own requests", async () => {
    const server = serve([
      buildSummary({ requestType: "giveaway", state: "pending_scheduler_approval", dates: ["2026-02-10"] }),
      buildSummary({
        contentType: "event",
        requestType: "event",
        state: "approved",
        typeId: VACATION,
        dates: ["2026-02-16", "2026-02-17"],
      }),
      buildSummary({
        contentType: "swap",
        requestType: "swap",
        state: "pending_director_approval",
        counterpartId: 21,
        dates: ["2026-02-12"],
      }),
      buildSummary({ requestType: "reschedule", state: "rejected", dates: ["2026-02-20"] }),
      buildSummary({ requestType: "split", state: "withdrawn_before_approval", dates: ["2026-02-22"] }),
      buildSummary({ requestType: "giveaway", state: "expired", dates: ["2026-01-20"] }),
    ]);
    renderApp("/requests/mine");

    const awaiting = await screen.findByRole("region", { name: "Awaiting review" });
    const states = (region: HTMLElement) =>
      within(region)
        .getAllByRole("article")
        .map((article) => article.querySelector("[data-state]")?.textContent);
    expect(states(awaiting)).toEqual(["Pending", "Under review"]);
    expect(states(screen.getByRole("region", { name: "Decided" }))).toEqual([
      "Approved",
      "Rejected",
      "Withdrawn",
      "Expired",
    ]);
    expect(await card(/Time off · Feb 16 – Feb 17, 2026 \(2 days\)/)).toHaveTextContent("Vacation");
    expect(await card(/Swap · Feb 12, 2026/)).toHaveTextContent("With Omar Baker");
    expect(await card(/Give away · Feb 10, 2026/)).toHaveTextContent("To the department");

    const query = server.calls("GET", "/api/approvals/")[0]?.query;
    expect(query?.get("mine")).toBe("true");
    expect(query?.get("order_by")).toBe("-created_on");
    // Withdraw is offered while it awaits review or once approved, never after a rejection.
    expect(
      within(await card(/Give away · Feb 10/)).getByRole("button", { name: "Withdraw" }),
    ).toBeInTheDocument();
    expect(within(await card(/Time off/)).getByRole("button", { name: "Withdraw" })).toBeInTheDocument();
    expect(within(await card(/Move · Feb 20/)).queryByRole("button", { name: "Withdraw" })).toBeNull();
  });

  it("shows a swap proposed by a colleague without letting her withdraw it", async () => {
    serve([
      buildSummary({
        contentType: "swap",
        requestType: "swap",
        requesterId: 21,
        requesterName: "Omar Baker",
        counterpartId: NURSE,
      }),
    ]);
    renderApp("/requests/mine");
    const swap = await card(/Swap/);
    expect(swap).toHaveTextContent("From Omar Baker");
    expect(within(swap).queryByRole("button", { name: "Withdraw" })).toBeNull();
  });

  it("opens a decided request with the reviewer's comment", async () => {
    const summary = buildSummary({ requestType: "reschedule", state: "rejected", dates: ["2026-02-11"] });
    const server = serve([summary]);
    server.on("GET", `/api/shift-requests/${summary.id}/`, {
      body: detailJson({
        id: summary.id,
        contentType: "shiftrequest",
        requestType: "reschedule",
        state: "rejected",
        departmentId: 3,
        scheduleId: 900,
        title: "",
        comments: "Childcare that day",
        approvals: [
          buildApproval({
            approved: false,
            state: "rejected",
            comments: "We are short on the 11th.",
            modifiedBy: 22,
            modifiedOn: "2026-01-22T14:30:00.000Z",
          }),
        ],
        createdBy: NURSE,
        createdOn: "2026-01-20T10:00:00.000Z",
        modifiedBy: 22,
        modifiedOn: "2026-01-22T14:30:00.000Z",
        assigneeId: NURSE,
        shiftId: 5001,
        shift: requestedShift(5001, "2026-02-10"),
        newAssigneeId: null,
        date: "2026-02-11",
        splits: [],
        originData: { date: "2026-02-10", startTime: "07:00:00", endTime: "19:00:00" },
        errors: [],
      }),
    });
    renderApp("/requests/mine");
    const user = userEvent.setup();

    await user.click(within(await card(/Move/)).getByRole("button", { name: "Details" }));
    const dialog = await screen.findByRole("dialog", { name: "Move" });
    expect(await within(dialog).findByText("We are short on the 11th.")).toBeInTheDocument();
    expect(within(dialog).getByText("Childcare that day")).toBeInTheDocument();
    expect(within(dialog).getByText("Rejected")).toBeInTheDocument();
    expect(within(dialog).getByText(/by Amelia Chavez/)).toBeInTheDocument();
    expect(within(dialog).getAllByText("Tuesday Feb 10, 2026").length).toBeGreaterThan(0);
    expect(within(dialog).getByText("Wednesday Feb 11, 2026")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Withdraw" })).toBeNull();
    expect(currentPath()).toBe(`/requests/mine?kind=shiftrequest&id=${summary.id}`);
  });

  it("opens the request a link names, and time off with its dates", async () => {
    const summary = buildSummary({ contentType: "event", requestType: "event", typeId: VACATION });
    const server = serve([summary]);
    server.on("GET", `/api/events/${summary.id}/`, {
      body: {
        id: summary.id,
        type: "event",
        assignee_id: NURSE,
        department_id: 3,
        type_id: VACATION,
        type_name: "Vacation",
        dates: ["2026-02-17", "2026-02-16"],
        flags: [],
        title: "",
        comments: "",
        start_time: null,
        end_time: null,
        state: "pending_scheduler_approval",
        approvals: [
          {
            id: 3,
            approved: null,
            reviewer_id: 22,
            state: "pending_scheduler_approval",
            comments: "",
            created_by: NURSE,
            created_on: "2026-01-20T10:00:00.000Z",
            modified_by: NURSE,
            modified_on: "2026-01-20T10:00:00.000Z",
            notification_receipts: {},
          },
        ],
        created_by: NURSE,
        created_on: "2026-01-20T10:00:00.000Z",
        modified_by: NURSE,
        modified_on: "2026-01-20T10:00:00.000Z",
      },
    });
    renderApp(`/requests/mine?kind=event&id=${summary.id}`);

    const dialog = await screen.findByRole("dialog", { name: "Time off" });
    expect(await within(dialog).findByText("Waiting for Amelia Chavez to review it.")).toBeInTheDocument();
    const dates = within(dialog).getByLabelText("Dates");
    expect(dates).toHaveTextContent("Feb 16, 2026Feb 17, 2026");
    expect(within(dialog).getByRole("button", { name: "Withdraw" })).toBeInTheDocument();
  });

  it("withdraws one after confirming, and the list shows it withdrawn", async () => {
    const summary = buildSummary({ requestType: "giveaway" });
    let rows = [summary];
    const server = serve(rows);
    server.on("GET", "/api/approvals/", () => ({ body: summariesPage(rows) }));
    server.on("PATCH", `/api/shift-requests/${summary.id}/withdraw/`, () => {
      rows = [{ ...summary, state: "withdrawn_before_approval" }];
      return { body: {} };
    });
    renderApp("/requests/mine");
    const user = userEvent.setup();

    await user.click(within(await card(/Give away/)).getByRole("button", { name: "Withdraw" }));
    const confirm = await screen.findByRole("dialog", { name: "Withdraw this request?" });
    await user.click(within(confirm).getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.calls("PATCH", `/api/shift-requests/${summary.id}/withdraw/`)).toHaveLength(0);

    await user.click(within(await card(/Give away/)).getByRole("button", { name: "Withdraw" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Withdraw this request?" })).getByRole("button", {
        name: "Withdraw",
      }),
    );
    const decided = await screen.findByRole("region", { name: "Decided" });
    expect(await within(decided).findByText("Withdrawn")).toBeInTheDocument();
    expect(server.calls("PATCH", `/api/shift-requests/${summary.id}/withdraw/`)[0]?.body).toEqual({});
    expect(screen.getByText("The request was withdrawn.")).toBeInTheDocument();
  });

  it("refreshes when a review step changes on the live channel", async () => {
    const summary = buildSummary({
      contentType: "swap",
      requestType: "swap",
      counterpartId: 21,
      typeId: DAY,
    });
    let rows = [summary];
    const server = serve(rows);
    server.on("GET", "/api/approvals/", () => ({ body: summariesPage(rows) }));
    const { sockets } = renderApp("/requests/mine");

    const awaiting = await screen.findByRole("region", { name: "Awaiting review" });
    expect(within(awaiting).getByText("Pending")).toBeInTheDocument();
    const socket = sockets.of("/ws/updates/");
    act(() => socket?.open());
    rows = [{ ...summary, state: "approved" }];
    act(() =>
      socket?.send({
        content_type: "approval",
        action: "updated",
        id: 900,
        associated_content_type: "swap",
        associated_object_id: summary.id,
      }),
    );
    const decided = screen.getByRole("region", { name: "Decided" });
    expect(await within(decided).findByText("Approved")).toBeInTheDocument();
    expect(server.calls("GET", "/api/approvals/").length).toBeGreaterThanOrEqual(2);
  });

  it("is on the staff rail and, on a phone, in the bottom bar", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: /max-width:\s*767/.test(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }));
    serve([buildSummary()]);
    renderApp("/requests/mine");
    const navigation = await screen.findByRole("navigation", { name: "Main navigation" });
    expect(navigation.querySelector(".MuiBottomNavigation-root")).not.toBeNull();
    expect(within(navigation).getByRole("link", { name: "Requests" })).toHaveAttribute(
      "href",
      "/requests/mine",
    );
    // The cards and their actions are laid out for the phone's width: nothing is hidden.
    expect(within(await card(/Give away/)).getByRole("button", { name: "Withdraw" })).toBeVisible();
  });
});
