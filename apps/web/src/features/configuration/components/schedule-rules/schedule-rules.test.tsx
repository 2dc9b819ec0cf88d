import { department, hospital as hospitalSchema, toWire } from "@rosterly/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { configurationHospital, openAsAdmin } from "../../test/fixtures";

const RULES = "/api/departments/3/update_schedule_rules/";

function withRules() {
  const hospital = configurationHospital();
  return {
    ...hospital,
    departments: hospital.departments.map((row) =>
      row.id === 3
        ? { ...row, scheduleRules: { publishNeedsApproval: true, reviewDays: 7, postLeadDays: 14 } }
        : row,
    ),
  };
}

describe("department schedule rules", () => {
  it("sends only the changed rules of the chosen department, checked against the lead time", async () => {
    const hospital = withRules();
    const { server } = openAsAdmin("/admin/schedule/states", hospital);
    const saved = hospital.departments.find((row) => row.id === 3);
    if (saved === undefined) throw new Error("fixture department 3 missing");
    server.on("PATCH", RULES, {
      body: toWire(department, {
        ...saved,
        scheduleRules: { ...saved.scheduleRules, reviewDays: 10, postNeedsApproval: true },
      }),
    });
    const user = userEvent.setup();

    const card = await screen.findByRole("region", { name: "Department schedule rules" });
    await user.click(within(card).getByRole("combobox", { name: "Department" }));
    await user.click(screen.getByRole("option", { name: "Medical-Surgical 4 West" }));
    const form = within(card).getByRole("form", { name: "Schedule rules of Medical-Surgical 4 West" });
    expect(within(form).getByRole("switch", { name: /^Publishing needs approval/ })).toBeChecked();

    const review = within(form).getByRole("textbox", { name: "Review days" });
    await user.clear(review);
    await user.type(review, "20");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(
      await within(form).findByText("Ensure this value is less than or equal to 14."),
    ).toBeInTheDocument();
    expect(server.calls("PATCH", RULES)).toHaveLength(0);

    await user.clear(review);
    await user.type(review, "10");
    await user.click(within(form).getByRole("switch", { name: /^Posting needs approval/ }));
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Schedule rules of Medical-Surgical 4 West saved.")).toBeInTheDocument();
    expect(server.calls("PATCH", RULES)[0]?.body).toEqual({ post_needs_approval: true, review_days: 10 });
  });

  it("saves a department's rules from its dialog after the department itself", async () => {
    const hospital = withRules();
    const { server } = openAsAdmin("/admin/general/departments", hospital);
    const row = hospital.departments.find((item) => item.id === 3);
    if (row === undefined) throw new Error("fixture department 3 missing");
    server.on("PATCH", "/api/departments/3/", { body: toWire(department, row) }).on("PATCH", RULES, {
      body: toWire(department, { ...row, scheduleRules: { ...row.scheduleRules, selfScheduleWindow: 14 } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("row", { name: "Medical-Surgical 4 West" }));
    const dialog = screen.getByRole("dialog", { name: "Department: Medical-Surgical 4 West" });
    await user.click(within(dialog).getByRole("tab", { name: "Schedule rules" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Self-schedule window (days)" }), "14");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Department Medical-Surgical 4 West saved.")).toBeInTheDocument();
    expect(server.calls("PATCH", RULES)[0]?.body).toEqual({ self_schedule_window: 14 });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("marks the dialog tab that holds an error", async () => {
    openAsAdmin("/admin/general/departments", withRules());
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add department" }));
    const dialog = screen.getByRole("dialog", { name: "New department" });
    expect(within(dialog).queryByRole("tab", { name: "Schedule rules" })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "ICU");
    await user.click(within(dialog).getByRole("tab", { name: "Staffing needs" }));
    await user.click(within(dialog).getByRole("button", { name: "Add staffing group" }));
    await user.click(within(dialog).getByRole("tab", { name: "General" }));
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    // Seen as a dot, heard as words.
    const needs = await within(dialog).findByRole("tab", { name: "Staffing needs, has errors" });
    expect(needs.querySelector(".MuiBadge-dot")).not.toHaveClass("MuiBadge-invisible");
    expect(within(dialog).getByRole("tab", { name: "General" })).toBeInTheDocument();
  });
});

it("keeps the fixture's settings presentable (guards the tests above)", () => {
  expect(() => toWire(hospitalSchema, withRules())).not.toThrow();
});
