import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, signedInServer } from "../../../test/fake-server";
import { buildSessionUser } from "../../../test/factories";
import { renderApp } from "../../../test/render-app";
import { buildShift, scheduleHospital, shiftJson } from "../../../test/schedule-fixtures";
import { storeSession } from "../../../test/tokens";
import { buildOpenShift, openShiftJson, openShiftsPage } from "./fixtures";

function serve(offers: ReturnType<typeof buildOpenShift>[]) {
  const user = buildSessionUser("staff");
  const server = signedInServer("staff", { hospital: scheduleHospital(), user })
    .on("GET", "/api/open-shifts/", { body: openShiftsPage(offers) })
    .on("GET", "/api/notification-receipts/", {
      body: { count: 0, next: null, previous: null, results: [], unread: 0 },
    });
  for (const offer of offers) server.on("GET", `/api/open-shifts/${offer.id}/preview/`, { body: [] });
  storeSession();
  return { server, user };
}

describe("open shifts offered to a nurse", () => {
  it("shows what taking a shift would do to their week before they bid, and places the bid", async () => {
    const offer = buildOpenShift();
    const { server } = serve([offer]);
    server.on("GET", `/api/open-shifts/${offer.id}/preview/`, {
      body: [{ code: "overtime", week_start: "2026-02-08", hours: 48, weekly_hours: 36 }],
    });
    server.on("POST", `/api/open-shifts/${offer.id}/bid/`, {
      body: openShiftJson({ ...offer, bidders: [11] }),
    });
    renderApp("/offers");

    const card = await screen.findByRole("article", { name: /Tuesday Feb 10, 2026/ });
    expect(await within(card).findByText("Week of Feb 8: 48 h, over the 36 h limit.")).toBeInTheDocument();
    expect(within(card).getByText(/12 h/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "Bid" }));

    expect(await screen.findByText(/Your bid is in/)).toBeInTheDocument();
    expect(server.calls("POST", `/api/open-shifts/${offer.id}/bid/`)).toHaveLength(1);
  });

  it("takes a first-come shift at once and confirms it is theirs", async () => {
    const offer = buildOpenShift({ fcfs: true });
    const { server } = serve([offer]);
    server.on("POST", `/api/open-shifts/${offer.id}/bid/`, {
      body: shiftJson(buildShift(11, offer.date, offer.typeId, { openShiftId: offer.id })),
    });
    renderApp("/offers");

    const card = await screen.findByRole("article", { name: /Tuesday Feb 10, 2026/ });
    await userEvent.click(within(card).getByRole("button", { name: "Take it" }));

    expect(await within(card).findByText("You have this shift. It is on your schedule.")).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Take it" })).not.toBeInTheDocument();
  });

  it("says a first-come shift is gone when the last seat went to someone else", async () => {
    const offer = buildOpenShift({ fcfs: true, seatsLeft: 1 });
    const { server } = serve([offer]);
    server.on(
      "POST",
      `/api/open-shifts/${offer.id}/bid/`,
      apiError(412, "precondition_failed", "This open shift is no longer available."),
    );
    renderApp("/offers");

    const card = await screen.findByRole("article", { name: /Tuesday Feb 10, 2026/ });
    await userEvent.click(within(card).getByRole("button", { name: "Take it" }));

    await waitFor(() =>
      expect(within(card).queryByRole("button", { name: "Take it" })).not.toBeInTheDocument(),
    );
    expect(within(card).getByText(/no longer available/)).toBeInTheDocument();
  });

  it("withdraws a bid already placed", async () => {
    const offer = buildOpenShift({ bidders: [11] });
    const { server } = serve([offer]);
    server.on("POST", `/api/open-shifts/${offer.id}/cancel_bid/`, {
      body: openShiftJson({ ...offer, bidders: [] }),
    });
    renderApp("/offers");

    const card = await screen.findByRole("article", { name: /Tuesday Feb 10, 2026/ });
    expect(within(card).getByText("You bid")).toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "Withdraw my bid" }));
    await waitFor(() =>
      expect(server.calls("POST", `/api/open-shifts/${offer.id}/cancel_bid/`)).toHaveLength(1),
    );
  });
});
