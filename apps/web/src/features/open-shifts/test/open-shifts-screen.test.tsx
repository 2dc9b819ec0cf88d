import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, signedInServer } from "../../../test/fake-server";
import { buildSessionUser } from "../../../test/factories";
import { renderApp } from "../../../test/render-app";
import { scheduleHospital, shiftsPage } from "../../../test/schedule-fixtures";
import { storeSession } from "../../../test/tokens";
import { buildOpenShift, openShiftJson, openShiftsPage } from "./fixtures";

const bidders = [
  { userId: 21, fullName: "Omar Baker", bidOn: "2026-02-02T08:00:00.000Z", assignedOn: null, shiftId: null },
  {
    userId: 23,
    fullName: "Brooklyn Campbell",
    bidOn: "2026-02-02T09:00:00.000Z",
    assignedOn: null,
    shiftId: null,
  },
];

function serve(shift = buildOpenShift({ bidders: [21, 23], participants: bidders })) {
  const server = signedInServer("ops", { hospital: scheduleHospital(), user: buildSessionUser("ops") })
    .on("GET", "/api/open-shifts/", { body: openShiftsPage([shift]) })
    .on("GET", "/api/open-shifts/count/", { body: { count: 1, bids: 2 } })
    .on("GET", `/api/open-shifts/${shift.id}/`, { body: openShiftJson(shift) })
    .on("GET", "/api/notification-receipts/recipients/", {
      body: {
        count: 2,
        next: null,
        previous: null,
        results: [
          {
            receipt_id: 1,
            recipient_id: 21,
            full_name: "Omar Baker",
            delivered_on: "2026-02-01T10:00:05.000Z",
            last_read_on: "2026-02-01T11:00:00.000Z",
            message_key: "notifications.open_shift_new",
            message_params: { date: "2026-02-10" },
          },
          {
            receipt_id: 2,
            recipient_id: 22,
            full_name: "Amelia Chavez",
            delivered_on: null,
            last_read_on: null,
            message_key: "notifications.open_shift_new",
            message_params: { date: "2026-02-10" },
          },
        ],
      },
    })
    .on("GET", "/api/shifts/", { body: shiftsPage([]) })
    .on("GET", "/api/shifts/last/", { body: {} });
  storeSession();
  window.localStorage.setItem("active-department-id", "3");
  return { server, shift };
}

describe("open shifts screen", () => {
  it("lists the department's pending open shifts as cards with seats and bids, and opens one's details", async () => {
    const { server, shift } = serve();
    renderApp("/openshifts");

    const card = await screen.findByRole(
      "button",
      { name: /Open shift Tuesday Feb 10, 2026/ },
      { timeout: 10_000 },
    );
    expect(within(card).getByText("Needs 2")).toBeInTheDocument();
    expect(within(card).getByText("2 bids")).toBeInTheDocument();
    // Bids reaching the seats show a mark, not only a colour.
    expect(within(card).getByTestId("CheckCircleOutlinedIcon")).toBeInTheDocument();
    const listCall = server.calls("GET", "/api/open-shifts/")[0];
    expect(listCall).toBeDefined();

    await userEvent.click(card);
    const panel = await screen.findByRole("complementary", { name: "Open shift" });
    expect(await within(panel).findByText("2 needed, 2 left")).toBeInTheDocument();
    expect(window.location.search).toBe(`?id=${shift.id}`);
    // Recipients: one unread, one read, each with its times.
    expect(await within(panel).findByRole("tab", { name: "Unread (1)" })).toBeInTheDocument();
    expect(within(panel).getByRole("tab", { name: "Read (1)" })).toBeInTheDocument();
    expect(within(panel).getByText("Amelia Chavez")).toBeInTheDocument();
  });

  it("seats chosen bidders and shows the assignment checks' warnings without blocking", async () => {
    const { server, shift } = serve();
    server.on("POST", `/api/open-shifts/${shift.id}/assign/`, {
      body: {
        open_shift: openShiftJson({ ...shift, assignees: [23], seatsLeft: 1 }),
        warnings: [{ user_id: 23, warnings: [{ code: "time_conflict", dates: ["2026-02-10"] }] }],
      },
    });
    renderApp(`/openshifts?id=${shift.id}`);

    const panel = await screen.findByRole("complementary", { name: "Open shift" });
    const assign = await within(panel).findByRole("button", { name: "Assign 0" });
    expect(assign).toBeDisabled();
    await userEvent.click(within(panel).getByRole("checkbox", { name: /Brooklyn Campbell/ }));
    await userEvent.click(within(panel).getByRole("button", { name: "Assign 1" }));

    await waitFor(() => expect(server.calls("POST", `/api/open-shifts/${shift.id}/assign/`)).toHaveLength(1));
    expect(server.calls("POST", `/api/open-shifts/${shift.id}/assign/`)[0]?.body).toEqual({
      assignees: [],
      selected_bidders: [23],
    });
    expect(await within(panel).findByText(/Already working at that time \(Feb 10\)/)).toBeInTheDocument();
  });

  it("never lets more bidders be chosen than seats are left", async () => {
    const shift = buildOpenShift({ opening: 1, seatsLeft: 1, bidders: [21, 23], participants: bidders });
    serve(shift);
    renderApp(`/openshifts?id=${shift.id}`);

    const panel = await screen.findByRole("complementary", { name: "Open shift" });
    await userEvent.click(await within(panel).findByRole("checkbox", { name: /Omar Baker/ }));
    expect(within(panel).getByRole("checkbox", { name: /Brooklyn Campbell/ })).toBeDisabled();
  });

  it("says the open shift changed meanwhile when closing answers 412, and reloads it", async () => {
    const shift = buildOpenShift({ bidders: [21], participants: bidders.slice(0, 1) });
    const { server } = serve(shift);
    server.on(
      "POST",
      `/api/open-shifts/${shift.id}/close/`,
      apiError(412, "precondition_failed", "This open shift is no longer open."),
    );
    renderApp(`/openshifts?id=${shift.id}`);

    const panel = await screen.findByRole("complementary", { name: "Open shift" });
    const reads = () => server.calls("GET", `/api/open-shifts/${shift.id}/`).length;
    await within(panel).findByText("2 needed, 2 left");
    const before = reads();
    await userEvent.click(within(panel).getByRole("button", { name: "Close bidding" }));
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Close bidding" }),
    );

    expect(await screen.findByText(/changed meanwhile/)).toBeInTheDocument();
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it("says an open shift deleted meanwhile is gone rather than failing", async () => {
    const { server } = serve();
    server.on("GET", "/api/open-shifts/999/", apiError(404, "not_found", "Open shift not found."));
    renderApp("/openshifts?id=999");

    const panel = await screen.findByRole("complementary", { name: "Open shift" });
    expect(
      await within(panel).findByText("This open shift no longer exists: it was deleted."),
    ).toBeInTheDocument();
  });
});
