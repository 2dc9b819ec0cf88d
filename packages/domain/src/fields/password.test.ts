import { describe, expect, it } from "vitest";
import { checkPassword } from "./password.ts";

describe("checkPassword", () => {
  it.each([
    { value: "Abcdefg1", want: { ok: true } },
    { value: "1aB     ", want: { ok: true } },
    { value: "Zürich2024", want: { ok: true } },
    { value: "ÉCOLEété9", want: { ok: true } },
    { value: "Abcdef1", want: { ok: false, key: "validation.password", params: { min: 8 } } },
    { value: "abcdefg1", want: { ok: false, key: "validation.password", params: { min: 8 } } },
    { value: "ABCDEFG1", want: { ok: false, key: "validation.password", params: { min: 8 } } },
    { value: "Abcdefgh", want: { ok: false, key: "validation.password", params: { min: 8 } } },
    { value: "12345678", want: { ok: false, key: "validation.password", params: { min: 8 } } },
    { value: "Ab1😀😀😀", want: { ok: false, key: "validation.password", params: { min: 8 } } },
    { value: "Ab1😀😀😀😀😀", want: { ok: true } },
    { value: "", want: { ok: false, key: "validation.required" } },
    { value: `Aa1${"x".repeat(125)}`, want: { ok: true } },
    { value: `Aa1${"x".repeat(126)}`, want: { ok: false, key: "validation.max", params: { max: 128 } } },
  ])("$value", ({ value, want }) => {
    expect(checkPassword(value)).toEqual(want);
  });
});
