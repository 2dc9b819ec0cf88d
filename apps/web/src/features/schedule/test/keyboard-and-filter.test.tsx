import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { gridCell, startMasterSchedule } from "../../../test/master-schedule-screen";
import { buildShift, FLOAT_FLAG, layOutGrid, NIGHT } from "../../../test/schedule-fixtures";

const cell = gridCell;

const start = () =>
  startMasterSchedule({
    shifts: [buildShift(22, "2026-02-01"), buildShift(21, "2026-02-02", NIGHT, { flags: [FLOAT_FLAG] })],
  });

beforeEach(() => layOutGrid());

describe("working the grid from the keyboard", () => {
  it("moves with the arrows, Home and End, and Escape closes what Enter opened", async () => {
    const user = userEvent.setup();
    layOutGrid({ width: 4000, height: 900 });
    start();
    const grid = await screen.findByRole("grid", { name: "Master schedule" });
    await user.click(cell(22, "2026-02-01") as HTMLElement);
    // The click opened the shift's panel; close it and walk from that cell.
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("complementary")).not.toBeInTheDocument());
    (cell(22, "2026-02-01") as HTMLElement).focus();
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(cell(21, "2026-02-01"));
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(cell(21, "2026-02-02"));
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(cell(21, "2026-03-14"));
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(cell(21, "2026-02-01"));
    expect(grid.querySelectorAll(".cell.focused")).toHaveLength(1);
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("complementary")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("complementary")).not.toBeInTheDocument());
  });
});

describe("the schedule filter", () => {
  it("hides shifts without the chosen flag and remembers the choice for the user", async () => {
    const user = userEvent.setup();
    const { unmount } = start();
    await screen.findByRole("grid", { name: "Master schedule" });
    expect(within(cell(22, "2026-02-01") as HTMLElement).getByRole("img")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Filter" }));
    const filter = await screen.findByRole("dialog", { name: "Filter" });
    await user.click(within(filter).getByRole("combobox", { name: "Flags (any of)" }));
    await user.click(await screen.findByRole("option", { name: "FL · Float" }));
    await user.keyboard("{Escape}");
    await user.click(within(filter).getByRole("button", { name: "Done" }));

    await waitFor(() =>
      expect(within(cell(22, "2026-02-01") as HTMLElement).queryByRole("img")).not.toBeInTheDocument(),
    );
    expect(within(cell(21, "2026-02-02") as HTMLElement).getByRole("img")).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem("schedule-filter:11") ?? "{}").shift.flags).toEqual([
      FLOAT_FLAG,
    ]);

    act(() => unmount());
    start();
    await screen.findByRole("grid", { name: "Master schedule" });
    await waitFor(() => expect(cell(22, "2026-02-01")).not.toBeNull());
    expect(within(cell(22, "2026-02-01") as HTMLElement).queryByRole("img")).not.toBeInTheDocument();
  });
});
