import { describe, expect, it } from "vitest";
import type { ScheduledField } from "./profile-settings.ts";
import { planScheduledChanges, type ScheduledChangeRequest } from "./scheduled-field-changes.ts";

const context = { today: "2026-11-22", timeZone: "America/Chicago" };
const change = (effectiveOn: string, ...kinds: ScheduledField[]): ScheduledChangeRequest => ({
  effectiveOn,
  fields: kinds.map((field, i) => ({ field, value: i + 1 })),
});

describe("planScheduledChanges (D-015)", () => {
  it.each([
    {
      name: "today",
      requests: [change("2026-11-22", "job_type_id")],
      field: "0.effectiveOn",
      key: "validation.date_min",
    },
    { name: "no fields", requests: [change("2026-11-30")], field: "0.fields", key: "validation.required" },
    {
      name: "a kind twice in one change",
      requests: [change("2026-11-30", "job_type_id", "job_type_id")],
      field: "0.fields.1.field",
      key: "account.field_repeated",
    },
    {
      name: "a kind twice across changes",
      requests: [change("2026-11-30", "department_id"), change("2026-12-30", "department_id")],
      field: "1.fields.0.field",
      key: "account.field_repeated",
    },
    {
      name: "the same date twice",
      requests: [change("2026-11-30", "department_id"), change("2026-11-30", "shift_type_id")],
      field: "1.effectiveOn",
      key: "account.date_repeated",
    },
    {
      name: "five fields",
      requests: [
        change("2026-11-30", "department_id", "shift_type_id", "job_type_id"),
        change("2026-12-30", "job_status_id", "job_type_id"),
      ],
      field: "1.fields",
      key: "account.too_many_fields",
    },
  ])("refuses $name", ({ requests, field, key }) => {
    const result = planScheduledChanges(requests, context);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.violations).toContainEqual(expect.objectContaining({ field, key }));
  });

  it("accepts four kinds over two dates, sorted by date, each at 00:00 local in UTC", () => {
    const result = planScheduledChanges(
      [
        change("2026-12-30", "job_status_id", "job_type_id"),
        change("2026-11-23", "department_id", "shift_type_id"),
      ],
      context,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.violations));
    expect(result.scheduled.nextChangeEffectiveOn).toBe("2026-11-23");
    expect(result.scheduled.changes.map((c) => [c.effectiveOn, c.effectiveOnUTC])).toEqual([
      ["2026-11-23", "2026-11-23T06:00:00.000Z"],
      ["2026-12-30", "2026-12-30T06:00:00.000Z"],
    ]);
  });

  it("an empty list clears the schedule", () => {
    expect(planScheduledChanges([], context)).toEqual({
      ok: true,
      scheduled: { changes: [], nextChangeEffectiveOn: null },
    });
  });
});
