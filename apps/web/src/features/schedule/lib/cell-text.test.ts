import { describe, expect, it } from "vitest";
import { createI18n } from "../../../test/i18n";
import type { CellNameInput } from "./cell-name";
import { cellText, sentence } from "./cell-text";

const input: CellNameInput = {
  personName: "Zoë $1 Chen",
  day: "Mon 12/7/2026",
  shifts: [
    {
      typeName: "Day 12",
      startTime: "07:00:00",
      endTime: "19:00:00",
      status: null,
      proposed: true,
      flags: ["A", "B"],
    },
  ],
  events: ["Vacation"],
  requests: 2,
  conflict: true,
  consecutive: false,
  overtime: true,
  changed: false,
};

describe("sentence", () => {
  it("fills each value in where the translation put it, in the translation's order", () => {
    const fill = sentence(
      ["name", "start", "end"],
      (m) => `${m.end} back to ${m.start} (${m.name}) ${m.start}`,
    );
    expect(fill({ name: "Night 1", start: "$&", end: "19:00" })).toBe("19:00 back to $& (Night 1) $&");
  });
});

describe("the cells' names", () => {
  it.each(["en", "zh-TW"] as const)(
    "read as the same sentences translated per cell would (%s)",
    (language) => {
      const { t } = createI18n(language);
      const shift = t("scheduleGrid.cell.shift", { name: "Day 12", start: "07:00", end: "19:00" });
      const flags = t("scheduleGrid.cell.flags", { flags: "A B" });
      const details = [
        `${shift}, ${t("scheduleGrid.cell.proposed")}, ${flags}; Vacation`,
        t("scheduleGrid.cell.requests", { count: 2 }),
        t("scheduleGrid.cell.conflict"),
        t("scheduleGrid.cell.overtime"),
      ].join(", ");
      const expected = t("scheduleGrid.cell.name", { person: input.personName, day: input.day, details });

      expect(cellText(t).name(input)).toBe(expected);
    },
  );
});
