import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { apiError, fakeServer } from "../../../../test/fake-server";
import {
  ADA,
  buildEvent,
  buildShift,
  DEPT,
  eventsJson,
  MARY,
  NIGHT12,
  shiftsJson,
} from "../../test/fixtures";
import { renderEditor } from "../../test/render-editor";
import { AddActivityPicker } from "./AddActivityPicker";

function setup(options: { userId?: number; readOnly?: boolean } = {}) {
  const server = fakeServer();
  const onAdded = vi.fn();
  const view = renderEditor(
    <AddActivityPicker
      departmentId={DEPT}
      scheduleId={900}
      userId={options.userId ?? ADA}
      date="2026-03-10"
      readOnly={options.readOnly ?? false}
      onClose={() => undefined}
      onAdded={onAdded}
    />,
  );
  return { ...view, server, onAdded, user: userEvent.setup({ delay: null }) };
}

const chips = () => within(screen.getByRole("list", { name: "Chosen dates" })).getAllByRole("listitem");

describe("add activity picker", () => {
  it("offers the assignee's shift types and the event types staff may be given", async () => {
    const { user } = setup({ userId: MARY });
    expect(screen.getByRole("heading", { name: "Tuesday Mar 10, 2026" })).toBeInTheDocument();
    const types = within(screen.getByRole("group", { name: "Shift" })).getAllByRole("button");
    expect(types.map((button) => button.getAttribute("aria-label"))).toEqual([
      "Charge day",
      "Day 12",
      "Night 12",
      "On call",
    ]);
    await user.click(screen.getByRole("combobox", { name: "Event" }));
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Education",
      "Vacation",
    ]);
  });

  it("keeps at least one date: the last chip cannot be removed", async () => {
    const { user } = setup();
    expect(chips()).toHaveLength(1);
    expect(within(chips()[0]!).queryByTestId("CancelIcon")).not.toBeInTheDocument();
    await user.click(screen.getByRole("gridcell", { name: "10" }));
    expect(chips()).toHaveLength(1);
    await user.click(screen.getByRole("gridcell", { name: "12" }));
    expect(chips().map((chip) => chip.textContent)).toEqual(["2026/03/10", "2026/03/12"]);
    await user.click(within(chips()[0]!).getByTestId("CancelIcon"));
    expect(chips().map((chip) => chip.textContent)).toEqual(["2026/03/12"]);
    expect(within(chips()[0]!).queryByTestId("CancelIcon")).not.toBeInTheDocument();
  });

  it("adds a shift with the type's times and lists the server's warnings without blocking", async () => {
    const { user, server, onAdded } = setup();
    const created = buildShift({ id: 880, typeId: NIGHT12, startTime: "19:00:00", endTime: "07:00:00" });
    server
      .on("POST", "/api/shifts/", { status: 201, body: shiftsJson([created]) })
      .on("GET", "/api/shifts/880/errors/", {
        body: [
          { validator: "TimeConflictValidator", priority: 0, error_data: { [String(ADA)]: ["2026-03-10"] } },
          { validator: "OvertimeValidator", priority: 150, error_data: { "99": ["2026-03-08"] } },
          { validator: "ImbalanceValidator", priority: 100, error_data: [] },
        ],
      });
    await user.click(screen.getByRole("button", { name: "Night 12" }));
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Shift added")).toBeInTheDocument();
    expect(server.calls("POST", "/api/shifts/")[0]?.body).toEqual([
      {
        date: "2026-03-10",
        payroll_date: "2026-03-10",
        type_id: NIGHT12,
        department_id: DEPT,
        assignee_id: ADA,
        start_time: "19:00:00",
        end_time: "07:00:00",
        on_call: false,
      },
    ]);
    const notice = await screen.findByRole("status");
    expect(notice).toHaveTextContent("Time conflict with another activity on Mar 10.");
    expect(notice).not.toHaveTextContent("Overtime");
    expect(onAdded).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(onAdded).toHaveBeenCalledWith({ shifts: [created], events: [] });
  });

  it("adds an event over the chosen dates", async () => {
    const { user, server, onAdded } = setup();
    const event = buildEvent({ dates: ["2026-03-10", "2026-03-11"] });
    server.on("POST", "/api/events/", { status: 201, body: eventsJson([event]) });
    await user.click(screen.getByRole("combobox", { name: "Event" }));
    await user.click(screen.getByRole("option", { name: "Vacation" }));
    await user.click(screen.getByRole("gridcell", { name: "11" }));
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Event saved")).toBeInTheDocument();
    expect(server.calls("POST", "/api/events/")[0]?.body).toEqual([
      { assignee_id: ADA, department_id: DEPT, type_id: 301, dates: ["2026-03-10", "2026-03-11"] },
    ]);
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith({ shifts: [], events: [event] }));
  });

  it("tells when an event could not be saved, with the server's answer", async () => {
    const { user, server } = setup();
    server.on(
      "POST",
      "/api/events/",
      apiError(400, "invalid", "Invalid input: 0.dates.", { errors: { "0.dates": ["Closed period."] } }),
    );
    await user.click(screen.getByRole("combobox", { name: "Event" }));
    await user.click(screen.getByRole("option", { name: "Vacation" }));
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Failed to save event")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Details" }));
    expect(screen.getByText(/Closed period\./)).toBeInTheDocument();
  });

  it("adds nothing in a read-only schedule", () => {
    setup({ readOnly: true });
    expect(screen.getByText("This schedule cannot be changed.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add" })).toBeDisabled();
  });
});
