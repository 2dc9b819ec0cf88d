import { describe, expect, it } from "vitest";
import { planRejection, takeDueChanges } from "./due-changes.ts";
import {
  EMPTY_STATE_SETTINGS,
  SCHEDULED_FIELDS,
  type ScheduledChanges,
  type ScheduledField,
  type ScheduledStateChange,
  type StateSettings,
} from "./profile-settings.ts";

const at = (date: string) => `${date}T06:00:00.000Z`;
const stateChange = (date: string, overrides: Partial<ScheduledStateChange> = {}): ScheduledStateChange => ({
  effectiveOn: date,
  effectiveOnUTC: at(date),
  state: "inactive",
  deleteShifts: false,
  shiftFlags: null,
  ...overrides,
});
const settings = (changes: ScheduledStateChange[]): StateSettings => ({
  ...EMPTY_STATE_SETTINGS,
  scheduledChanges: changes,
  nextChangeEffectiveOn: changes[0]?.effectiveOn ?? null,
});
const fields = (...changes: [string, Partial<Record<ScheduledField, number>>][]): ScheduledChanges => ({
  changes: changes.map(([date, values]) => ({
    effectiveOn: date,
    effectiveOnUTC: at(date),
    fields: SCHEDULED_FIELDS.flatMap((field) => {
      const value = values[field];
      return value === undefined ? [] : [{ field, value }];
    }),
  })),
  nextChangeEffectiveOn: changes[0]?.[0] ?? null,
});

describe("takeDueChanges (Y-009)", () => {
  const flagged = stateChange("2026-12-01", {
    shiftFlags: { start: "2026-12-01", end: "2026-12-10", flags: [5] },
  });
  const back = stateChange("2026-12-10", { state: "active" });
  const severed = stateChange("2026-12-20", { state: "severed", deleteShifts: true });

  it.each([
    {
      name: "nothing due yet",
      now: "2026-12-01T05:59:59Z",
      state: "active",
      left: 3,
      effects: 0,
      changed: false,
    },
    {
      name: "the first is due at 00:00 local",
      now: "2026-12-01T06:00:00Z",
      state: "inactive",
      left: 2,
      effects: 1,
      changed: true,
    },
    {
      name: "a late run applies both in order",
      now: "2026-12-15T00:00:00Z",
      state: "active",
      left: 1,
      effects: 1,
      changed: true,
    },
    { name: "all due", now: "2027-01-01T00:00:00Z", state: "severed", left: 0, effects: 2, changed: true },
  ])("$name", ({ now, state, left, effects, changed }) => {
    const outcome = takeDueChanges("active", settings([flagged, back, severed]), fields(), new Date(now));
    expect(outcome.state).toBe(state);
    expect(outcome.stateSettings.scheduledChanges).toHaveLength(left);
    expect(outcome.stateSettings.nextChangeEffectiveOn).toBe(
      outcome.stateSettings.scheduledChanges[0]?.effectiveOn ?? null,
    );
    expect(outcome.effects).toHaveLength(effects);
    expect(outcome.changed).toBe(changed);
  });

  it("describes the shift effects of each due change", () => {
    const outcome = takeDueChanges(
      "active",
      settings([flagged, back, severed]),
      fields(),
      new Date("2027-01-01T00:00:00Z"),
    );
    expect(outcome.effects).toEqual([
      { flags: { from: new Date(at("2026-12-01")), before: "2026-12-10", flagIds: [5] }, deleteFrom: null },
      { flags: null, deleteFrom: new Date(at("2026-12-20")) },
    ]);
    expect(outcome.stateSettings.shiftFlags).toBeNull();
    expect(outcome.stateSettings.deleteShifts).toBe(true);
  });

  it("keeps the flags of a non-active state it applies and clears them on return to active", () => {
    const first = takeDueChanges("active", settings([flagged, back]), fields(), new Date(at("2026-12-02")));
    expect(first.stateSettings.shiftFlags).toEqual(flagged.shiftFlags);
    const second = takeDueChanges(first.state, first.stateSettings, fields(), new Date(at("2026-12-11")));
    expect(second.state).toBe("active");
    expect(second.stateSettings.shiftFlags).toBeNull();
  });

  it("sets due field values and leaves later ones", () => {
    const outcome = takeDueChanges(
      "active",
      settings([]),
      fields(["2026-12-01", { job_type_id: 3, department_id: 8 }], ["2026-12-05", { shift_type_id: 2 }]),
      new Date(at("2026-12-03")),
    );
    expect(outcome.fields).toEqual({ job_type_id: 3, department_id: 8 });
    expect(outcome.scheduled.changes.map((c) => c.effectiveOn)).toEqual(["2026-12-05"]);
    expect(outcome.scheduled.nextChangeEffectiveOn).toBe("2026-12-05");
    expect(outcome.changed).toBe(true);
  });

  it("is idempotent: what was applied is gone from the lists", () => {
    const now = new Date(at("2026-12-30"));
    const once = takeDueChanges(
      "active",
      settings([flagged, back, severed]),
      fields(["2026-12-01", { job_type_id: 3 }]),
      now,
    );
    const twice = takeDueChanges(once.state, once.stateSettings, once.scheduled, now);
    expect(twice.changed).toBe(false);
    expect(twice.state).toBe(once.state);
    expect(twice.fields).toEqual({});
    expect(twice.effects).toEqual([]);
  });
});

describe("planRejection (D-012)", () => {
  it("sets rejected and clears every scheduled change", () => {
    const result = planRejection(settings([stateChange("2026-12-01", { state: "active" })]), 4);
    expect(result.state).toBe("rejected");
    expect(result.stateSettings.scheduledChanges).toEqual([]);
    expect(result.stateSettings.nextChangeEffectiveOn).toBeNull();
    expect(result.stateSettings.modifiedBy).toBe(4);
    expect(result.scheduled).toEqual({ changes: [], nextChangeEffectiveOn: null });
  });
});
