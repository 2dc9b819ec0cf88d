import { describe, expect, it } from "vitest";
import { checkTime, formatTimeInput, isWireTime, normalizeTime } from "./time.ts";

const TIME_ERROR = { ok: false, key: "validation.time" };

describe("normalizeTime (R-005)", () => {
  it.each([
    { value: "07:30", want: { ok: true, value: "07:30:00" } },
    { value: "0730", want: { ok: true, value: "07:30:00" } },
    { value: "00:00", want: { ok: true, value: "00:00:00" } },
    { value: "2359", want: { ok: true, value: "23:59:00" } },
    { value: "19:00", want: { ok: true, value: "19:00:00" } },
    { value: " 19:00 ", want: { ok: true, value: "19:00:00" } },
    { value: "", want: { ok: true, value: null } },
    { value: null, want: { ok: true, value: null } },
    { value: "24:00", want: TIME_ERROR },
    { value: "2400", want: TIME_ERROR },
    { value: "12:60", want: TIME_ERROR },
    { value: "7:30", want: TIME_ERROR },
    { value: "730", want: TIME_ERROR },
    { value: "07:30:00", want: TIME_ERROR },
    { value: "07-30", want: TIME_ERROR },
    { value: "7:30 PM", want: TIME_ERROR },
    { value: "ab:cd", want: TIME_ERROR },
    { value: "07:3", want: TIME_ERROR },
  ])("$value", ({ value, want }) => {
    expect(normalizeTime(value)).toEqual(want);
    expect(checkTime(value)).toEqual(want.ok ? { ok: true } : want);
  });
});

describe("stored times", () => {
  it.each([
    { value: "07:30:00", wire: true, input: "07:30" },
    { value: "23:59:59", wire: true, input: "23:59" },
    { value: "24:00:00", wire: false, input: "24:00:00" },
    { value: "07:30", wire: false, input: "07:30" },
    { value: "", wire: false, input: "" },
  ])("$value", ({ value, wire, input }) => {
    expect(isWireTime(value)).toBe(wire);
    expect(formatTimeInput(value)).toBe(input);
  });
});
