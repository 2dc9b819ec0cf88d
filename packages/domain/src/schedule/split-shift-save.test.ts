import { describe, expect, it } from "vitest";
import { buildSplitSave, receivingShift } from "./split-shift-save.ts";
import { type SplitEdit, type SplitPart, setPartAssignee, splitPart, startSplit } from "./split-shift.ts";
import { shift } from "./test-factories.ts";

const NIGHT = { startTime: "19:00:00", endTime: "07:00:00", assigneeId: 1 };

function parts(edit: SplitEdit): readonly SplitPart[] {
  if (!edit.ok) throw new Error(`edit failed: ${edit.error}`);
  return edit.parts;
}

const whole = () => startSplit(NIGHT) ?? [];
const halves = () => parts(splitPart(whole(), 0));

describe("buildSplitSave (Z-006)", () => {
  const original = shift({
    id: 50,
    assigneeId: 1,
    date: "2026-03-07",
    startTime: "19:00:00",
    endTime: "07:00:00",
    flags: [2],
  });

  it("updates the original to the first part and creates the others, giving away parts for others", () => {
    const list = parts(setPartAssignee(halves(), 1, 2));
    const save = buildSplitSave(original, list);
    expect(save.ok).toBe(true);
    if (!save.ok) return;
    expect(save.update).toEqual({
      ...original,
      startTime: "19:00:00",
      endTime: "01:00:00",
      payrollDate: "2026-03-07",
      giveaway: false,
      newAssigneeId: null,
    });
    const { id: _id, ...rest } = original;
    expect(save.create).toEqual([
      {
        ...rest,
        date: "2026-03-08",
        payrollDate: "2026-03-07",
        startTime: "01:00:00",
        endTime: "07:00:00",
        assigneeId: 1,
        giveaway: true,
        newAssigneeId: 2,
      },
    ]);
  });

  it("gives the whole shift away with one part for someone else", () => {
    const save = buildSplitSave(original, parts(setPartAssignee(whole(), 0, 3)));
    expect(save.ok && save.update).toMatchObject({
      id: 50,
      assigneeId: 1,
      giveaway: true,
      newAssigneeId: 3,
      startTime: "19:00:00",
      endTime: "07:00:00",
    });
    expect(save.ok && save.create).toEqual([]);
  });

  it("refuses what cannot be saved", () => {
    expect(buildSplitSave(original, whole())).toEqual({ ok: false, error: "same_assignee" });
  });

  it("builds the receiving shift of a giveaway", () => {
    const given = { ...original, giveaway: true, newAssigneeId: 2 };
    const { id: _id, ...rest } = given;
    expect(receivingShift(given)).toEqual({ ...rest, assigneeId: 2, giveaway: false, newAssigneeId: null });
    expect(receivingShift(original)).toBeNull();
  });
});
