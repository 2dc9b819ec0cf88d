import { describe, expect, it } from "vitest";
import { USER_FIELD_LIMITS } from "./limits.ts";
import { parseNumberInRange } from "./number.ts";

describe("parseNumberInRange: dailyHours 0-24", () => {
  const limit = USER_FIELD_LIMITS.dailyHours;
  it.each([
    { value: "8", want: { ok: true, value: 8 } },
    { value: " 7.5 ", want: { ok: true, value: 7.5 } },
    { value: ".5", want: { ok: true, value: 0.5 } },
    { value: "12.", want: { ok: true, value: 12 } },
    { value: 12, want: { ok: true, value: 12 } },
    { value: 0, want: { ok: true, value: 0 } },
    { value: "-0", want: { ok: true, value: 0 } },
    { value: "24", want: { ok: true, value: 24 } },
    { value: "24.01", want: { ok: false, key: "validation.max_value", params: { max: 24 } } },
    { value: 25, want: { ok: false, key: "validation.max_value", params: { max: 24 } } },
    { value: "-1", want: { ok: false, key: "validation.min_value", params: { min: 0 } } },
    { value: "", want: { ok: false, key: "validation.required" } },
    { value: null, want: { ok: false, key: "validation.required" } },
    { value: "8h", want: { ok: false, key: "validation.numeric" } },
    { value: "1e1", want: { ok: false, key: "validation.numeric" } },
    { value: "0x10", want: { ok: false, key: "validation.numeric" } },
    { value: "8,5", want: { ok: false, key: "validation.numeric" } },
    { value: ".", want: { ok: false, key: "validation.numeric" } },
    { value: Number.NaN, want: { ok: false, key: "validation.numeric" } },
    { value: Number.POSITIVE_INFINITY, want: { ok: false, key: "validation.numeric" } },
  ])("$value", ({ value, want }) => {
    expect(parseNumberInRange(value, limit)).toEqual(want);
  });
});

describe("parseNumberInRange: weeklyHours 0-168 and optional numbers", () => {
  it.each([
    { value: "168", want: { ok: true, value: 168 } },
    { value: "168.5", want: { ok: false, key: "validation.max_value", params: { max: 168 } } },
  ])("$value", ({ value, want }) => {
    expect(parseNumberInRange(value, USER_FIELD_LIMITS.weeklyHours)).toEqual(want);
  });

  it("optional empty is null", () => {
    expect(parseNumberInRange(" ", { required: false, min: 0, max: 1 })).toEqual({ ok: true, value: null });
  });
});
