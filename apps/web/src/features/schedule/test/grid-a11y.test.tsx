import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { gridCell, startMasterSchedule } from "../../../test/master-schedule-screen";
import { buildShift, FLOAT_FLAG, layOutGrid, NIGHT, shiftJson } from "../../../test/schedule-fixtures";

const cell = gridCell;

const DAY_SHIFT = buildShift(22, "2026-02-01");
const NIGHT_SHIFT = buildShift(21, "2026-02-02", NIGHT, { flags: [FLOAT_FLAG] });

function start() {
  const view = startMasterSchedule({ shifts: [DAY_SHIFT, NIGHT_SHIFT] });
  view.server.on("DELETE", `/api/shifts/${DAY_SHIFT.id}/`, { status: 204, body: null });
  return view;
}

async function focusedGrid() {
  const grid = await screen.findByRole("grid", { name: "Master schedule" });
  await waitFor(() => expect(cell(22, "2026-02-01")).not.toBeNull());
  return grid;
}

beforeEach(() => layOutGrid({ width: 4000, height: 900 }));

describe("the grid for screen readers", () => {
  it("counts the whole grid and indexes the rendered rows and cells", async () => {
    start();
    const grid = await focusedGrid();
    // 42 days and 6 week totals, after the names; the header, 2 groups and 3 staff, and the totals lines.
    expect(grid).toHaveAttribute("aria-colcount", "49");
    const totalsLines = grid.querySelectorAll(".totals-line").length;
    expect(grid).toHaveAttribute("aria-rowcount", String(1 + 5 + totalsLines));
    const row = (cell(21, "2026-02-02") as HTMLElement).closest('[role="row"]');
    expect(row).toHaveAttribute("aria-rowindex");
    expect(cell(21, "2026-02-01")).toHaveAttribute("aria-colindex", "2");
    // The week total after the first 7 days is column 9, so the 8th day is column 10.
    expect(cell(21, "2026-02-08")).toHaveAttribute("aria-colindex", "10");
    expect(within(grid).getAllByRole("columnheader")[0]).toHaveAttribute("aria-colindex", "1");
    expect(within(grid).getByRole("columnheader", { name: "Week 1 hours" })).toHaveAttribute(
      "aria-colindex",
      "9",
    );
  });

  it("marks today by more than its colour: the word for screen readers and aria-current", async () => {
    // Only the date is faked (no timers), so the grid's day is the fixtures' period.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-02-03T15:00:00Z") });
    try {
      start();
      const grid = await focusedGrid();
      const current = grid.querySelectorAll('[role="columnheader"][aria-current="date"]');
      expect(current).toHaveLength(1);
      expect(current[0]).toHaveTextContent(/^Tue\s*Feb 3\s*Today/);
      expect(current[0]).toHaveClass("today");
    } finally {
      vi.useRealTimers();
    }
  });

  it("names each cell: who, the day, the shift and its hours, flags and findings", async () => {
    start();
    await focusedGrid();
    expect(cell(21, "2026-02-02")).toHaveAccessibleName(
      "Omar Baker — Monday Feb 2, 2026 — Night 12, 19:00–07:00, flags Float",
    );
    expect(cell(23, "2026-02-03")).toHaveAccessibleName(
      "Brooklyn Campbell — Tuesday Feb 3, 2026 — no shifts",
    );
  });
});

describe("the grid by keyboard alone", () => {
  it("moves by page and to the grid's ends, keeping one tab stop", async () => {
    const user = userEvent.setup();
    start();
    const grid = await focusedGrid();
    await user.tab();
    while (document.activeElement !== null && !grid.contains(document.activeElement)) await user.tab();
    expect(document.activeElement).toBe(cell(22, "2026-02-01"));
    expect(grid.querySelectorAll('[role="gridcell"][tabindex="0"]')).toHaveLength(1);
    await user.keyboard("{Control>}{End}{/Control}");
    expect(document.activeElement).toBe(cell(23, "2026-03-14"));
    await user.keyboard("{PageUp}");
    expect(document.activeElement).toBe(cell(22, "2026-03-14"));
    await user.keyboard("{PageDown}");
    expect(document.activeElement).toBe(cell(23, "2026-03-14"));
    await user.keyboard("{Control>}{Home}{/Control}");
    expect(document.activeElement).toBe(cell(22, "2026-02-01"));
    expect(grid.querySelectorAll('[role="gridcell"][tabindex="0"]')).toHaveLength(1);
  });

  it("is one tab stop: Tab enters on the current cell and the next Tab leaves; the arrows reach the names", async () => {
    const user = userEvent.setup();
    start();
    const grid = await focusedGrid();
    // Nothing inside the grid but the current cell is in the tab order (the names' links neither).
    const tabbable = () =>
      [grid, ...grid.querySelectorAll<HTMLElement>("button, a[href], [tabindex]")].filter(
        (element) => element.tabIndex >= 0,
      );
    expect(tabbable()).toEqual([grid]);
    await user.tab();
    for (let stops = 0; stops < 60 && !grid.contains(document.activeElement); stops += 1) await user.tab();
    expect(document.activeElement).toBe(cell(22, "2026-02-01"));
    expect(tabbable()).toEqual([cell(22, "2026-02-01")]);
    await user.tab();
    expect(grid.contains(document.activeElement)).toBe(false);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(cell(22, "2026-02-01"));
    await user.tab({ shift: true });
    expect(grid.contains(document.activeElement)).toBe(false);
    await user.tab();
    expect(document.activeElement).toBe(cell(22, "2026-02-01"));

    // The names are the column left of the first day.
    const name = (userId: number) => grid.querySelector<HTMLElement>(`[data-name-cell="${userId}"]`);
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(name(22));
    expect(document.activeElement).toHaveAttribute("role", "rowheader");
    await user.keyboard("{ArrowLeft}{ArrowDown}");
    expect(document.activeElement).toBe(name(21));
    expect(tabbable()).toEqual([name(21)]);
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(cell(21, "2026-02-01"));
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(name(21));
  });

  it("opens the person's dialog with Enter on the name, and the focus comes back to the name", async () => {
    const user = userEvent.setup();
    start();
    const grid = await focusedGrid();
    const name = grid.querySelector<HTMLElement>('[data-name-cell="21"]') as HTMLElement;
    (cell(21, "2026-02-01") as HTMLElement).focus();
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(name);
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it("adds with N, and Escape closes the panel and comes back to the cell", async () => {
    const user = userEvent.setup();
    start();
    await focusedGrid();
    (cell(23, "2026-02-03") as HTMLElement).focus();
    await user.keyboard("n");
    expect(await screen.findByRole("complementary")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("complementary")).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(cell(23, "2026-02-03")));
  });

  it("opens the errors overview with E and the keys with ?, and the focus comes back to the cell", async () => {
    const user = userEvent.setup();
    start();
    await focusedGrid();
    (cell(23, "2026-02-03") as HTMLElement).focus();
    await user.keyboard("e");
    expect(await screen.findByRole("complementary", { name: "Errors overview" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Close panel" }));
    await waitFor(() => expect(document.activeElement).toBe(cell(23, "2026-02-03")));

    await user.keyboard("?");
    const help = await screen.findByRole("dialog", { name: "Keyboard shortcuts in the schedule grid" });
    expect(within(help).getByText("Open the errors overview")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(cell(23, "2026-02-03")));
  });

  it("deletes the cell's shift with Delete after the usual confirmation", async () => {
    const user = userEvent.setup();
    const { server } = start();
    await focusedGrid();
    (cell(22, "2026-02-01") as HTMLElement).focus();
    await user.keyboard("{Delete}");
    const confirm = await screen.findByRole("dialog", { name: "Delete shift" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(server.calls("DELETE", `/api/shifts/${DAY_SHIFT.id}/`)).toHaveLength(1));
    await waitFor(() =>
      expect(within(cell(22, "2026-02-01") as HTMLElement).queryByRole("img")).not.toBeInTheDocument(),
    );
  });
});

describe("others' live changes", () => {
  it("are announced politely as one line per burst, naming who changed them; one's own are not", async () => {
    const { send } = start();
    await focusedGrid();
    const region = screen.getByTestId("schedule-announcements");
    expect(region).toHaveAttribute("aria-live", "polite");
    const byBaker = (date: string) => buildShift(23, date, undefined, { modifiedBy: 21 });
    for (const shift of [byBaker("2026-02-10"), byBaker("2026-02-11"), byBaker("2026-02-12")])
      send({ content_type: "shift", action: "created", id: shift.id, data: shiftJson(shift) });
    const mine = buildShift(23, "2026-02-13", undefined, { modifiedBy: 11 });
    send({ content_type: "shift", action: "created", id: mine.id, data: shiftJson(mine) });
    expect(await within(region).findByText("3 shifts changed by Omar Baker")).toBeInTheDocument();
    expect(region.textContent).toBe("3 shifts changed by Omar Baker");
  });
});
