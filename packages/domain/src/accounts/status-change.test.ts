import { describe, expect, it } from "vitest";
import { EMPTY_STATE_SETTINGS, type StateSettings } from "./profile-settings.ts";
import type { ProfileState } from "./profile-states.ts";
import {
  clearScheduledState,
  planActivation,
  planStatusChange,
  type StatusChangeRequest,
} from "./status-change.ts";

// Sunday 2026-11-22, 09:00 in Chicago (CST, UTC-6).
const NOW = new Date("2026-11-22T15:00:00Z");
const context = (current: ProfileState, stateSettings: StateSettings = EMPTY_STATE_SETTINGS) => ({
  current,
  stateSettings,
  today: "2026-11-22",
  timeZone: "America/Chicago",
  now: NOW,
  actorUserId: 7,
});
const request = (overrides: Partial<StatusChangeRequest>): StatusChangeRequest => ({
  state: "inactive",
  effectiveOn: null,
  until: null,
  flagIds: [],
  deleteShifts: false,
  confirmation: "",
  ...overrides,
});

describe("planStatusChange: refusals (D-013)", () => {
  it.each([
    ["same state", "active", { state: "active" }, "state", "account.state_not_a_choice"],
    ["a pending profile", "pending", { state: "active" }, "state", "account.state_not_a_choice"],
    ["effective today", "active", { effectiveOn: "2026-11-22" }, "effective", "validation.date_min"],
    ["an impossible date", "active", { effectiveOn: "2026-02-30" }, "effective", "validation.date"],
    [
      "until on a severed change",
      "active",
      { state: "severed", until: "2026-12-01" },
      "until",
      "account.until_only_inactive",
    ],
    ["until tomorrow", "active", { until: "2026-11-23" }, "until", "validation.date_min"],
    [
      "until on the start",
      "active",
      { effectiveOn: "2026-11-30", until: "2026-11-30" },
      "until",
      "validation.date_min",
    ],
    [
      "flags on active",
      "inactive",
      { state: "active", flagIds: [3] },
      "shiftFlags",
      "account.flags_only_non_active",
    ],
    ["delete when inactive", "active", { deleteShifts: true }, "deleteShifts", "account.delete_only_severed"],
    [
      "delete unconfirmed",
      "active",
      { state: "severed", deleteShifts: true, confirmation: "yes" },
      "confirmation",
      "account.confirm_delete",
    ],
  ] as const)("%s", (_name, current, overrides, field, key) => {
    const result = planStatusChange(request(overrides), context(current));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.violations).toContainEqual(expect.objectContaining({ field, key }));
  });

  it("reports every violation at once", () => {
    const result = planStatusChange(
      request({
        state: "active",
        effectiveOn: "2026-11-01",
        until: "2026-11-02",
        flagIds: [1],
        deleteShifts: true,
      }),
      context("active"),
    );
    expect(result.ok ? [] : result.violations.map((v) => v.field).sort()).toEqual(
      ["deleteShifts", "effective", "shiftFlags", "state", "until"].sort(),
    );
  });
});

describe("planStatusChange: immediately", () => {
  it.each([
    {
      name: "inactive with flags and an end date returns to the previous state",
      current: "active",
      req: { state: "inactive", flagIds: [4, 4, 5], until: "2026-12-01" },
      state: "inactive",
      shiftFlags: { start: "2026-11-22", end: "2026-12-01", flags: [4, 5] },
      scheduled: [{ effectiveOn: "2026-12-01", effectiveOnUTC: "2026-12-01T06:00:00.000Z", state: "active" }],
      effects: { flags: { from: NOW, before: "2026-12-01", flagIds: [4, 5] }, deleteFrom: null },
    },
    {
      name: "severed deleting shifts, confirmed",
      current: "inactive",
      req: { state: "severed", deleteShifts: true, confirmation: " DELETE " },
      state: "severed",
      shiftFlags: null,
      scheduled: [],
      effects: { flags: null, deleteFrom: NOW },
    },
    {
      name: "active clears the flags of the previous state",
      current: "inactive",
      req: { state: "active" },
      state: "active",
      shiftFlags: null,
      scheduled: [],
      effects: { flags: null, deleteFrom: null },
    },
  ] as const)("$name", ({ current, req, state, shiftFlags, scheduled, effects }) => {
    const before: StateSettings = {
      ...EMPTY_STATE_SETTINGS,
      shiftFlags: { start: "2026-11-01", end: null, flags: [9] },
      scheduledChanges: [
        {
          effectiveOn: "2027-01-01",
          effectiveOnUTC: "2027-01-01T06:00:00.000Z",
          state: "severed",
          deleteShifts: false,
          shiftFlags: null,
        },
      ],
    };
    const result = planStatusChange(request(req), context(current, before));
    if (!result.ok) throw new Error(JSON.stringify(result.violations));
    expect(result.plan.state).toBe(state);
    expect(result.plan.stateSettings.shiftFlags).toEqual(shiftFlags);
    expect(result.plan.stateSettings.modifiedBy).toBe(7);
    expect(result.plan.stateSettings.scheduledChanges).toMatchObject(scheduled);
    expect(result.plan.effects).toEqual(effects);
  });
});

describe("planStatusChange: from a date", () => {
  it("keeps the current state and queues the change, then the return, at 00:00 local in UTC", () => {
    const result = planStatusChange(
      request({ effectiveOn: "2026-12-01", until: "2026-12-10", flagIds: [2] }),
      context("active"),
    );
    if (!result.ok) throw new Error("refused");
    expect(result.plan.state).toBe("active");
    expect(result.plan.effects).toEqual({ flags: null, deleteFrom: null });
    expect(result.plan.stateSettings.nextChangeEffectiveOn).toBe("2026-12-01");
    expect(result.plan.stateSettings.scheduledChanges).toEqual([
      {
        effectiveOn: "2026-12-01",
        effectiveOnUTC: "2026-12-01T06:00:00.000Z",
        state: "inactive",
        deleteShifts: false,
        shiftFlags: { start: "2026-12-01", end: "2026-12-10", flags: [2] },
      },
      {
        effectiveOn: "2026-12-10",
        effectiveOnUTC: "2026-12-10T06:00:00.000Z",
        state: "active",
        deleteShifts: false,
        shiftFlags: null,
      },
    ]);
  });

  it("uses daylight time for a summer date", () => {
    const result = planStatusChange(
      request({ state: "severed", effectiveOn: "2027-07-01" }),
      context("active"),
    );
    expect(result.ok && result.plan.stateSettings.scheduledChanges[0]?.effectiveOnUTC).toBe(
      "2027-07-01T05:00:00.000Z",
    );
  });
});

describe("planActivation (D-011, D-012)", () => {
  const base = { today: "2026-11-22", timeZone: "America/Chicago", actorUserId: 1 };
  it.each([
    { name: "new, now", when: { now: true }, current: null, state: "active", scheduled: 0 },
    { name: "new, on a date", when: { on: "2026-12-01" }, current: null, state: "inactive", scheduled: 1 },
    { name: "pending, now", when: { now: true }, current: "pending", state: "active", scheduled: 0 },
    {
      name: "pending, on a date",
      when: { on: "2026-11-23" },
      current: "pending",
      state: "pending",
      scheduled: 1,
    },
  ] as const)("$name -> $state", ({ when, current, state, scheduled }) => {
    const result = planActivation(when, { ...base, current });
    if (!result.ok) throw new Error("refused");
    expect(result.state).toBe(state);
    expect(result.stateSettings.scheduledChanges).toHaveLength(scheduled);
    if (scheduled) expect(result.stateSettings.scheduledChanges[0]?.state).toBe("active");
  });

  it.each(["2026-11-22", "2026-11-21", "2026-13-01"])("refuses %s", (on) => {
    const result = planActivation({ on }, { ...base, current: null });
    expect(result.ok ? null : result.violations[0]?.field).toBe("on");
  });
});

describe("clearScheduledState", () => {
  it("drops what was scheduled and keeps the current flags", () => {
    const flags = { start: "2026-11-01", end: null, flags: [1] };
    const cleared = clearScheduledState(
      {
        ...EMPTY_STATE_SETTINGS,
        shiftFlags: flags,
        nextChangeEffectiveOn: "2027-01-01",
        scheduledChanges: [
          {
            effectiveOn: "2027-01-01",
            effectiveOnUTC: "2027-01-01T06:00:00.000Z",
            state: "active",
            deleteShifts: false,
            shiftFlags: null,
          },
        ],
      },
      3,
    );
    expect(cleared).toEqual({ ...EMPTY_STATE_SETTINGS, shiftFlags: flags, modifiedBy: 3 });
  });
});
