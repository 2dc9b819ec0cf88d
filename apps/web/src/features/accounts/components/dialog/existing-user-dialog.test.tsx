import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../../../test/fake-server";
import { renderApp } from "../../../../test/render-app";
import { accountJson, buildAccount, buildProfile, profileJson } from "../../test/fixtures";
import { adminServer, openListed, openTab, optionsOf, pick, typeDate } from "./dialog-test-kit";

const ada = buildAccount();

/** An admin with Ada (an active registered nurse) listed; her details may be changed unless `locked`. */
function serverWithAda(options: { locked?: boolean; account?: ReturnType<typeof buildAccount> } = {}) {
  const account = options.account ?? ada;
  return adminServer()
    .on("GET", "/api/users/101/", { body: accountJson(account) })
    .on("GET", "/api/users/can_update_user/", { body: { can_update_user: !options.locked } })
    .on("PATCH", "/api/profiles/201/", { body: profileJson(buildProfile()) })
    .on("PATCH", "/api/users/101/", { body: accountJson(account) });
}

const panelOf = (dialog: HTMLElement) => within(within(dialog).getByRole("tabpanel"));

describe("user dialog: update profile", () => {
  it("offers only new statuses and asks for the word 'delete' before deleting shifts", async () => {
    const server = serverWithAda();
    renderApp("/admin/users/staff");
    const user = userEvent.setup();
    const dialog = await openListed(user, "Lovelace, Ada");

    await openTab(user, dialog, "Status");
    expect(await optionsOf(user, dialog, "New status")).toEqual(["No change", "Inactive", "Severed"]);
    await pick(user, dialog, "New status", "Severed");
    expect(await optionsOf(user, dialog, "Flags for overlapping shifts")).toEqual(["Low census (LC)"]);
    await user.click(within(dialog).getByRole("checkbox", { name: "Delete the person's future shifts" }));
    await user.type(within(dialog).getByLabelText("Type delete to confirm"), "remove");
    await user.click(within(dialog).getByRole("button", { name: "Update" }));

    expect(await panelOf(dialog).findByText("Type the word delete to confirm.")).toBeInTheDocument();
    expect(server.calls("PATCH", "/api/profiles/201/")).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText("Type delete to confirm"));
    await user.type(within(dialog).getByLabelText("Type delete to confirm"), "delete");
    await user.click(within(dialog).getByRole("button", { name: "Update" }));

    expect(await screen.findByText("The user is updated.")).toBeInTheDocument();
    expect(server.calls("PATCH", "/api/profiles/201/")[0]?.body).toMatchObject({
      status: {
        state: "severed",
        effective: { now: true },
        until: null,
        shift_flags: [],
        delete_shifts: true,
        confirmation: "delete",
      },
    });
    expect(server.calls("PATCH", "/api/users/101/")).toHaveLength(0);
  });

  it("needs a start date unless immediate, and sends an inactive period", async () => {
    const server = serverWithAda();
    renderApp("/admin/users/staff");
    const user = userEvent.setup();
    const dialog = await openListed(user, "Lovelace, Ada");

    await openTab(user, dialog, "Status");
    await pick(user, dialog, "New status", "Inactive");
    await user.click(within(dialog).getByRole("checkbox", { name: "Effective immediately" }));
    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    expect(await panelOf(dialog).findByText("This field is required.")).toBeInTheDocument();

    await typeDate(user, dialog, "Effective from", "04/01/2031");
    await typeDate(user, dialog, "Effective until", "03/01/2031");
    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    expect(await panelOf(dialog).findByText("The date must be on or after 04/02/2031.")).toBeInTheDocument();

    await typeDate(user, dialog, "Effective until", "05/01/2031");
    await pick(user, dialog, "Flags for overlapping shifts", "Low census (LC)");
    await user.keyboard("{Escape}");
    await user.click(within(dialog).getByRole("button", { name: "Update" }));

    await waitFor(() => expect(server.calls("PATCH", "/api/profiles/201/")).toHaveLength(1));
    expect(server.calls("PATCH", "/api/profiles/201/")[0]?.body).toMatchObject({
      status: {
        state: "inactive",
        effective: { on: "2031-04-01" },
        until: "2031-05-01",
        shift_flags: [31],
        delete_shifts: false,
      },
    });
  });

  it("schedules at most four field changes, one of each kind", async () => {
    const server = serverWithAda();
    renderApp("/admin/users/staff");
    const user = userEvent.setup();
    const dialog = await openListed(user, "Lovelace, Ada");

    await openTab(user, dialog, "Job info");
    const add = within(dialog).getByRole("button", { name: "Add a scheduled change" });
    await user.click(add);
    const first = within(dialog).getByRole("group", { name: "Scheduled change 1" });
    await pick(user, first, "Change", "Job status");
    await user.click(add);
    const second = within(dialog).getByRole("group", { name: "Scheduled change 2" });
    expect(await optionsOf(user, second, "Change")).toEqual(["Job type", "Department", "Primary shift"]);
    await user.click(add);
    await user.click(add);
    expect(add).toBeDisabled();
    expect(
      within(dialog).getByText("At most 4 changes can be scheduled, one of each kind."),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    expect(await panelOf(dialog).findAllByText("This field is required.")).toHaveLength(11);
    for (const row of [4, 3, 2]) {
      const group = within(dialog).getByRole("group", { name: `Scheduled change ${row}` });
      await user.click(within(group).getByRole("button", { name: "Remove this change" }));
    }
    await pick(user, first, "New value", "Part time (PT)");
    await typeDate(user, first, "Effective on", "06/01/2031");
    await user.click(within(dialog).getByRole("button", { name: "Update" }));

    await waitFor(() => expect(server.calls("PATCH", "/api/profiles/201/")).toHaveLength(1));
    expect(server.calls("PATCH", "/api/profiles/201/")[0]?.body).toMatchObject({
      scheduled_changes: [{ effective_on: "2031-06-01", fields: [{ field: "job_status_id", value: 3 }] }],
    });
  });

  it("keeps the person's details read-only when the editor may not change them", async () => {
    const server = serverWithAda({ locked: true });
    renderApp("/admin/users/staff");
    const user = userEvent.setup();
    const dialog = await openListed(user, "Lovelace, Ada");

    await waitFor(() => expect(within(dialog).getByLabelText(/^First name/)).toBeDisabled());
    expect(within(dialog).getByText(/You may not change this person's personal details/)).toBeInTheDocument();
    await openTab(user, dialog, "Job info");
    await user.clear(within(dialog).getByLabelText("Job title"));
    await user.type(within(dialog).getByLabelText("Job title"), "Charge Nurse");
    await user.click(within(dialog).getByRole("button", { name: "Update" }));

    await waitFor(() => expect(server.calls("PATCH", "/api/profiles/201/")).toHaveLength(1));
    expect(server.calls("PATCH", "/api/profiles/201/")[0]?.body).toMatchObject({ job_title: "Charge Nurse" });
    expect(server.calls("PATCH", "/api/users/101/")).toHaveLength(0);
  });

  it("shows the generic toast and the server's field error when the profile is refused", async () => {
    serverWithAda().on(
      "PATCH",
      "/api/profiles/201/",
      apiError(400, "invalid", "Invalid input: employee_id.", {
        errors: { employee_id: ["This employee ID is already in use."] },
      }),
    );
    renderApp("/admin/users/staff");
    const user = userEvent.setup();
    const dialog = await openListed(user, "Lovelace, Ada");

    await user.type(within(dialog).getByLabelText("Alias"), "Countess");
    await user.click(within(dialog).getByRole("button", { name: "Update" }));

    expect(await screen.findByText("The profile could not be saved.")).toBeInTheDocument();
    expect(await panelOf(dialog).findByText("This employee ID is already in use.")).toBeInTheDocument();
    expect(within(dialog).getByRole("tab", { name: "Job info" })).toHaveAttribute("aria-selected", "true");
  });

  it("has its own toast when only the permissions fail, and the profile stays saved", async () => {
    const server = serverWithAda().on(
      "POST",
      "/api/profile-permissions/",
      apiError(500, "server_error", "Internal server error."),
    );
    renderApp("/admin/users/staff");
    const user = userEvent.setup();
    const dialog = await openListed(user, "Lovelace, Ada");

    await openTab(user, dialog, "Access control");
    await pick(user, dialog, "Daily schedule", "No access");
    await user.click(within(dialog).getByRole("button", { name: "Update" }));

    expect(
      await screen.findByText("The screen permissions could not be saved. The profile itself is saved."),
    ).toBeInTheDocument();
    expect(screen.queryByText("The profile could not be saved.")).not.toBeInTheDocument();
    expect(server.calls("PATCH", "/api/profiles/201/")).toHaveLength(1);
    const reopened = await screen.findByRole("dialog", { name: "Lovelace, Ada" });
    await waitFor(() =>
      expect(within(reopened).getByRole("tab", { name: "Access control" })).toHaveAttribute(
        "aria-selected",
        "true",
      ),
    );
    expect(within(reopened).getByRole("combobox", { name: "Daily schedule" })).toHaveTextContent("No access");
  });
});

describe("user dialog: pending profile", () => {
  const pending = buildAccount({}, { state: "pending" });

  it("approves with the chosen activation", async () => {
    const server = serverWithAda({ account: pending }).on("POST", "/api/profiles/201/approve/", {
      body: profileJson(buildProfile()),
    });
    renderApp("/admin/users/staff");
    const user = userEvent.setup();
    const dialog = await openListed(user, "Lovelace, Ada");

    expect(within(dialog).getByRole("button", { name: "Reject user" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));

    expect(await screen.findByText("The profile is approved.")).toBeInTheDocument();
    expect(server.calls("POST", "/api/profiles/201/approve/")[0]?.body).toEqual({
      activation: { now: true },
    });
  });

  it("rejects after a confirmation", async () => {
    const server = serverWithAda({ account: pending }).on("POST", "/api/profiles/201/reject/", {
      body: profileJson(buildProfile({ state: "rejected" })),
    });
    renderApp("/admin/users/staff");
    const user = userEvent.setup();
    const dialog = await openListed(user, "Lovelace, Ada");

    await user.click(within(dialog).getByRole("button", { name: "Reject user" }));
    const confirm = await screen.findByRole("dialog", { name: "Reject user" });
    await user.click(within(confirm).getByRole("button", { name: "Reject" }));

    expect(await screen.findByText("Lovelace, Ada is rejected.")).toBeInTheDocument();
    expect(server.calls("POST", "/api/profiles/201/reject/")).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
