import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { startMasterSchedule } from "../../../test/master-schedule-screen";
import { buildShift } from "../../../test/schedule-fixtures";
import { noteViewport } from "../components/grid/grid-viewport";

/**
 * Every grid cell React creates while this runs, by its `data-cell`, kept even if a later render of
 * the same task removes it again (a document's mutation records show only what is left).
 */
function cellsCreated(): { stop: () => Set<string> } {
  const spies = [vi.spyOn(Node.prototype, "appendChild"), vi.spyOn(Node.prototype, "insertBefore")];
  return {
    // Read before restoring: restoring a spy forgets its calls.
    stop: () => {
      const created = new Set(
        spies.flatMap((spy) =>
          spy.mock.calls.flatMap(([node]) =>
            node instanceof HTMLElement && node.dataset.cell ? [node.dataset.cell] : [],
          ),
        ),
      );
      for (const spy of spies) spy.mockRestore();
      return created;
    },
  };
}

async function screenOpened(): Promise<void> {
  startMasterSchedule({ shifts: [buildShift(22, "2026-02-01")] });
  await screen.findByRole("grid", { name: "Master schedule" });
}

describe("a grid that replaces another", () => {
  it("draws the cells of the viewport last measured in its first render, before measuring its own", async () => {
    // A grid measured it before (another period or department). This document has no layout, so
    // once rendered the new grid measures a viewport of nothing and keeps no cell: what it created
    // came from its first render.
    noteViewport({ width: 4000, height: 900 });
    const cells = cellsCreated();
    try {
      await screenOpened();
    } catch (error) {
      cells.stop();
      throw error;
    }
    const created = cells.stop();
    expect(created).toContain("22:2026-02-01");
    // Three weeks in: past what a grid that does not know its size would draw.
    expect(created).toContain("22:2026-02-20");
  });
});
