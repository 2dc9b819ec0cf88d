import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planTemplate, setTemplateDay, templateDaysFrom, templateLength } from "./template.ts";

describe("templateLength", () => {
  it.each([
    [42, 6, 42],
    [42, 2, 14],
    [28, null, 28],
    [null, 0, 42],
    [undefined, undefined, 42],
  ] as const)("period %s, weeks %s: %i days", (period, weeks, days) => {
    expect(templateLength(period, weeks)).toBe(days);
  });
});

describe("setTemplateDay", () => {
  it("sets, replaces and clears a day, keeping offset order", () => {
    let days = setTemplateDay([], 5, ["a"]);
    days = setTemplateDay(days, 1, ["b"]);
    days = setTemplateDay(days, 5, ["c", "d"]);
    expect(days).toEqual([
      { offset: 1, activities: ["b"] },
      { offset: 5, activities: ["c", "d"] },
    ]);
    expect(setTemplateDay(days, 1, [])).toEqual([{ offset: 5, activities: ["c", "d"] }]);
  });
});

describe("planTemplate (Z-029)", () => {
  const people = [
    {
      userId: 1,
      assignable: true,
      days: [
        { offset: 0, activities: ["D"] },
        { offset: 2, activities: ["N"] },
      ],
    },
    { userId: 2, assignable: false, days: [{ offset: 0, activities: ["D"] }] },
  ];

  it("repeats a shorter pattern, skips taken days and people who may not work, and says why", () => {
    const plan = planTemplate({
      startOn: "2027-01-03",
      endOn: "2027-01-08",
      length: 3,
      people,
      occupied: (userId, date) => (userId === 1 && date === "2027-01-06" ? "has_event" : null),
    });
    expect(plan.planned.map((p) => [p.userId, p.date, p.activity])).toEqual([
      [1, "2027-01-03", "D"],
      [1, "2027-01-05", "N"],
      [1, "2027-01-08", "N"],
    ]);
    expect(plan.skipped).toEqual([
      { userId: 1, date: "2027-01-06", offset: 0, reason: "has_event" },
      { userId: 2, date: "2027-01-03", offset: 0, reason: "not_assignable" },
      { userId: 2, date: "2027-01-06", offset: 0, reason: "not_assignable" },
    ]);
  });

  it("every template day of the period is either planned or skipped, never both", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 14 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 13 }), { maxLength: 10 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 20 }), { maxLength: 10 }),
        (length, offsets, takenDays) => {
          const days = offsets.filter((o) => o < length).map((offset) => ({ offset, activities: ["X"] }));
          const taken = new Set(takenDays.map((i) => `2027-01-${String(3 + i).padStart(2, "0")}`));
          const plan = planTemplate({
            startOn: "2027-01-03",
            endOn: "2027-01-23",
            length,
            people: [{ userId: 1, assignable: true, days }],
            occupied: (_user, date) => (taken.has(date) ? "has_shift" : null),
          });
          const planned = new Set(plan.planned.map((p) => p.date));
          for (const skip of plan.skipped) expect(planned.has(skip.date)).toBe(false);
          for (const p of plan.planned) expect(taken.has(p.date)).toBe(false);
          const expected = Array.from({ length: 21 }, (_, i) => i).filter((i) =>
            days.some((d) => d.offset === i % length),
          ).length;
          expect(plan.planned.length + plan.skipped.length).toBe(expected);
        },
      ),
    );
  });
});

describe("templateDaysFrom", () => {
  it("places entries on their day of the pattern and leaves out what falls outside it", () => {
    const entries = [
      { date: "2027-01-03", v: "a" },
      { date: "2027-01-04", v: "b" },
      { date: "2027-01-04", v: "c" },
      { date: "2027-01-20", v: "late" },
      { date: "2027-01-01", v: "early" },
    ];
    expect(templateDaysFrom(entries, "2027-01-03", 14, (e) => e.v)).toEqual([
      { offset: 0, activities: ["a"] },
      { offset: 1, activities: ["b", "c"] },
    ]);
  });
});
