import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { startMasterSchedule } from "../../../test/master-schedule-screen";
import { buildShift } from "../../../test/schedule-fixtures";
import { noteViewport } from "../components/grid/grid-viewport";

/**
 * Every grid cell React creates while this runs, by its `data-cell`, kept even if a later render of
 * the same task removes it again (a document's mutation records show only what is left).
 */
function cellsCreated(): { created: Set<string>; stop: () => void } {
  const created = new Set<string>();
  const append = Node.prototype.appendChild;
  const insert = Node.prototype.insertBefore;
  const note = (node: Node) => {
    if (node instanceof HTMLElement && node.dataset.cell) created.add(node.dataset.cell);
  };
  Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
    note(node);
    return append.call(this, node) as T;
  };
  Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
    note(node);
    return insert.call(this, node, child) as T;
  };
  return {
    created,
    stop: () => {
      Node.prototype.appendChild = append;
      Node.prototype.insertBefore = insert;
    },
  };
}

describe("a grid that replaces another", () => {
  it("draws the cells of the viewport last measured in its first render, before measuring its own", async () => {
    // A grid measured it before (another period or department). This document has no layout, so
    // once rendered the new grid measures a viewport of nothing and keeps no cell: what it created
    // came from its first render.
    noteViewport({ width: 4000, height: 900 });
    const { created, stop } = cellsCreated();
    try {
      startMasterSchedule({ shifts: [buildShift(22, "2026-02-01")] });
      await screen.findByRole("grid", { name: "Master schedule" });
    } finally {
      stop();
    }
    expect(created).toContain("22:2026-02-01");
    // Three weeks in: past what a grid that does not know its size would draw.
    expect(created).toContain("22:2026-02-20");
  });
});
