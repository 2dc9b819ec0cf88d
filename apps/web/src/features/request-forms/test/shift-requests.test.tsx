import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiError } from "../../../test/fake-server";
import { renderApp } from "../../../test/render-app";
import { buildShift, DAY, shiftJson, shiftsPage } from "../../../test/schedule-fixtures";
import { NURSE, scheduleServer, setToday } from "./fixtures";

beforeEach(setToday);

const SHIFT_BUTTON = "Ask for a change to the Day 12 shift on Feb 10, 2026";

async function openChange(option: string, dialogName: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: SHIFT_BUTTON }));
  await user.click(screen.getByRole("menuitem", { name: option }));
  return { user, dialog: await screen.findByRole("dialog", { name: dialogName }) };
}

describe("asking for a change to a shift", () => {
  it("offers the hospital's kinds of change on the nurse's upcoming shifts only", async () => {
    scheduleServer({ requests: { splitEnabled: false } });
    renderApp("/scheduling/staffschedule");
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: SHIFT_BUTTON }));
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      "Give away",
      "Swap with a colleague",
      "Move to another day",
    ]);
    // The float flag allows no requests: that shift offers none.
    expect(
      screen.queryByRole("button", { name: "Ask for a change to the Day 12 shift on Feb 12, 2026" }),
    ).not.toBeInTheDocument();
  });

  it("offers no change on a shift once it has started, from its start in the hospital's zone", async () => {
    // 07:00 in Los Angeles on February 10 is 15:00 UTC; the server refuses a request from then on.
    vi.setSystemTime(new Date("2026-02-10T14:59:00Z"));
    scheduleServer();
    const before = renderApp("/scheduling/staffschedule");
    expect(await screen.findByRole("button", { name: SHIFT_BUTTON })).toBeInTheDocument();
    act(() => before.unmount());

    vi.setSystemTime(new Date("2026-02-10T15:00:00Z"));
    scheduleServer();
    renderApp("/scheduling/staffschedule");
    expect((await screen.findAllByRole("img", { name: /Day 12/ })).length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: SHIFT_BUTTON })).not.toBeInTheDocument();
  });

  it("offers no change on a shift she no longer works (given away)", async () => {
    const { server } = scheduleServer();
    server.on("GET", "/api/shifts/", {
      body: shiftsPage([buildShift(NURSE, "2026-02-10", DAY, { giveaway: true })]),
    });
    renderApp("/scheduling/staffschedule");
    expect((await screen.findAllByRole("img", { name: /Day 12/ })).length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: SHIFT_BUTTON })).not.toBeInTheDocument();
  });

  it("gives a shift to a chosen colleague, showing each candidate's findings", async () => {
    const { server, own } = scheduleServer();
    const shift = own[0];
    if (!shift) throw new Error("fixture");
    server.on("GET", "/api/shift-requests/giveaway_candidates/", {
      body: [
        { user_id: 21, full_name: "Omar Baker", errors: [] },
        {
          user_id: 23,
          full_name: "Brooklyn Campbell",
          errors: [{ validator: "TimeConflictValidator", priority: 0, error_data: { "23": ["2026-02-10"] } }],
        },
      ],
    });
    server.on("POST", "/api/shift-requests/validate/", { body: [] });
    server.on("POST", "/api/shift-requests/", { status: 201, body: { id: 41 } });
    renderApp("/scheduling/staffschedule");
    const { user, dialog } = await openChange("Give away", "Give this shift away");

    expect(server.calls("GET", "/api/shift-requests/giveaway_candidates/")[0]?.query.get("shift_id")).toBe(
      String(shift.id),
    );
    const campbell = await within(dialog).findByRole("radio", { name: /Brooklyn Campbell/ });
    expect(campbell.closest("[data-candidate]")).toHaveTextContent("Time conflict for Brooklyn Campbell");
    expect(
      within(dialog)
        .getByRole("radio", { name: /Omar Baker/ })
        .closest("[data-candidate]"),
    ).toHaveTextContent("No problems found");
    // The department is the default: the scheduler would choose.
    expect(within(dialog).getByRole("radio", { name: /Anyone in the department/ })).toBeChecked();

    await user.click(within(dialog).getByRole("radio", { name: /Omar Baker/ }));
    await waitFor(() =>
      expect(server.calls("POST", "/api/shift-requests/validate/").at(-1)?.body).toEqual({
        request_type: "giveaway",
        shift_id: shift.id,
        new_assignee_id: 21,
      }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.calls("POST", "/api/shift-requests/")[0]?.body).toEqual({
      request_type: "giveaway",
      shift_id: shift.id,
      new_assignee_id: 21,
    });
  });

  it("swaps for a colleague's shift chosen among the valid ones", async () => {
    const { server, own } = scheduleServer();
    const shift = own[0];
    if (!shift) throw new Error("fixture");
    const theirs = buildShift(21, "2026-02-14", DAY);
    server.on("GET", "/api/swaps/candidates/", {
      body: [{ shift: shiftJson(theirs), full_name: "Omar Baker", errors: [] }],
    });
    server.on("POST", "/api/swaps/validate/", {
      body: [{ validator: "ConsecutiveShiftsValidator", priority: 10, error_data: { "11": ["2026-02-14"] } }],
    });
    server.on("POST", "/api/swaps/", { status: 201, body: { id: 51 } });
    renderApp("/scheduling/staffschedule");
    const { user, dialog } = await openChange("Swap with a colleague", "Swap this shift");

    const option = await within(dialog).findByRole("radio", { name: /Omar Baker/ });
    expect(option.closest("[data-candidate]")).toHaveTextContent(
      "Saturday Feb 14, 2026 · Day 12 07:00–19:00",
    );
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(await within(dialog).findByText("Choose the shift to swap for.")).toBeInTheDocument();
    expect(server.calls("POST", "/api/swaps/")).toHaveLength(0);

    await user.click(option);
    expect(await within(dialog).findByText(/Too many shifts in a row for you/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: "Comments for the reviewer" }), "Thanks!");
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(server.calls("POST", "/api/swaps/")).toHaveLength(1));
    expect(server.calls("POST", "/api/swaps/")[0]?.body).toEqual({
      source_shift_id: shift.id,
      target_shift_id: theirs.id,
      comments: "Thanks!",
    });
  });

  it("moves a shift to another day, refusing its own day", async () => {
    const { server, own } = scheduleServer();
    const shift = own[0];
    if (!shift) throw new Error("fixture");
    server.on("POST", "/api/shift-requests/validate/", { body: [] });
    server.on(
      "POST",
      "/api/shift-requests/",
      apiError(400, "invalid", "Invalid input.", {
        errors: { date: ["The schedule of that day is closed."] },
      }),
    );
    renderApp("/scheduling/staffschedule");
    const { user, dialog } = await openChange("Move to another day", "Move this shift");

    const date = within(dialog).getByLabelText(/New date/);
    fireEvent.change(date, { target: { value: "2026-02-10" } });
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(await within(dialog).findByText("Choose a day other than the shift's own.")).toBeInTheDocument();

    fireEvent.change(date, { target: { value: "2026-02-11" } });
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(await within(dialog).findByText("The schedule of that day is closed.")).toBeInTheDocument();
    expect(server.calls("POST", "/api/shift-requests/")[0]?.body).toEqual({
      request_type: "reschedule",
      shift_id: shift.id,
      date: "2026-02-11",
    });
  });

  it("splits a shift: the first part stays the nurse's, the next goes to a colleague", async () => {
    const { server, own } = scheduleServer();
    const shift = own[0];
    if (!shift) throw new Error("fixture");
    server.on("POST", "/api/shift-requests/validate/", { body: [] });
    server.on("POST", "/api/shift-requests/", { status: 201, body: { id: 61 } });
    renderApp("/scheduling/staffschedule");
    const { user, dialog } = await openChange("Split", "Split this shift");

    expect(within(dialog).getByRole("heading", { name: "Part 1: 07:00–13:00" })).toBeInTheDocument();
    expect(within(dialog).getByText("You keep this part.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(await within(dialog).findByText("Choose a colleague for this part.")).toBeInTheDocument();

    const end = within(dialog).getByRole("textbox", { name: "Part 1 ends at" });
    await user.clear(end);
    await user.type(end, "25:00{Enter}");
    expect(await within(dialog).findByText(/Enter a time as HH:MM/)).toBeInTheDocument();
    await user.clear(end);
    await user.type(end, "15:00{Enter}");
    expect(await within(dialog).findByRole("heading", { name: "Part 2: 15:00–19:00" })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("combobox", { name: /Who works part 2/ }));
    await user.click(screen.getByRole("option", { name: "Omar Baker" }));
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(server.calls("POST", "/api/shift-requests/")).toHaveLength(1));
    expect(server.calls("POST", "/api/shift-requests/")[0]?.body).toEqual({
      request_type: "split",
      shift_id: shift.id,
      splits: [
        { assignee_id: 11, start_time: "07:00", end_time: "15:00" },
        { assignee_id: 21, start_time: "15:00", end_time: "19:00" },
      ],
    });
  });
});
