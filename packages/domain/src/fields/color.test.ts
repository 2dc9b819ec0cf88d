import { describe, expect, it } from "vitest";
import { checkColor, normalizeColor } from "./color.ts";

const COLOR_ERROR = { ok: false, key: "validation.color" };

describe("normalizeColor", () => {
  it.each([
    { value: "#e74c3c", want: { ok: true, value: "#e74c3c" } },
    { value: "#E74C3C", want: { ok: true, value: "#e74c3c" } },
    { value: "#abc", want: { ok: true, value: "#aabbcc" } },
    { value: "#F0a", want: { ok: true, value: "#ff00aa" } },
    { value: " #123456 ", want: { ok: true, value: "#123456" } },
    { value: "", want: { ok: true, value: null } },
    { value: null, want: { ok: true, value: null } },
    { value: "e74c3c", want: COLOR_ERROR },
    { value: "#e74c3", want: COLOR_ERROR },
    { value: "#e74c3c0", want: COLOR_ERROR },
    { value: "#e74c3cff", want: COLOR_ERROR },
    { value: "#ggg", want: COLOR_ERROR },
    { value: "red", want: COLOR_ERROR },
    { value: "rgb(0,0,0)", want: COLOR_ERROR },
  ])("$value", ({ value, want }) => {
    expect(normalizeColor(value)).toEqual(want);
    expect(checkColor(value)).toEqual(want.ok ? { ok: true } : want);
  });

  it("required: empty is required", () => {
    expect(normalizeColor("", { required: true })).toEqual({ ok: false, key: "validation.required" });
  });
});
