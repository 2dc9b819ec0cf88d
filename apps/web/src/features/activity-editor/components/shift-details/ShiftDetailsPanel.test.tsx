import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { upsertShifts } from "../../../../lib/scheduling/cache";
import { schedulingKeys } from "../../../../lib/scheduling/keys";
import { apiError, fakeServer } from "../../../../test/fake-server";
import { ADA, buildShift, DAY12, DEPT, MARY, NIGHT12, pageJson, shiftJson } from "../../test/fixtures";
import { renderEditor } from "../../test/render-editor";
import { ShiftDetailsPanel } from "./ShiftDetailsPanel";

function setup(
  options: {
    shifts?: ReturnType<typeof buildShift>[];
    userId?: number;
    role?: "dept" | "ops" | "staff";
    readOnly?: boolean;
    onGoToDaily?: (date: string, userId: number) => void;
  } = {},
) {
  const shifts = options.shifts ?? [buildShift()];
  const server = fakeServer().on("GET", "/api/shifts/", { body: pageJson(shifts.map(shiftJson)) });
  const onClose = vi.fn();
  const view = renderEditor(
    <ShiftDetailsPanel
      departmentId={DEPT}
      scheduleId={900}
      userId={options.userId ?? ADA}
      date="2026-03-10"
      readOnly={options.readOnly ?? false}
      onClose={onClose}
      onGoToDaily={options.onGoToDaily ?? vi.fn()}
    />,
    { role: options.role ?? "dept" },
  );
  return { ...view, server, onClose, user: userEvent.setup({ delay: null }) };
}

describe("shift details panel", () => {
  it("shows who the day belongs to and fetches the person's shifts of the day", async () => {
    const { server } = setup({ userId: MARY, shifts: [buildShift({ assigneeId: MARY })] });
    expect(await screen.findByRole("heading", { name: "Seacole, Mary" })).toBeInTheDocument();
    expect(screen.getByText("Registered Nurse · Full time (FT) · Day 12")).toBeInTheDocument();
    expect(screen.getByText("Can act as charge nurse")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Active" })).toBeInTheDocument();
    expect(await screen.findByRole("combobox", { name: "Shift type" })).toHaveTextContent("Day 12");
    const [request] = server.calls("GET", "/api/shifts/");
    expect(request?.path).toBe("/api/shifts/");
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
  });

  it("reads the day from the schedule's cached window of the department without fetching", async () => {
    const server = fakeServer();
    renderEditor(
      <ShiftDetailsPanel
        departmentId={DEPT}
        scheduleId={900}
        userId={ADA}
        date="2026-03-10"
        readOnly={false}
        onClose={() => undefined}
      />,
      {
        seed: (queryClient) =>
          queryClient.setQueryData(schedulingKeys.shifts(DEPT, "2026-03-01", "2026-04-11"), [
            buildShift({ comments: "From the grid" }),
            buildShift({ id: 502, date: "2026-03-11" }),
            buildShift({ id: 503, assigneeId: MARY }),
          ]),
      },
    );
    expect(await screen.findByRole("textbox", { name: "Comments" })).toHaveValue("From the grid");
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
    expect(server.calls("GET", "/api/shifts/")).toHaveLength(0);
  });

  it("shows a tab per shift with times, status, overtime and a different payroll date", async () => {
    setup({
      shifts: [
        buildShift({ id: 502, startTime: "19:00:00", endTime: "23:00:00", typeId: NIGHT12, overtime: true }),
        buildShift({ id: 501, payrollDate: "2026-03-11", onCall: true }),
      ],
    });
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "07:00–19:00On call",
      "19:00–23:00On duty · Overtime",
    ]);
    expect(within(tabs[0]!).getByLabelText("Paid on a different date")).toBeInTheDocument();
    expect(within(tabs[1]!).queryByLabelText("Paid on a different date")).not.toBeInTheDocument();
  });

  it("marks a tab with unsaved changes and asks before resetting them", async () => {
    const { user } = setup({
      shifts: [buildShift(), buildShift({ id: 502, startTime: "20:00:00", endTime: "23:00:00" })],
    });
    const comments = await screen.findByRole("textbox", { name: "Comments" });
    await user.type(comments, "Bring badge");
    expect(within(screen.getAllByRole("tab")[0]!).getByLabelText("Unsaved changes")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: /20:00/ }));
    await user.click(screen.getByRole("tab", { name: /07:00/ }));
    expect(screen.getByRole("textbox", { name: "Comments" })).toHaveValue("Bring badge");
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeEnabled());
    expect(screen.getByRole("button", { name: "Cancel nurse" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Reset" }));
    const dialog = await screen.findByRole("dialog", { name: "Reset changes" });
    await user.click(within(dialog).getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Comments" })).toHaveValue(""));
    expect(screen.queryByLabelText("Unsaved changes")).not.toBeInTheDocument();
  });

  it("follows a change saved elsewhere while the shift is untouched, and keeps edits otherwise", async () => {
    const window = schedulingKeys.shifts(DEPT, "2026-03-01", "2026-04-11");
    const view = renderEditor(
      <ShiftDetailsPanel
        departmentId={DEPT}
        scheduleId={900}
        userId={ADA}
        date="2026-03-10"
        readOnly={false}
        onClose={() => undefined}
      />,
      { seed: (queryClient) => queryClient.setQueryData(window, [buildShift()]) },
    );
    const user = userEvent.setup({ delay: null });
    const comments = await screen.findByRole("textbox", { name: "Comments" });
    // As the live feed applies another user's save.
    act(() => upsertShifts(view.queryClient, DEPT, [buildShift({ comments: "Float to ICU" })]));
    await waitFor(() => expect(comments).toHaveValue("Float to ICU"));
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    await user.type(comments, " today");
    act(() => upsertShifts(view.queryClient, DEPT, [buildShift({ comments: "Back on 4 West" })]));
    expect(comments).toHaveValue("Float to ICU today");
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
  });

  it("puts a refused new shift's messages on its fields", async () => {
    const { user, server } = setup({ shifts: [] });
    server.on(
      "POST",
      "/api/shifts/",
      apiError(400, "invalid", "Invalid input.", {
        errors: { "0.start_time": ["Starts inside another shift."] },
      }),
    );
    await user.click(await screen.findByRole("button", { name: "Add shift" }));
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Starts inside another shift.")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Start" })).toHaveAccessibleDescription(
      "Starts inside another shift.",
    );
  });

  it("offers the go-to-daily link only to users who can open daily schedules", async () => {
    setup({ role: "dept" });
    await screen.findByRole("combobox", { name: "Shift type" });
    expect(screen.queryByRole("button", { name: "Go to the daily schedule" })).not.toBeInTheDocument();
  });

  it("closes itself and goes to the daily schedule for operations management", async () => {
    const onGoToDaily = vi.fn();
    const { user, onClose } = setup({ role: "ops", onGoToDaily });
    await user.click(await screen.findByRole("button", { name: "Go to the daily schedule" }));
    expect(onClose).toHaveBeenCalled();
    expect(onGoToDaily).toHaveBeenCalledWith("2026-03-10", ADA);
  });

  it("offers no go-to-daily link where the screen has no daily schedule to go to", async () => {
    fakeServer().on("GET", "/api/shifts/", { body: pageJson([shiftJson(buildShift())]) });
    const view = renderEditor(
      <ShiftDetailsPanel
        departmentId={DEPT}
        scheduleId={900}
        userId={ADA}
        date="2026-03-10"
        readOnly={false}
        onClose={vi.fn()}
      />,
      { role: "ops" },
    );
    await screen.findByRole("combobox", { name: "Shift type" });
    expect(screen.queryByRole("button", { name: "Go to the daily schedule" })).not.toBeInTheDocument();
    view.unmount();
  });

  it("adds a new shift in its own tab and posts it", async () => {
    const { user, server } = setup({ shifts: [] });
    expect(await screen.findByText("No shifts on this day.")).toBeInTheDocument();
    server.on("POST", "/api/shifts/", {
      status: 201,
      body: [shiftJson(buildShift({ id: 777, typeId: DAY12 }))],
    });
    await user.click(screen.getByRole("button", { name: "Add shift" }));
    expect(screen.getByRole("combobox", { name: "Shift type" })).toHaveTextContent("Day 12");
    // The form takes the prefilled type a commit later; Add is enabled once it has.
    const add = screen.getByRole("button", { name: "Add" });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    expect(await screen.findByText("Shift added")).toBeInTheDocument();
    const [post] = server.calls("POST", "/api/shifts/");
    expect(post?.body).toEqual([
      expect.objectContaining({
        date: "2026-03-10",
        payroll_date: "2026-03-10",
        type_id: DAY12,
        department_id: DEPT,
        assignee_id: ADA,
        start_time: "07:00:00",
        end_time: "19:00:00",
        on_call: false,
      }),
    ]);
  });
});
