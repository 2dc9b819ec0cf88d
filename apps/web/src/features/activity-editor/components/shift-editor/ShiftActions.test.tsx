import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, fakeServer } from "../../../../test/fake-server";
import { buildShift, DEPT, historyJson, pageJson, SICK_CALL, shiftJson } from "../../test/fixtures";
import { renderEditor } from "../../test/render-editor";
import { ShiftDetailsPanel } from "../shift-details/ShiftDetailsPanel";

function setup(shift = buildShift()) {
  const server = fakeServer().on("GET", "/api/shifts/", { body: pageJson([shiftJson(shift)]) });
  const view = renderEditor(
    <ShiftDetailsPanel
      departmentId={DEPT}
      scheduleId={900}
      userId={shift.assigneeId}
      date={shift.date}
      readOnly={false}
      onClose={() => undefined}
    />,
  );
  return { ...view, server, user: userEvent.setup({ delay: null }) };
}

describe("cancel nurse", () => {
  it.each([
    ["canceled", buildShift({ canceled: true })],
    ["available", buildShift({ flexOn: true })],
    ["given away", buildShift({ giveaway: true, newAssigneeId: 42 })],
    ["non-working", buildShift({ flags: [SICK_CALL] })],
  ])("is not offered for a %s shift", async (_name, shift) => {
    setup(shift);
    await screen.findByRole("button", { name: "Delete" });
    expect(screen.queryByRole("button", { name: "Cancel nurse" })).not.toBeInTheDocument();
  });

  it("is offered for an on-call shift", async () => {
    setup(buildShift({ onCall: true }));
    expect(await screen.findByRole("button", { name: "Cancel nurse" })).toBeEnabled();
  });

  it("cancels with flags and comments of at most 512 characters", async () => {
    const shift = buildShift({ internalComments: "Agency backup" });
    const { user, server } = setup(shift);
    server.on("PATCH", "/api/shifts/501/", {
      body: shiftJson({ ...shift, canceled: true, flags: [SICK_CALL] }),
    });
    await user.click(await screen.findByRole("button", { name: "Cancel nurse" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel nurse" });
    await user.click(within(dialog).getByRole("combobox", { name: "Flags" }));
    await user.click(screen.getByRole("option", { name: /Sick call/ }));
    const comments = within(dialog).getByRole("textbox", { name: "Comments" });
    await user.click(comments);
    await user.paste("x".repeat(513));
    expect(within(dialog).getByText("Use at most 512 characters.")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Cancel nurse" })).toBeDisabled();
    await user.clear(comments);
    await user.type(comments, "Called in sick at 05:30");
    await user.click(within(dialog).getByRole("button", { name: "Cancel nurse" }));
    expect(await screen.findByText("Nurse canceled")).toBeInTheDocument();
    expect(server.calls("PATCH", "/api/shifts/501/")[0]?.body).toEqual({
      id: 501,
      canceled: true,
      flags: [SICK_CALL],
      comments: "Called in sick at 05:30",
      internal_comments: "Agency backup",
    });
    expect(await screen.findByText("Canceled")).toBeInTheDocument();
  });
});

describe("delete shift", () => {
  it("says why a referenced shift cannot be deleted", async () => {
    const { user, server } = setup();
    server.on(
      "DELETE",
      "/api/shifts/501/",
      apiError(
        412,
        "precondition_failed",
        "Failed to delete shift because there are requests and/or open shifts referencing it.",
      ),
    );
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Delete shift" })).getByRole("button", {
        name: "Delete",
      }),
    );
    expect(
      await screen.findByText(
        "Failed to delete shift because there are requests and/or open shifts referencing it.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Shift type" })).toBeInTheDocument();
  });

  it("gives a generic notice for other failures and removes the shift on success", async () => {
    const { user, server } = setup();
    server.on("DELETE", "/api/shifts/501/", apiError(500, "server_error", "Server error."));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete shift")).toBeInTheDocument();
    server.on("DELETE", "/api/shifts/501/", { status: 204 });
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Shift deleted")).toBeInTheDocument();
    expect(await screen.findByText("No shifts on this day.")).toBeInTheDocument();
  });
});

describe("available shifts and history", () => {
  it("converts an available shift after confirming it cannot be undone", async () => {
    const shift = buildShift({ flexOn: true });
    const { user, server } = setup(shift);
    server.on("PATCH", "/api/shifts/501/", { body: shiftJson({ ...shift, flexOn: false }) });
    await user.click(await screen.findByRole("button", { name: "Convert to a regular shift" }));
    const dialog = await screen.findByRole("dialog", { name: "Convert the available shift" });
    expect(dialog).toHaveTextContent("This cannot be undone.");
    await user.click(within(dialog).getByRole("button", { name: "Convert to a regular shift" }));
    expect(await screen.findByText("Shift converted")).toBeInTheDocument();
    expect(server.calls("PATCH", "/api/shifts/501/")[0]?.body).toEqual({ flex_on: false });
    expect(screen.queryByRole("button", { name: "Convert to a regular shift" })).not.toBeInTheDocument();
  });

  it("waits for unsaved edits before acting on the saved shift", async () => {
    const { user } = setup();
    await user.type(await screen.findByRole("textbox", { name: "Comments" }), "draft");
    expect(screen.getByRole("button", { name: "Cancel nurse" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Split" })).toBeDisabled();
  });

  it("shows creator and last modifier and opens the timeline from creation on", async () => {
    const { user, server } = setup(
      buildShift({ createdBy: 11, modifiedBy: 42, modifiedOn: "2026-02-03T17:45:00Z" }),
    );
    server.on("GET", "/api/shifts/501/history/", {
      body: historyJson([
        {
          id: 1,
          modifiedBy: { id: 11, fullName: "Hopper, Grace" },
          modifiedOn: "2026-02-01T15:00:00Z",
          newAssignee: null,
          changes: [
            { field: "created", old: null, new: true },
            { field: "type", old: null, new: 101 },
            { field: "start_time", old: null, new: "07:00:00" },
          ],
        },
        {
          id: 2,
          modifiedBy: { id: 42, fullName: "Seacole, Mary" },
          modifiedOn: "2026-02-03T17:45:00Z",
          newAssignee: null,
          changes: [
            { field: "flags", old: [], new: [201, 205] },
            { field: "canceled", old: false, new: true },
          ],
        },
      ]),
    });
    expect(await screen.findByText("Created by Hopper, Grace on Feb 1, 2026 07:00")).toBeInTheDocument();
    expect(screen.getByText("Last modified by Seacole, Mary on Feb 3, 2026 09:45")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "View details" }));
    const dialog = await screen.findByRole("dialog", { name: "Shift history" });
    const entries = await within(dialog).findAllByRole("listitem");
    expect(entries[0]).toHaveTextContent("Created by Hopper, Grace");
    expect(entries[0]).toHaveTextContent("TypeDay 12");
    expect(entries[0]).toHaveTextContent("Start07:00");
    expect(entries[1]).toHaveTextContent("Changed by Seacole, Mary");
    expect(entries[1]).toHaveTextContent("Flags— → FL, LC");
    expect(entries[1]).toHaveTextContent("CanceledNo → Yes");
  });

  it("shows the error picture when the history cannot be loaded", async () => {
    const { user, server } = setup();
    server.on("GET", "/api/shifts/501/history/", apiError(500, "server_error", "Server error."));
    await user.click(await screen.findByRole("button", { name: "View details" }));
    expect(await screen.findByText("The history could not be loaded.")).toBeInTheDocument();
  });
});
