import { describe, expect, it } from "vitest";
import {
  canSplitPart,
  partTimes,
  removePart,
  type SplitEdit,
  type SplitPart,
  setPartAssignee,
  setPartEnd,
  splitPart,
  splitSaveError,
  startSplit,
} from "./split-shift.ts";

const DAY = { startTime: "07:00:00", endTime: "19:00:00", assigneeId: 1 };
const NIGHT = { startTime: "19:00:00", endTime: "07:00:00", assigneeId: 1 };

function parts(edit: SplitEdit): readonly SplitPart[] {
  if (!edit.ok) throw new Error(`edit failed: ${edit.error}`);
  return edit.parts;
}

const whole = (source = DAY) => startSplit(source) ?? [];
const halves = (source = DAY) => parts(splitPart(whole(source), 0));
const times = (list: readonly SplitPart[], source = DAY) => list.map((part) => partTimes(part, source));

describe("starting and splitting", () => {
  it.each([
    ["a day shift", DAY, 720],
    ["a night shift", NIGHT, 720],
    ["a 24 h shift", { ...DAY, endTime: "07:00:00" }, 1440],
  ])("%s starts as one part of %i minutes", (_name, source, minutes) => {
    expect(startSplit(source)).toEqual([{ start: 0, end: minutes, assigneeId: 1 }]);
  });

  it("cannot start without an assignee or with malformed times", () => {
    expect(startSplit({ ...DAY, assigneeId: null })).toBeNull();
    expect(startSplit({ ...DAY, endTime: "7pm" })).toBeNull();
  });

  it("splits at the midpoint, across midnight too", () => {
    expect(times(halves())).toEqual([
      { startTime: "07:00", endTime: "13:00" },
      { startTime: "13:00", endTime: "19:00" },
    ]);
    expect(times(halves(NIGHT), NIGHT)).toEqual([
      { startTime: "19:00", endTime: "01:00" },
      { startTime: "01:00", endTime: "07:00" },
    ]);
  });

  it("splits an odd length with the extra minute in the second half", () => {
    const short = { ...DAY, endTime: "07:03:00" };
    expect(halves(short)).toEqual([
      { start: 0, end: 1, assigneeId: 1 },
      { start: 1, end: 3, assigneeId: 1 },
    ]);
  });

  it.each<[string, SplitPart[], number, SplitEdit["ok"] | string]>([
    ["a 2-minute part", [{ start: 0, end: 2, assigneeId: 1 }], 0, true],
    ["a 1-minute part", [{ start: 0, end: 1, assigneeId: 1 }], 0, "part_too_short"],
    [
      "a fourth part",
      [
        { start: 0, end: 100, assigneeId: 1 },
        { start: 100, end: 200, assigneeId: 1 },
        { start: 200, end: 720, assigneeId: 1 },
      ],
      2,
      "too_many_parts",
    ],
    ["a part that does not exist", [{ start: 0, end: 720, assigneeId: 1 }], 1, "no_such_part"],
  ])("splitting %s: %s", (_name, list, index, expected) => {
    const result = splitPart(list, index);
    expect(result.ok ? true : result.error).toBe(expected);
    expect(canSplitPart(list, index)).toBe(expected === true);
  });
});

describe("removing parts", () => {
  it("gives the removed part's time to the part before it", () => {
    const three = parts(splitPart(halves(), 1));
    expect(parts(removePart(three, 1))).toEqual([
      { start: 0, end: 540, assigneeId: 1 },
      { start: 540, end: 720, assigneeId: 1 },
    ]);
    expect(parts(removePart(three, 2))).toEqual([
      { start: 0, end: 360, assigneeId: 1 },
      { start: 360, end: 720, assigneeId: 1 },
    ]);
  });

  it("never removes the original part", () => {
    expect(removePart(halves(), 0)).toEqual({ ok: false, error: "original_part" });
    expect(removePart(halves(), 5)).toEqual({ ok: false, error: "no_such_part" });
  });
});

describe("setting a part's end time", () => {
  it.each<[string, typeof DAY, string, { startTime: string; endTime: string }[] | string]>([
    [
      "inside the range",
      DAY,
      "10:00",
      [
        { startTime: "07:00", endTime: "10:00" },
        { startTime: "10:00", endTime: "19:00" },
      ],
    ],
    [
      "typed as HHMM",
      DAY,
      "1030",
      [
        { startTime: "07:00", endTime: "10:30" },
        { startTime: "10:30", endTime: "19:00" },
      ],
    ],
    [
      "one minute after the start",
      DAY,
      "07:01",
      [
        { startTime: "07:00", endTime: "07:01" },
        { startTime: "07:01", endTime: "19:00" },
      ],
    ],
    [
      "one minute before the end",
      DAY,
      "18:59",
      [
        { startTime: "07:00", endTime: "18:59" },
        { startTime: "18:59", endTime: "19:00" },
      ],
    ],
    [
      "after midnight on a night shift",
      NIGHT,
      "02:00",
      [
        { startTime: "19:00", endTime: "02:00" },
        { startTime: "02:00", endTime: "07:00" },
      ],
    ],
    [
      "before midnight on a night shift",
      NIGHT,
      "23:30",
      [
        { startTime: "19:00", endTime: "23:30" },
        { startTime: "23:30", endTime: "07:00" },
      ],
    ],
    ["equal to the original start", DAY, "07:00", "out_of_range"],
    ["equal to the original end", DAY, "19:00", "out_of_range"],
    ["outside the shift", DAY, "20:00", "out_of_range"],
    ["outside a night shift", NIGHT, "12:00", "out_of_range"],
    ["empty", DAY, "", "required"],
    ["malformed", DAY, "7:00", "invalid_time"],
    ["not a time", DAY, "25:00", "invalid_time"],
  ])("%s", (_name, source, endTime, expected) => {
    const result = setPartEnd(halves(source), 0, endTime, source);
    expect(result.ok ? times(result.parts, source) : result.error).toEqual(expected);
  });

  it("stays strictly between the neighbours in a three-part split", () => {
    const three = parts(splitPart(halves(), 1));
    expect(times(three)).toEqual([
      { startTime: "07:00", endTime: "13:00" },
      { startTime: "13:00", endTime: "16:00" },
      { startTime: "16:00", endTime: "19:00" },
    ]);
    expect(setPartEnd(three, 1, "13:00", DAY)).toEqual({ ok: false, error: "out_of_range" });
    expect(setPartEnd(three, 1, "19:00", DAY)).toEqual({ ok: false, error: "out_of_range" });
    expect(times(parts(setPartEnd(three, 1, "18:00", DAY)))[2]).toEqual({
      startTime: "18:00",
      endTime: "19:00",
    });
    expect(setPartEnd(three, 2, "18:00", DAY)).toEqual({ ok: false, error: "last_part_end" });
  });
});

describe("splitSaveError", () => {
  it.each<[string, SplitPart[], string | null]>([
    ["no parts", [], "no_parts"],
    ["one part kept by the original user", [{ start: 0, end: 720, assigneeId: 1 }], "same_assignee"],
    ["one part handed to someone else", [{ start: 0, end: 720, assigneeId: 2 }], null],
    [
      "two parts for the same user",
      [
        { start: 0, end: 360, assigneeId: 1 },
        { start: 360, end: 720, assigneeId: 1 },
      ],
      null,
    ],
    [
      "a gap between parts",
      [
        { start: 0, end: 300, assigneeId: 1 },
        { start: 360, end: 720, assigneeId: 2 },
      ],
      "not_contiguous",
    ],
    [
      "not reaching the end",
      [
        { start: 0, end: 300, assigneeId: 1 },
        { start: 300, end: 700, assigneeId: 2 },
      ],
      "not_contiguous",
    ],
    [
      "an empty part",
      [
        { start: 0, end: 0, assigneeId: 1 },
        { start: 0, end: 720, assigneeId: 2 },
      ],
      "part_too_short",
    ],
  ])("%s: %s", (_name, list, expected) => {
    expect(splitSaveError(list, DAY)).toBe(expected);
  });
});

describe("setPartAssignee", () => {
  it("changes only that part", () => {
    expect(parts(setPartAssignee(halves(), 1, 7)).map((part) => part.assigneeId)).toEqual([1, 7]);
    expect(setPartAssignee(halves(), 2, 7)).toEqual({ ok: false, error: "no_such_part" });
  });
});
