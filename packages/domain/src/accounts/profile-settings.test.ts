import { describe, expect, it } from "vitest";
import {
  EMPTY_STATE_SETTINGS,
  nextDueAt,
  readScheduledChanges,
  readStateSettings,
  startOfLocalDay,
  withSchedules,
} from "./profile-settings.ts";

const change = { effectiveOn: "2026-12-01", effectiveOnUTC: "2026-12-01T06:00:00.000Z" };

describe("readStateSettings", () => {
  it.each([
    ["nothing stored", {}, EMPTY_STATE_SETTINGS],
    ["not an object", { state: [1, 2] }, EMPTY_STATE_SETTINGS],
    [
      "a stored schedule, sorted, malformed entries dropped",
      {
        state: {
          modifiedBy: 3,
          shiftFlags: { start: "2026-11-01", end: "bad", flags: [1, "x", -2, 4] },
          scheduledChanges: [
            { effectiveOn: "2026-12-05", effectiveOnUTC: "2026-12-05T06:00:00.000Z", state: "active" },
            { ...change, state: "pending_approval", deleteShifts: "yes" },
            { ...change, state: "gone" },
            { effectiveOn: "2026-12-01", state: "inactive" },
          ],
        },
      },
      {
        modifiedBy: 3,
        nextChangeEffectiveOn: "2026-12-01",
        shiftFlags: { start: "2026-11-01", end: null, flags: [1, 4] },
        deleteShifts: false,
        scheduledChanges: [
          { ...change, state: "pending", deleteShifts: false, shiftFlags: null },
          {
            effectiveOn: "2026-12-05",
            effectiveOnUTC: "2026-12-05T06:00:00.000Z",
            state: "active",
            deleteShifts: false,
            shiftFlags: null,
          },
        ],
      },
    ],
  ])("%s", (_name, settings, want) => {
    expect(readStateSettings(settings)).toEqual(want);
  });
});

describe("readScheduledChanges", () => {
  it.each([
    ["nothing stored", {}, []],
    [
      "keeps known fields with positive ids; drops empty changes",
      {
        scheduledChanges: {
          changes: [
            {
              ...change,
              fields: [
                { field: "job_type_id", value: 4 },
                { field: "password", value: 1 },
                { field: "department_id", value: 0 },
              ],
            },
            { ...change, fields: [] },
          ],
        },
      },
      [{ ...change, fields: [{ field: "job_type_id", value: 4 }] }],
    ],
  ])("%s", (_name, settings, want) => {
    expect(readScheduledChanges(settings).changes).toEqual(want);
  });
});

describe("withSchedules and nextDueAt", () => {
  it("writes both schedules with their next dates and keeps other keys", () => {
    const state = {
      ...EMPTY_STATE_SETTINGS,
      scheduledChanges: [{ ...change, state: "active" as const, deleteShifts: false, shiftFlags: null }],
    };
    const scheduled = {
      changes: [{ effectiveOn: "2026-11-25", effectiveOnUTC: "2026-11-25T06:00:00.000Z", fields: [] }],
      nextChangeEffectiveOn: null,
    };
    const written = withSchedules({ theme: "dark" }, state, scheduled);
    expect(written).toMatchObject({
      theme: "dark",
      state: { nextChangeEffectiveOn: "2026-12-01" },
      scheduledChanges: { nextChangeEffectiveOn: "2026-11-25" },
    });
    expect(nextDueAt(state, scheduled)?.toISOString()).toBe("2026-11-25T06:00:00.000Z");
    expect(nextDueAt(EMPTY_STATE_SETTINGS, { changes: [], nextChangeEffectiveOn: null })).toBeNull();
  });

  it.each([
    ["America/Chicago", "2026-03-08", "2026-03-08T06:00:00.000Z"],
    ["America/Chicago", "2026-03-09", "2026-03-09T05:00:00.000Z"],
    ["Pacific/Honolulu", "2026-07-01", "2026-07-01T10:00:00.000Z"],
    ["Not/AZone", "2026-07-01", "2026-07-01T00:00:00.000Z"],
  ])("startOfLocalDay in %s on %s", (zone, date, iso) => {
    expect(startOfLocalDay(date, zone).toISOString()).toBe(iso);
  });
});
