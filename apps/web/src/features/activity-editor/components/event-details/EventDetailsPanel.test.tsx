import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { schedulingKeys } from "../../../../lib/scheduling/keys";
import { apiError, fakeServer } from "../../../../test/fake-server";
import { buildEvent, DEPT, eventJson, historyJson } from "../../test/fixtures";
import { renderEditor } from "../../test/render-editor";
import { EventDetailsPanel } from "./EventDetailsPanel";

function setup(options: { readOnly?: boolean; cached?: boolean } = {}) {
  const event = buildEvent();
  const server = fakeServer().on("GET", "/api/events/701/", { body: eventJson(event) });
  const onClose = vi.fn();
  const view = renderEditor(
    <EventDetailsPanel
      eventId={701}
      departmentId={DEPT}
      readOnly={options.readOnly ?? false}
      onClose={onClose}
    />,
  );
  return { ...view, event, server, onClose, user: userEvent.setup({ delay: null }) };
}

const chips = () => within(screen.getByRole("list", { name: "Chosen dates" })).getAllByRole("listitem");

describe("event details panel", () => {
  it("shows the dates, staff, type and audit lines; Save and Reset wait for a change", async () => {
    setup();
    expect(await screen.findByRole("heading", { name: "Mar 10 – Mar 11, 2026" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Lovelace, Ada" })).toBeInTheDocument();
    expect(screen.getByText("Vacation")).toBeInTheDocument();
    expect(screen.getByText("Approved")).toBeInTheDocument();
    expect(screen.getByText("Created by Hopper, Grace on Feb 1, 2026 07:00")).toBeInTheDocument();
    expect(screen.getByText("Last updated by Hopper, Grace on Feb 2, 2026 02:30")).toBeInTheDocument();
    expect(chips().map((chip) => chip.textContent)).toEqual(["2026/03/10", "2026/03/11"]);
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Reset" })).toBeDisabled();
  });

  it("reads the event from the schedule's cached window without fetching it", async () => {
    const event = buildEvent({ typeName: "Vacation (cached)" });
    const server = fakeServer();
    renderEditor(
      <EventDetailsPanel eventId={701} departmentId={DEPT} readOnly={false} onClose={() => undefined} />,
      {
        seed: (queryClient) =>
          queryClient.setQueryData(schedulingKeys.events(DEPT, "2026-03-01", "2026-03-31"), [event]),
      },
    );
    expect(await screen.findByText("Vacation (cached)")).toBeInTheDocument();
    expect(server.calls("GET", "/api/events/701/")).toHaveLength(0);
  });

  it("saves changed dates and says so", async () => {
    const { user, server, event } = setup();
    server.on("PATCH", "/api/events/701/", {
      body: eventJson({ ...event, dates: ["2026-03-10", "2026-03-11", "2026-03-12"] }),
    });
    await screen.findByRole("heading", { name: "Lovelace, Ada" });
    await user.click(screen.getByRole("gridcell", { name: "12" }));
    expect(screen.getByRole("button", { name: "Reset" })).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Event saved")).toBeInTheDocument();
    expect(server.calls("PATCH", "/api/events/701/")[0]?.body).toEqual({
      dates: ["2026-03-10", "2026-03-11", "2026-03-12"],
    });
    expect(chips()).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
  });

  it("resets the dates and keeps at least one", async () => {
    const { user } = setup();
    await screen.findByRole("heading", { name: "Lovelace, Ada" });
    await user.click(within(chips()[1]!).getByTestId("CancelIcon"));
    expect(chips()).toHaveLength(1);
    expect(within(chips()[0]!).queryByTestId("CancelIcon")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(chips()).toHaveLength(2);
  });

  it("reports a failed save with the server's data", async () => {
    const { user, server } = setup();
    server.on(
      "PATCH",
      "/api/events/701/",
      apiError(400, "invalid", "Invalid input: dates.", { errors: { dates: ["The period is closed."] } }),
    );
    await screen.findByRole("heading", { name: "Lovelace, Ada" });
    await user.click(screen.getByRole("gridcell", { name: "12" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Failed to save event")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Details" }));
    expect(screen.getByText(/The period is closed\./)).toBeInTheDocument();
  });

  it("deletes after confirming, or says it failed", async () => {
    const { user, server, onClose } = setup();
    server.on("DELETE", "/api/events/701/", apiError(403, "permission_denied", "Not allowed."));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Delete event" })).getByRole("button", {
        name: "Delete",
      }),
    );
    expect(await screen.findByText("Failed to delete event")).toBeInTheDocument();
    server.on("DELETE", "/api/events/701/", { status: 204 });
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Delete event" })).getByRole("button", {
        name: "Delete",
      }),
    );
    expect(await screen.findByText("Event deleted")).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("opens the event's timeline of dates, state and type from creation on", async () => {
    const { user, server } = setup();
    server.on("GET", "/api/events/701/history/", {
      body: historyJson([
        {
          id: 1,
          modifiedBy: { id: 11, fullName: "Hopper, Grace" },
          modifiedOn: "2026-02-01T15:00:00Z",
          newAssignee: null,
          changes: [
            { field: "created", old: null, new: true },
            { field: "dates", old: null, new: ["2026-03-10"] },
            { field: "type", old: null, new: 302 },
          ],
        },
        {
          id: 2,
          modifiedBy: null,
          modifiedOn: "2026-02-02T10:30:00Z",
          newAssignee: null,
          changes: [
            { field: "dates", old: ["2026-03-10"], new: ["2026-03-10", "2026-03-11"] },
            { field: "type", old: 302, new: 301 },
            { field: "state", old: "pending_scheduler_approval", new: "approved" },
          ],
        },
      ]),
    });
    await user.click(await screen.findByRole("button", { name: "View history" }));
    const dialog = await screen.findByRole("dialog", { name: "Event history" });
    const entries = await within(dialog).findAllByRole("listitem");
    expect(entries[0]).toHaveTextContent("Created by Hopper, Grace");
    expect(entries[0]).toHaveTextContent("DatesMar 10");
    expect(entries[0]).toHaveTextContent("TypeEducation");
    expect(entries[1]).toHaveTextContent("Changed by Rosterly");
    expect(entries[1]).toHaveTextContent("DatesMar 10 → Mar 10, Mar 11");
    expect(entries[1]).toHaveTextContent("TypeEducation → Vacation");
    expect(entries[1]).toHaveTextContent("StatePending → Approved");
  });

  it("shows the event without controls when read-only", async () => {
    setup({ readOnly: true });
    expect(await screen.findByRole("heading", { name: "Lovelace, Ada" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(screen.queryByRole("grid")).not.toBeInTheDocument();
    expect(screen.getByText("2026/03/11")).toBeInTheDocument();
  });
});
