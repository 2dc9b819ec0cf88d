import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { buildReceipt, schedulePublished, serveReceipts } from "../../test/notification-fixtures";
import { signedInServer } from "../../test/fake-server";
import { currentPath, renderApp } from "../../test/render-app";
import { storeSession } from "../../test/tokens";

const NEW_SHIFT = "A new open shift on Dec 21, 2026 is open for bids.";
const NUDGE = "Reminder: the open shift on Dec 21, 2026 still needs staff. Bid on it if you can work it.";
const PUBLISHED = "The schedule for Jan 3, 2027 – Feb 13, 2027 was published.";
const ASSIGNED = "You were assigned the open shift on Dec 21, 2026. It is now on your schedule.";

const readsSchema = z.array(z.object({ id: z.number(), last_read_on: z.string() }));

const patches = (server: ReturnType<typeof signedInServer>) =>
  server.calls("PATCH", "/api/notification-receipts/mark_as_read/").map((call) => call.body);

/** The notification toasts on screen (top right), not the list items saying the same. */
const toastArea = () => document.querySelectorAll(".notistack-MuiContent");

describe("notification bell (management)", () => {
  it("shows the unread count, lists the notifications and opens one, marking it read", async () => {
    storeSession();
    const server = signedInServer("dept");
    serveReceipts(server, [
      buildReceipt({ id: 1 }),
      schedulePublished(2, true),
      buildReceipt({
        id: 3,
        messageKey: "notifications.open_shift_nudge",
        originData: {
          originatorInfo: null,
          contentType: "open shift",
          associatedContentType: "open shift",
          associatedObjectId: 78,
        },
      }),
    ]);
    renderApp("/account/profile");
    const user = userEvent.setup();

    const bell = await screen.findByRole("button", { name: "Notifications, 2 unread" });
    expect(within(bell).getByText("2")).toBeInTheDocument();
    await user.click(bell);

    const popover = await screen.findByRole("dialog", { name: "Notifications" });
    const list = within(popover).getByRole("list", { name: "Notifications, newest first" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("data-unread"))).toEqual(["true", "false", "true"]);
    expect(items[0]).toHaveTextContent(`Unread: ${NEW_SHIFT}`);
    expect(items[0]).toHaveTextContent("Sam Scheduler");
    expect(items[1]).toHaveTextContent(PUBLISHED);
    expect(items[1]).toHaveTextContent("Dana Director");
    expect(items[1]).not.toHaveTextContent("Unread");
    // A notice the server sent on its own says so instead of a person.
    expect(items[2]).toHaveTextContent(NUDGE);
    expect(items[2]).toHaveTextContent("Rosterly");
    expect(items[0]?.querySelector("time")).toHaveAttribute("datetime", "2026-11-20T09:00:00.000Z");

    await user.click(within(list).getByRole("button", { name: new RegExp(`^Unread: ${NEW_SHIFT}`) }));

    await waitFor(() => expect(currentPath()).toBe("/openshifts?id=77"));
    expect(screen.queryByRole("dialog", { name: "Notifications" })).not.toBeInTheDocument();
    await waitFor(() => expect(patches(server)).toEqual([[{ id: 1, last_read_on: expect.any(String) }]]));
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeInTheDocument();
  });

  it("caps the badge at 99+ and marks every unread notification read, also those not loaded", async () => {
    storeSession();
    const server = signedInServer("ops");
    const store = serveReceipts(
      server,
      Array.from({ length: 130 }, (_, index) => buildReceipt({ id: index + 1, read: index >= 120 })),
    );
    renderApp("/account/profile");
    const user = userEvent.setup();

    const bell = await screen.findByRole("button", { name: "Notifications, 120 unread" });
    expect(within(bell).getByText("99+")).toBeInTheDocument();
    await user.click(bell);
    const popover = await screen.findByRole("dialog", { name: "Notifications" });
    expect(await within(popover).findAllByRole("listitem")).toHaveLength(20);

    await user.click(within(popover).getByRole("button", { name: "Mark all read" }));

    await waitFor(() => expect(patches(server)).toHaveLength(2));
    const sent = patches(server).flatMap((body) => readsSchema.parse(body));
    // Two requests, as the server takes at most 100 reads at once.
    expect(patches(server).map((body) => readsSchema.parse(body).length)).toEqual([100, 20]);
    expect(sent.map((read) => read.id)).toEqual(Array.from({ length: 120 }, (_, index) => index + 1));
    expect(store.receipts.every((receipt) => receipt.lastReadOn !== null)).toBe(true);
    // The popover is modal, so the bar behind it is hidden from the accessibility tree meanwhile.
    expect(await screen.findByRole("button", { name: "Notifications", hidden: true })).toBeInTheDocument();
    expect(within(popover).getByRole("button", { name: "Mark all read" })).toBeDisabled();
    expect(within(popover).queryByText(/^Unread/)).not.toBeInTheDocument();
  });

  it("says so when there are none", async () => {
    storeSession();
    signedInServer("admin");
    renderApp("/account/profile");
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Notifications" }));
    const popover = await screen.findByRole("dialog", { name: "Notifications" });
    expect(await within(popover).findByText("You have no notifications.")).toBeInTheDocument();
    expect(within(popover).getByRole("button", { name: "Mark all read" })).toBeDisabled();
  });
});

describe("notifications page (staff)", () => {
  it("lists the nurse's notifications with the unread count on the rail, a page at a time", async () => {
    storeSession();
    const server = signedInServer("staff");
    serveReceipts(server, [
      buildReceipt({ id: 1 }),
      ...Array.from({ length: 24 }, (_, index) => schedulePublished(index + 2, true)),
    ]);
    renderApp("/notifications");
    const user = userEvent.setup();

    expect(await screen.findByRole("heading", { name: "Notifications", level: 1 })).toBeInTheDocument();
    const navigation = screen.getByRole("navigation", { name: "Main navigation" });
    const entry = within(navigation).getByRole("link", { name: /Notifications/ });
    expect(entry).toHaveAttribute("aria-current", "page");
    await waitFor(() => expect(within(entry).getByText("1")).toBeInTheDocument());
    // Staff read their notifications here: the top bar has no bell.
    expect(screen.queryByRole("button", { name: /^Notifications/ })).not.toBeInTheDocument();

    const list = await screen.findByRole("list", { name: "Notifications, newest first" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(20);
    await user.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(25));
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("marks one read without leaving, and opens a schedule notice on the nurse's schedule", async () => {
    storeSession();
    const server = signedInServer("staff");
    serveReceipts(server, [buildReceipt({ id: 1 }), schedulePublished(2)]);
    renderApp("/notifications");
    const user = userEvent.setup();

    const list = await screen.findByRole("list", { name: "Notifications, newest first" });
    const entry = within(screen.getByRole("navigation", { name: "Main navigation" })).getByRole("link", {
      name: /Notifications/,
    });
    await waitFor(() => expect(within(entry).getByText("2")).toBeInTheDocument());

    await user.click(within(list).getByRole("button", { name: `Mark as read: ${NEW_SHIFT}` }));
    await waitFor(() => expect(patches(server)).toEqual([[{ id: 1, last_read_on: expect.any(String) }]]));
    await waitFor(() => expect(within(entry).getByText("1")).toBeInTheDocument());
    expect(
      within(list).queryByRole("button", { name: `Mark as read: ${NEW_SHIFT}` }),
    ).not.toBeInTheDocument();
    expect(currentPath()).toBe("/notifications");

    await user.click(within(list).getByRole("button", { name: new RegExp(`^Unread: ${PUBLISHED}`) }));
    await waitFor(() => expect(currentPath()).toBe("/scheduling/staffschedule?date=2027-01-03"));
    expect(patches(server)).toHaveLength(2);
  });

  it("sends a nurse's open shift to the offers", async () => {
    storeSession();
    const server = signedInServer("staff");
    serveReceipts(server, [buildReceipt({ id: 1, read: true })]);
    renderApp("/notifications");
    const user = userEvent.setup();

    const list = await screen.findByRole("list", { name: "Notifications, newest first" });
    await user.click(within(list).getByRole("button", { name: new RegExp(`^${NEW_SHIFT}`) }));
    await waitFor(() => expect(currentPath()).toBe("/offers"));
    // It was read already: nothing to mark.
    expect(patches(server)).toEqual([]);
  });
});

describe("request notifications", () => {
  it("sends a nurse to her request, opened", async () => {
    storeSession();
    const server = signedInServer("staff");
    serveReceipts(server, [
      buildReceipt({
        id: 1,
        read: true,
        messageKey: "notifications.request_approved",
        messageParams: {
          dates: "2026-12-21",
          kind: "swap",
          requester: "Nora Quinn",
          content_type: "swap",
          request_id: 44,
        },
        originData: {
          originatorInfo: null,
          contentType: "approval",
          associatedContentType: "approval",
          associatedObjectId: 310,
        },
      }),
    ]);
    renderApp("/notifications");
    const user = userEvent.setup();

    const list = await screen.findByRole("list", { name: "Notifications, newest first" });
    await user.click(
      within(list).getByRole("button", {
        name: /^The swap request from Nora Quinn for Dec 21, 2026 was approved\./,
      }),
    );
    await waitFor(() => expect(currentPath()).toBe("/requests/mine?kind=swap&id=44"));
  });
});

describe("live notifications", () => {
  it("shows a new notification as a toast and refreshes the count", async () => {
    const { access } = storeSession();
    const server = signedInServer("staff");
    const store = serveReceipts(server, [buildReceipt({ id: 1, read: true })]);
    const { sockets } = renderApp("/notifications");

    await screen.findByRole("list", { name: "Notifications, newest first" });
    const socket = sockets.of("/ws/notifications/");
    expect(socket?.url).toBe(
      `ws://${window.location.host}/ws/notifications/?token=${encodeURIComponent(access)}`,
    );
    act(() => socket?.open());

    store.add(buildReceipt({ id: 2, level: "success", messageKey: "notifications.open_shift_assigned" }));
    act(() =>
      socket?.send({
        content_type: "notification receipt",
        action: "created",
        id: 1002,
        data: { message_key: "notifications.open_shift_assigned", level: "success" },
      }),
    );

    await waitFor(() => expect(toastArea()).toHaveLength(1));
    expect(toastArea()[0]).toHaveTextContent(ASSIGNED);
    const list = screen.getByRole("list", { name: "Notifications, newest first" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    const entry = within(screen.getByRole("navigation", { name: "Main navigation" })).getByRole("link", {
      name: /Notifications/,
    });
    expect(within(entry).getByText("1")).toBeInTheDocument();
  });

  it("says only that something arrived when the notification is of a kind this version does not know", async () => {
    storeSession();
    const server = signedInServer("dept");
    const store = serveReceipts(server, []);
    const { sockets } = renderApp("/account/profile");
    await screen.findByRole("button", { name: "Notifications" });
    const socket = sockets.of("/ws/notifications/");
    act(() => socket?.open());

    store.add(buildReceipt({ id: 9, messageKey: "notifications.swap_requested", messageParams: {} }));
    act(() =>
      socket?.send({
        content_type: "notification receipt",
        action: "created",
        id: 1009,
        data: { message_key: "notifications.swap_requested", level: "info" },
      }),
    );

    await waitFor(() => expect(toastArea()).toHaveLength(1));
    expect(toastArea()[0]).toHaveTextContent("You have a new notification.");
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeInTheDocument();
  });
});
