import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { signedInServer } from "../../../test/fake-server";
import { buildSessionUser } from "../../../test/factories";
import { renderApp } from "../../../test/render-app";
import {
  buildSchedule,
  buildShift,
  eventsPage,
  layOutGrid,
  scheduleHospital,
  scheduleJson,
  shiftsPage,
} from "../../../test/schedule-fixtures";
import { storeSession } from "../../../test/tokens";
import { buildSummary, buildSwap, detailJson, summaryJson } from "./fixtures";

beforeEach(() => layOutGrid());

describe("requests on the master schedule", () => {
  it("marks a swap awaiting review on both people's days and opens its review from the mark", async () => {
    const summary = buildSummary({
      id: 31,
      contentType: "swap",
      requestType: "swap",
      requesterId: 21,
      counterpartId: 23,
      dates: ["2026-02-10", "2026-02-12"],
    });
    const server = signedInServer("dept", { hospital: scheduleHospital(), user: buildSessionUser("dept") })
      .on("GET", "/api/schedules/", {
        body: { ...scheduleJson(buildSchedule("draft")), swaps: [summaryJson(summary)], shift_requests: [] },
      })
      .on("GET", "/api/shifts/", {
        body: shiftsPage([buildShift(21, "2026-02-10"), buildShift(23, "2026-02-12")]),
      })
      .on("GET", "/api/events/", { body: eventsPage([]) })
      .on("GET", "/api/approvals/count/", { body: { count: 1 } })
      .on("GET", "/api/swaps/31/", { body: detailJson(buildSwap()) });
    storeSession();
    window.localStorage.setItem("active-department-id", "3");
    renderApp("/scheduling/schedule");
    await screen.findByRole("grid", { name: "Master schedule" });
    // The schedule is asked for with its requests (only shifts and events are left out).
    expect(server.calls("GET", "/api/schedules/")[0]?.query.get("omit")).toBe("shifts,events");

    const cell = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-cell="21:2026-02-10"]');
      if (found?.querySelector('[data-request="swap:31"]') == null) throw new Error("mark not rendered");
      return found;
    });
    expect(cell).toHaveAccessibleName(/1 request awaiting review/);
    expect(document.querySelector('[data-cell="23:2026-02-12"] [data-request="swap:31"]')).not.toBeNull();
    const mark = cell.querySelector<HTMLElement>('[data-request="swap:31"]');
    if (mark === null) throw new Error("no mark");
    await userEvent.click(mark);

    await waitFor(() => expect(window.location.search).toContain("type=swap&id=31"));
    const heading = await screen.findByRole("heading", { name: "Swap request" });
    const panel = heading.closest<HTMLElement>("aside");
    if (panel === null) throw new Error("no panel");
    expect(await within(panel).findByRole("region", { name: "Swap partner" })).toHaveTextContent(
      "Brooklyn Campbell",
    );
    // The request's own schedule is the one shown: no way "to" it.
    expect(within(panel).queryByRole("button", { name: "Go to schedule" })).toBeNull();
    await userEvent.click(within(panel).getByRole("button", { name: "Close the request" }));
    await waitFor(() => expect(window.location.search).not.toContain("type=swap"));
  });
});
