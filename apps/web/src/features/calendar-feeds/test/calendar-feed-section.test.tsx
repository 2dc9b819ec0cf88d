import { type CalendarFeed, calendarFeed, calendarFeedList, toWire } from "@rosterly/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type FakeServer, signedInServer } from "../../../test/fake-server";
import type { Role } from "../../../test/factories";
import { renderApp } from "../../../test/render-app";
import { storeSession } from "../../../test/tokens";

const SECRET_A = "A".repeat(43);
const SECRET_B = "B".repeat(43);

const feedOf = (secret: string, departmentId: number | null = null): CalendarFeed => ({
  kind: departmentId === null ? "personal" : "department",
  departmentId,
  path: `/cal/${secret}.ics`,
  createdOn: "2026-11-20T10:00:00.000Z",
  modifiedOn: "2026-11-20T10:00:00.000Z",
});

/** A server that keeps the person's feeds as the real one does: on, new link, off. */
function serve(role: Role): FakeServer {
  let feeds: CalendarFeed[] = [];
  storeSession();
  return signedInServer(role)
    .on("GET", "/api/calendar-feeds/", () => ({ body: toWire(calendarFeedList, { results: feeds }) }))
    .on("POST", "/api/calendar-feeds/personal/", () => {
      feeds = [feedOf(SECRET_A)];
      return { body: toWire(calendarFeed, feedOf(SECRET_A)) };
    })
    .on("POST", "/api/calendar-feeds/personal/regenerate/", () => {
      feeds = [feedOf(SECRET_B)];
      return { body: toWire(calendarFeed, feedOf(SECRET_B)) };
    })
    .on("DELETE", "/api/calendar-feeds/personal/", () => {
      feeds = [];
      return { status: 204 };
    });
}

describe("calendar feed on the own profile", () => {
  it("lets a nurse turn the feed on, copy and open its link, regenerate it and turn it off", async () => {
    const server = serve("staff");
    renderApp("/account/profile");
    const user = userEvent.setup();
    const section = await screen.findByRole("region", { name: "Calendar feed" });

    await user.click(await within(section).findByRole("button", { name: "Turn on calendar feed" }));
    const link = await within(section).findByRole("textbox", { name: "Private link" });
    expect(link).toHaveValue(`${window.location.origin}/cal/${SECRET_A}.ics`);
    expect(within(section).getByRole("link", { name: "Open in calendar app" })).toHaveAttribute(
      "href",
      `webcal://${window.location.host}/cal/${SECRET_A}.ics`,
    );

    await user.click(within(section).getByRole("button", { name: "Copy link" }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/cal/${SECRET_A}.ics`);

    await user.click(within(section).getByRole("button", { name: "New link" }));
    const dialog = await screen.findByRole("dialog", { name: "Make a new link?" });
    expect(server.calls("POST", "/api/calendar-feeds/personal/regenerate/")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "New link" }));
    await waitFor(() => expect(link).toHaveValue(`${window.location.origin}/cal/${SECRET_B}.ics`));

    await user.click(within(section).getByRole("button", { name: "Turn off" }));
    await waitFor(() => expect(server.calls("DELETE", "/api/calendar-feeds/personal/")).toHaveLength(1));
    expect(await within(section).findByRole("button", { name: "Turn on calendar feed" })).toBeInTheDocument();
    expect(server.calls("DELETE", "/api/calendar-feeds/personal/")).toHaveLength(1);
    // Staff manage no department: no department feed is offered.
    expect(within(section).queryByText(/Published schedule of/)).toBeNull();
  });

  it("keeps the link when regenerating is cancelled", async () => {
    const server = serve("staff");
    renderApp("/account/profile");
    const user = userEvent.setup();
    const section = await screen.findByRole("region", { name: "Calendar feed" });
    await user.click(await within(section).findByRole("button", { name: "Turn on calendar feed" }));
    await within(section).findByRole("textbox", { name: "Private link" });
    await user.click(within(section).getByRole("button", { name: "New link" }));
    const dialog = await screen.findByRole("dialog", { name: "Make a new link?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.calls("POST", "/api/calendar-feeds/personal/regenerate/")).toHaveLength(0);
  });

  it("offers a department manager the feed of the department they manage", async () => {
    serve("dept");
    renderApp("/account/profile");
    const section = await screen.findByRole("region", { name: "Calendar feed" });
    expect(
      await within(section).findByRole("heading", { name: "Published schedule of Medical-Surgical 4 West" }),
    ).toBeInTheDocument();
    expect(within(section).queryByRole("heading", { name: "Published schedule of Emergency" })).toBeNull();
  });
});
