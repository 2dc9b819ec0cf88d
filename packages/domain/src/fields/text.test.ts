import { describe, expect, it } from "vitest";
import { USER_FIELD_LIMITS } from "./limits.ts";
import { normalizeText } from "./text.ts";

// D-007, D-008, Q-006 written out again, independent of the table under test.
const EXPECTED_TEXT: Record<string, { required: boolean; max: number }> = {
  firstName: { required: true, max: 30 },
  lastName: { required: true, max: 150 },
  alias: { required: false, max: 30 },
  email: { required: true, max: 255 },
  employeeId: { required: true, max: 255 },
  jobTitle: { required: false, max: 50 },
  comments: { required: false, max: 1000 },
  cancelComments: { required: false, max: 512 },
};
const EXPECTED_NUMBERS: Record<string, { min: number; max: number }> = {
  dailyHours: { min: 0, max: 24 },
  weeklyHours: { min: 0, max: 168 },
};

describe("USER_FIELD_LIMITS", () => {
  it("has exactly the stated fields", () => {
    expect(Object.keys(USER_FIELD_LIMITS).sort()).toEqual(
      [...Object.keys(EXPECTED_TEXT), ...Object.keys(EXPECTED_NUMBERS)].sort(),
    );
  });

  const textLimits = Object.entries(USER_FIELD_LIMITS).flatMap(([field, limit]) =>
    limit.kind === "text" ? [{ field, limit }] : [],
  );
  it("text fields are the stated ones", () => {
    expect(textLimits.map(({ field }) => field).sort()).toEqual(Object.keys(EXPECTED_TEXT).sort());
  });

  it.each(textLimits)("$field: required and maximum enforced", ({ field, limit }) => {
    const want = EXPECTED_TEXT[field];
    if (want === undefined) throw new Error(`${field} is not a stated text field`);
    expect({ required: limit.required, max: limit.maxLength }).toEqual(want);
    expect(normalizeText("x".repeat(want.max), limit)).toEqual({ ok: true, value: "x".repeat(want.max) });
    expect(normalizeText("x".repeat(want.max + 1), limit)).toEqual({
      ok: false,
      key: "validation.max",
      params: { max: want.max },
    });
    expect(normalizeText("  ", limit)).toEqual(
      want.required ? { ok: false, key: "validation.required" } : { ok: true, value: "" },
    );
  });

  it.each(Object.entries(EXPECTED_NUMBERS))("%s range", (field, want) => {
    const limit = Object.entries(USER_FIELD_LIMITS).find(([key]) => key === field)?.[1];
    expect(limit).toMatchObject({ kind: "number", required: true, ...want });
  });
});

describe("normalizeText", () => {
  const limit = { required: true, maxLength: 5 };
  it.each([
    { value: "  Ann  ", want: { ok: true, value: "Ann" } },
    { value: "Zoë", want: { ok: true, value: "Zoë" } },
    { value: "林美玲美玲", want: { ok: true, value: "林美玲美玲" } },
    { value: "😀😀😀😀😀", want: { ok: true, value: "😀😀😀😀😀" } },
    { value: "😀😀😀😀😀😀", want: { ok: false, key: "validation.max", params: { max: 5 } } },
    { value: "abcdef", want: { ok: false, key: "validation.max", params: { max: 5 } } },
    { value: "", want: { ok: false, key: "validation.required" } },
    { value: null, want: { ok: false, key: "validation.required" } },
    { value: undefined, want: { ok: false, key: "validation.required" } },
  ])("$value", ({ value, want }) => {
    expect(normalizeText(value, limit)).toEqual(want);
  });
});
