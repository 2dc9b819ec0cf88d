import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../../test/render-app";
import { accountJson, buildAccount, permissionsJson } from "../../test/fixtures";
import { recordUrls } from "../../test/urls";
import { adminServer, fillJobInfo, openAddUser, openTab, optionsOf, pick, typeDate } from "./dialog-test-kit";

describe("user dialog: new user", () => {
  it("shows every user-info and job-info rule before sending", async () => {
    const server = adminServer();
    renderApp("/admin/users/staff");
    const user = userEvent.setup();
    const dialog = await openAddUser(user);

    await user.type(within(dialog).getByLabelText("Alias"), "A".repeat(31));
    await user.type(within(dialog).getByLabelText("Personal phone"), "12345");
    await user.type(within(dialog).getByLabelText(/^E-mail/), "ada@");
    await user.click(within(dialog).getByRole("button", { name: "Add" }));

    // Only the open tab's panel is visible; the others keep their fields for the one form.
    const panel = () => within(within(dialog).getByRole("tabpanel"));
    expect(await panel().findAllByText("This field is required.")).toHaveLength(2);
    expect(panel().getByText("Ensure this field has no more than 30 characters.")).toBeInTheDocument();
    expect(panel().getByText("Enter a valid US phone number.")).toBeInTheDocument();
    expect(panel().getByText("Enter a valid e-mail address.")).toBeInTheDocument();

    await openTab(user, dialog, "Job info");
    expect(panel().getAllByText("This field is required.")).toHaveLength(7);
    await user.type(within(dialog).getByLabelText(/^Daily hours/), "25");
    await user.type(within(dialog).getByLabelText(/^Weekly hours/), "3x");
    await user.type(within(dialog).getByLabelText("Hire date"), "13/01/2020");
    expect(
      await within(dialog).findByText("Ensure this value is less than or equal to 24."),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("A number is required.")).toBeInTheDocument();
    expect(within(dialog).getByText("Enter a valid date.")).toBeInTheDocument();

    await openTab(user, dialog, "Status");
    await user.click(within(dialog).getByRole("radio", { name: "On a date" }));
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    await openTab(user, dialog, "Status");
    expect(await panel().findByText("This field is required.")).toBeInTheDocument();
    expect(server.calls("POST", "/api/users/")).toHaveLength(0);
  });

  it("offers the charge toggle only for a job type that can be charge", async () => {
    adminServer();
    renderApp("/admin/users/staff");
    const user = userEvent.setup();
    const dialog = await openAddUser(user);

    await openTab(user, dialog, "Job info");
    await pick(user, dialog, /^Job type/, "Nursing Assistant");
    expect(within(dialog).queryByRole("switch", { name: "Works as charge nurse" })).not.toBeInTheDocument();
    await pick(user, dialog, /^Job type/, "Registered Nurse");
    expect(within(dialog).getByRole("switch", { name: "Works as charge nurse" })).not.toBeChecked();
  });

  it("adds a person with a profile that starts on a date, and their screen permissions", async () => {
    const created = buildAccount({ id: 150 }, { id: 250, userId: 150, state: "inactive" });
    const server = adminServer()
      .on("POST", "/api/users/", { status: 201, body: accountJson(created) })
      .on("POST", "/api/profile-permissions/", { status: 201, body: permissionsJson(40, 250, {}) });
    recordUrls();
    renderApp("/admin/users/staff");
    const user = userEvent.setup();
    const dialog = await openAddUser(user);

    await user.type(within(dialog).getByLabelText(/^First name/), " Florence ");
    await user.type(within(dialog).getByLabelText(/^Last name/), "Nightingale");
    await user.type(within(dialog).getByLabelText(/^E-mail/), "florence@stmarys.example");
    await user.type(within(dialog).getByLabelText("Personal phone"), "(503) 555-0111");
    await fillJobInfo(user, dialog);
    await user.click(within(dialog).getByRole("switch", { name: "Works as charge nurse" }));
    await openTab(user, dialog, "Status");
    await user.click(within(dialog).getByRole("radio", { name: "On a date" }));
    await typeDate(user, dialog, "Activation date", "03/15/2031");
    await openTab(user, dialog, "Access control");
    await pick(user, dialog, "Daily schedule", "No access");
    await user.click(within(dialog).getByRole("button", { name: "Add" }));

    expect(await screen.findByText("The user is added.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.calls("POST", "/api/users/")[0]?.body).toEqual({
      email: "florence@stmarys.example",
      first_name: "Florence",
      last_name: "Nightingale",
      alias: null,
      gender: null,
      phone_personal: "+15035550111",
      timezone: "America/Los_Angeles",
      profiles: [
        {
          department_id: 2,
          job_type_id: 5,
          job_status_id: 2,
          shift_type_id: 7,
          employee_id: "E-7781",
          job_title: null,
          charge: true,
          daily_hours: 12,
          weekly_hours: 36,
          phone_work: null,
          hired_on: null,
        },
      ],
      activation: { on: "2031-03-15" },
    });
    expect(server.calls("POST", "/api/profile-permissions/")[0]?.body).toEqual({
      profile_id: 250,
      screens: {
        web: {
          masterSchedule: "default",
          dailySchedule: "no_access",
          snapshot: "no_access",
          template: "no_access",
          openShift: "no_access",
          request: "no_access",
          user: "no_access",
          report: "no_access",
        },
      },
    });
  });

  it("turns into a new profile when the e-mail belongs to someone known", async () => {
    const known = buildAccount({}, null);
    const server = adminServer()
      .on("GET", "/api/users/find/", { body: [accountJson(known)] })
      .on("GET", "/api/users/can_update_user/", { body: { can_update_user: false } })
      .on("POST", "/api/profiles/", { status: 201, body: {} });
    const urls = recordUrls();
    renderApp("/admin/users/staff");
    const user = userEvent.setup();
    const dialog = await openAddUser(user);

    await user.type(within(dialog).getByLabelText(/^E-mail/), "Ada.Lovelace@stmarys.example");
    await user.tab();

    const profileDialog = await screen.findByRole("dialog", { name: "Add a profile for Lovelace, Ada" });
    expect(urls.last("/api/users/find/").get("query")).toBe("ada.lovelace@stmarys.example");
    expect(within(profileDialog).getByLabelText(/^First name/)).toHaveValue("Ada");
    await waitFor(() => expect(within(profileDialog).getByLabelText(/^First name/)).toBeDisabled());
    expect(within(profileDialog).getByText(/already belongs to someone/)).toBeInTheDocument();

    await fillJobInfo(user, profileDialog, "Nursing Assistant");
    await user.click(within(profileDialog).getByRole("button", { name: "Add" }));

    await waitFor(() => expect(server.calls("POST", "/api/profiles/")).toHaveLength(1));
    expect(server.calls("POST", "/api/profiles/")[0]?.body).toMatchObject({
      user_id: 101,
      department_id: 2,
      job_type_id: 6,
      charge: false,
      activation: { now: true },
    });
    expect(server.calls("POST", "/api/users/")).toHaveLength(0);
  });

  it("offers only the screen choices of the job type's group", async () => {
    adminServer();
    renderApp("/admin/users/staff");
    const user = userEvent.setup();
    const dialog = await openAddUser(user);

    await openTab(user, dialog, "Access control");
    expect(within(dialog).getByText(/Choose a job type on the Job info tab first/)).toBeInTheDocument();

    await openTab(user, dialog, "Job info");
    await pick(user, dialog, /^Job type/, "Registered Nurse");
    await openTab(user, dialog, "Access control");
    expect(await optionsOf(user, dialog, "Daily schedule")).toEqual(["View only", "No access"]);
    expect(await optionsOf(user, dialog, "Master schedule")).toEqual([
      "Full access",
      "View only",
      "No access",
    ]);
    expect(within(dialog).getByRole("combobox", { name: "Snapshots" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );

    await openTab(user, dialog, "Job info");
    await pick(user, dialog, /^Job type/, "Staffing Operator");
    await openTab(user, dialog, "Access control");
    expect(within(within(dialog).getByRole("tabpanel")).getAllByRole("combobox")).toHaveLength(1);
    expect(
      within(dialog).getByRole("combobox", { name: "Schedules (master and daily)" }),
    ).toBeInTheDocument();

    await openTab(user, dialog, "Job info");
    await pick(user, dialog, /^Job type/, "Volunteer");
    await openTab(user, dialog, "Access control");
    expect(within(dialog).getByText("This job type gives no screen access.")).toBeInTheDocument();

    await openTab(user, dialog, "Job info");
    await pick(user, dialog, /^Job type/, "System Administrator");
    expect(within(dialog).queryByRole("tab", { name: "Access control" })).not.toBeInTheDocument();
  });
});
