import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, signedInServer } from "../../../test/fake-server";
import { buildSessionUser } from "../../../test/factories";
import { renderApp } from "../../../test/render-app";
import { buildShift, scheduleHospital, shiftsPage } from "../../../test/schedule-fixtures";
import { storeSession } from "../../../test/tokens";
import { buildSummary, summariesPage } from "./fixtures";

function serve(count = 3, total?: number) {
  const server = signedInServer("ops", { hospital: scheduleHospital(), user: buildSessionUser("ops") })
    .on("GET", "/api/approvals/", { body: summariesPage([buildSummary()], total) })
    .on("GET", "/api/approvals/count/", { body: { count } })
    .on("GET", "/api/shifts/", { body: shiftsPage([buildShift(21, "2026-02-10")]) });
  storeSession();
  window.localStorage.setItem("active-department-id", "3");
  return server;
}

const lastList = (server: ReturnType<typeof serve>) => server.calls("GET", "/api/approvals/").at(-1)?.query;

describe("requests screen", () => {
  it("lists giveaways first, newest first, 100 a page; history orders by last change", async () => {
    const server = serve();
    renderApp("/requests");
    expect(
      await screen.findByRole("button", { name: /Giveaway request from Omar Baker/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Giveaway" })).toHaveAttribute("aria-selected", "true");
    const first = lastList(server);
    expect(first?.get("request_types")).toBe("giveaway");
    expect(first?.get("order_by")).toBe("-created_on");
    expect(first?.get("page_size")).toBe("100");

    await userEvent.click(screen.getByRole("tab", { name: "History" }));
    await waitFor(() => expect(lastList(server)?.get("order_by")).toBe("-modified_on"));
    expect(lastList(server)?.get("request_types")).toBeNull();
    expect(lastList(server)?.get("assoc_content_states")).toBe(
      "approved,rejected,withdrawn,withdrawn_before_approval,expired",
    );

    await userEvent.click(screen.getByRole("tab", { name: "Pending" }));
    await waitFor(() => expect(lastList(server)?.get("pending")).toBe("true"));
  });

  it("goes back to page 1 when a filter changes, and filters by requester and assignment", async () => {
    const server = serve(3, 250);
    renderApp("/requests?tab=swap");
    await screen.findByRole("button", { name: /Giveaway request from Omar Baker/ });
    await userEvent.click(screen.getByRole("button", { name: "Go to page 3" }));
    await waitFor(() => expect(lastList(server)?.get("page")).toBe("3"));

    await userEvent.click(screen.getByRole("switch", { name: "Assigned to me" }));
    await waitFor(() => expect(lastList(server)?.get("assigned_to_me")).toBe("true"));
    expect(lastList(server)?.get("page")).toBe("1");
    expect(lastList(server)?.get("request_types")).toBe("swap");

    await userEvent.type(screen.getByRole("searchbox", { name: "Requester's name" }), "baker{Enter}");
    await waitFor(() => expect(lastList(server)?.get("created_by_name")).toBe("baker"));
  });

  it("shows 99+ on the Requests rail item above 99 pending requests", async () => {
    const server = serve(120);
    renderApp("/requests");
    const badge = await screen.findByLabelText("120 requests awaiting review", {});
    expect(badge).toHaveTextContent("99+");
    expect(server.calls("GET", "/api/approvals/count/")[0]?.query.get("pending")).toBe("true");
  });

  it("says the list could not be loaded when the server fails", async () => {
    serve().on("GET", "/api/approvals/", apiError(500, "error", "Server error."));
    renderApp("/requests");
    expect(await screen.findByText("The requests could not be loaded.", {})).toBeVisible();
  });

  it("opens a request's review from the list and keeps it in the address", async () => {
    const server = serve();
    server.on("GET", "/api/shift-requests/41/", {
      status: 404,
      body: { detail: "Not found.", code: "not_found" },
    });
    renderApp("/requests");
    await userEvent.click(await screen.findByRole("button", { name: /Giveaway request from Omar Baker/ }));
    await waitFor(() => expect(window.location.search).toContain("type=shiftrequest&id=41"));
    const panel = await screen.findByRole("complementary", { name: "Request review" });
    expect(await within(panel).findByText("This request no longer exists.")).toBeVisible();
    await userEvent.click(within(panel).getByRole("button", { name: "Close the request" }));
    await waitFor(() => expect(window.location.search).not.toContain("type="));
  });
});
