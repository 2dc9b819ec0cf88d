import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiError, fakeServer } from "../../../../test/fake-server";
import { ADA, buildShift, DEPT, MARY, ON_CALL, pageJson, shiftJson } from "../../test/fixtures";
import { renderEditor } from "../../test/render-editor";
import { ShiftDetailsPanel } from "../shift-details/ShiftDetailsPanel";

type ShiftValue = ReturnType<typeof buildShift>;

function setup(
  options: { shift?: ShiftValue; userId?: number; role?: "dept" | "staff"; readOnly?: boolean } = {},
) {
  const shift = options.shift ?? buildShift();
  const server = fakeServer()
    .on("GET", "/api/shifts/", { body: pageJson([shiftJson(shift)]) })
    .on("PATCH", `/api/shifts/${shift.id}/`, (request) => ({
      body: shiftJson({ ...shift, modifiedOn: "2026-03-01T08:00:00Z", ...patchedFields(request.body) }),
    }));
  const view = renderEditor(
    <ShiftDetailsPanel
      departmentId={DEPT}
      scheduleId={900}
      userId={options.userId ?? shift.assigneeId}
      date={shift.date}
      readOnly={options.readOnly ?? false}
      onClose={() => undefined}
    />,
    { role: options.role ?? "dept" },
  );
  return { ...view, server, user: userEvent.setup({ delay: null }) };
}

/** The few fields the tests change, read back from the PATCH body as the server would save them. */
const patchBody = z.object({
  date: z.string().optional(),
  payroll_date: z.string().optional(),
  comments: z.string().optional(),
});

function patchedFields(body: unknown): Partial<ShiftValue> {
  const sent = patchBody.parse(body);
  return {
    ...(sent.date === undefined ? {} : { date: sent.date }),
    ...(sent.payroll_date === undefined ? {} : { payrollDate: sent.payroll_date }),
    ...(sent.comments === undefined ? {} : { comments: sent.comments }),
  };
}

const optionNames = () => screen.getAllByRole("option").map((option) => option.textContent);

describe("shift editor", () => {
  it("disables the time equal to the other field in the 30-minute list", async () => {
    const { user } = setup();
    const start = await screen.findByRole("combobox", { name: "Start" });
    await user.click(start);
    const listbox = await screen.findByRole("listbox");
    const options = within(listbox).getAllByRole("option");
    expect(options).toHaveLength(48);
    expect(options[0]).toHaveTextContent("00:00");
    expect(options[47]).toHaveTextContent("23:30");
    expect(within(listbox).getByRole("option", { name: "19:00" })).toHaveAttribute("aria-disabled", "true");
    expect(within(listbox).getByRole("option", { name: "18:30" })).not.toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });

  it("reads typed times as HHMM or HH:MM and refuses anything else", async () => {
    const { user } = setup();
    const start = await screen.findByRole("combobox", { name: "Start" });
    await user.clear(start);
    await user.type(start, "0730");
    await user.tab();
    expect(start).toHaveValue("07:30");
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
    await user.clear(start);
    await user.type(start, "25:00");
    await user.tab();
    expect(screen.getByText("Enter a time as HH:MM or HHMM (24-hour).")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    await user.clear(start);
    await user.type(start, "19:00");
    await user.tab();
    expect(screen.getByText("The end time must differ from the start time.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
  });

  it("offers the assignee's shift types and copies a chosen type's times and on-call", async () => {
    const { user, server } = setup();
    await user.click(await screen.findByRole("combobox", { name: "Shift type" }));
    expect(optionNames()).toEqual(["Day 12", "Night 12", "On call"]);
    await user.click(screen.getByRole("option", { name: "On call" }));
    expect(screen.getByRole("combobox", { name: "Start" })).toHaveValue("19:00");
    expect(screen.getByRole("combobox", { name: "End" })).toHaveValue("07:00");
    // Save turns enabled once the form has seen the change; under load that is a commit later.
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Shift saved")).toBeInTheDocument();
    expect(server.calls("PATCH", "/api/shifts/501/")[0]?.body).toMatchObject({
      type_id: ON_CALL,
      start_time: "19:00:00",
      end_time: "07:00:00",
      on_call: true,
    });
  });

  it("adds the charge nurse types for an assignee who can act as charge", async () => {
    const { user } = setup({ shift: buildShift({ assigneeId: MARY }) });
    await user.click(await screen.findByRole("combobox", { name: "Shift type" }));
    expect(optionNames()).toEqual(["Charge day", "Day 12", "Night 12", "On call"]);
  });

  it("moves the payroll date with the date", async () => {
    const { user, server } = setup();
    await screen.findByRole("combobox", { name: "Shift type" });
    const [dateButton] = screen.getAllByRole("button", { name: /Choose date/ });
    await user.click(dateButton!);
    const calendar = await screen.findByRole("grid");
    await user.click(within(calendar).getByRole("gridcell", { name: "12" }));
    // Save turns enabled once the form has seen the change; under load that is a commit later.
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Shift saved");
    expect(server.calls("PATCH", "/api/shifts/501/")[0]?.body).toMatchObject({
      date: "2026-03-12",
      payroll_date: "2026-03-12",
    });
  });

  it("saves only a changed shift, sending the whole shift", async () => {
    const { user, server } = setup();
    const save = await screen.findByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Comments" }), "Covering 4 West");
    await user.click(save);
    expect(await screen.findByText("Shift saved")).toBeInTheDocument();
    expect(server.calls("PATCH", "/api/shifts/501/")[0]?.body).toEqual({
      date: "2026-03-10",
      payroll_date: "2026-03-10",
      type_id: 101,
      department_id: DEPT,
      assignee_id: ADA,
      start_time: "07:00:00",
      end_time: "19:00:00",
      flags: [],
      comments: "Covering 4 West",
      internal_comments: "",
      obligatory: false,
      overtime: false,
      on_call: false,
      sitter: false,
      settings: { sitter: null },
    });
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeDisabled());
  });

  it("puts the server's field errors on their fields", async () => {
    const { user, server } = setup();
    server.on(
      "PATCH",
      "/api/shifts/501/",
      apiError(400, "invalid", "Invalid input: assignee_id.", {
        errors: { assignee_id: ["Choose an active or inactive employee of this hospital."] },
      }),
    );
    await user.type(await screen.findByRole("textbox", { name: "Comments" }), "x");
    // Save turns enabled once the form has seen the change; under load that is a commit later.
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Failed to save shift")).toBeInTheDocument();
    // The toast and the field's message come from one answer but may render in separate commits.
    expect(
      await screen.findByText("Choose an active or inactive employee of this hospital."),
    ).toBeInTheDocument();
  });

  it("puts a sitter room message on the room and what no field takes above the buttons", async () => {
    const { user, server } = setup({
      shift: buildShift({ sitter: true, settings: { sitter: { room: "12", reason: "" } } }),
    });
    server.on(
      "PATCH",
      "/api/shifts/501/",
      apiError(400, "invalid", "Invalid input.", {
        errors: {
          "settings.sitter.room": ["No such room."],
          obligatory: ["Not for this shift."],
        },
      }),
    );
    await user.type(await screen.findByRole("textbox", { name: "Comments" }), "x");
    // Save turns enabled once the form has seen the change; under load that is a commit later.
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("No such room.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Room" })).toHaveAccessibleDescription("No such room.");
    expect(screen.getByText("Not for this shift.")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Room" }), "A");
    await user.tab();
    expect(screen.queryByText("No such room.")).not.toBeInTheDocument();
  });

  it("asks for a time with the shared message and counts the saved time as no change", async () => {
    const { user } = setup();
    const end = await screen.findByRole("combobox", { name: "End" });
    await user.clear(end);
    await user.tab();
    expect(screen.getByText("This field is required.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    await user.type(end, "1900");
    await user.tab();
    expect(screen.queryByText("This field is required.")).not.toBeInTheDocument();
    // Back to the saved time: nothing to save or reset. The form sees the value a commit after the
    // field does; under load that commit comes after the field's message is gone.
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeDisabled());
    expect(screen.getByRole("button", { name: "Reset" })).toBeDisabled();
  });

  it("sorts flags by name, searches short codes and shows chosen flags as codes", async () => {
    const { user } = setup();
    const flags = await screen.findByRole("combobox", { name: "Flags" });
    await user.click(flags);
    expect(optionNames()).toEqual(["CHCharge", "EDEducation", "FLFloat", "LCLow census", "SCSick call"]);
    await user.type(flags, "sc");
    expect(optionNames()).toEqual(["SCSick call"]);
    await user.click(screen.getByRole("option", { name: /Sick call/ }));
    expect(screen.getByRole("button", { name: "Sick call" })).toHaveTextContent("SC");
  });

  it("hands sitter room and reason on after a second of quiet", async () => {
    const { user } = setup({
      shift: buildShift({ sitter: true, settings: { sitter: { room: "12", reason: "" } } }),
    });
    const room = await screen.findByRole("textbox", { name: "Room" });
    await user.type(room, "B");
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeEnabled(), {
      timeout: 2500,
    });
  });

  it("shows internal comments to department management", async () => {
    setup({ shift: buildShift({ internalComments: "Pending HR review" }) });
    expect(await screen.findByRole("textbox", { name: "Internal comments" })).toHaveValue(
      "Pending HR review",
    );
  });
});

describe("read-only shift details", () => {
  it("shows the same data without any control", async () => {
    setup({ readOnly: true, shift: buildShift({ comments: "Float to ICU", flags: [201] }) });
    expect(await screen.findByText("Float to ICU")).toBeInTheDocument();
    expect(screen.getByText("07:00 – 19:00 (12 h)")).toBeInTheDocument();
    expect(screen.getByText("FL")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add shift" })).not.toBeInTheDocument();
  });

  it("never shows internal comments to staff, nor other staff's hidden flags", async () => {
    setup({
      role: "staff",
      shift: buildShift({ internalComments: "Disciplinary note", flags: [201, 202] }),
    });
    expect(await screen.findByText("FL")).toBeInTheDocument();
    expect(screen.queryByText("SC")).not.toBeInTheDocument();
    expect(screen.queryByText("Internal comments")).not.toBeInTheDocument();
    expect(screen.queryByText("Disciplinary note")).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
  });
});
