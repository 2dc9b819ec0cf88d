import { describe, expect, it } from "vitest";
import { checkUsPhone, formatUsPhone, normalizeUsPhone } from "./phone.ts";

const PHONE_ERROR = { ok: false, key: "validation.phone" };

describe("normalizeUsPhone", () => {
  it.each([
    { value: "5551234567", want: { ok: true, value: "+15551234567" } },
    { value: "555-123-4567", want: { ok: true, value: "+15551234567" } },
    { value: "555.123.4567", want: { ok: true, value: "+15551234567" } },
    { value: "555 123 4567", want: { ok: true, value: "+15551234567" } },
    { value: "(555) 123-4567", want: { ok: true, value: "+15551234567" } },
    { value: "(555)123-4567", want: { ok: true, value: "+15551234567" } },
    { value: "+1 (555) 123-4567", want: { ok: true, value: "+15551234567" } },
    { value: "+15551234567", want: { ok: true, value: "+15551234567" } },
    { value: "1-555-123-4567", want: { ok: true, value: "+15551234567" } },
    { value: "+5551234567", want: { ok: true, value: "+15551234567" } },
    { value: "  555-123-4567  ", want: { ok: true, value: "+15551234567" } },
    { value: "", want: { ok: true, value: null } },
    { value: "   ", want: { ok: true, value: null } },
    { value: null, want: { ok: true, value: null } },
    { value: "555-1234", want: PHONE_ERROR },
    { value: "555123456", want: PHONE_ERROR },
    { value: "25551234567", want: PHONE_ERROR },
    { value: "+44 20 7946 0958", want: PHONE_ERROR },
    { value: "555-123-45678", want: PHONE_ERROR },
    { value: "555--123-4567", want: PHONE_ERROR },
    { value: "(555 123-4567", want: PHONE_ERROR },
    { value: "555-ABC-4567", want: PHONE_ERROR },
    { value: "++15551234567", want: PHONE_ERROR },
    { value: "555-123-4567 ext 2", want: PHONE_ERROR },
  ])("$value", ({ value, want }) => {
    expect(normalizeUsPhone(value)).toEqual(want);
  });

  it("required: empty is required", () => {
    expect(normalizeUsPhone("", { required: true })).toEqual({ ok: false, key: "validation.required" });
    expect(checkUsPhone(null, { required: true })).toEqual({ ok: false, key: "validation.required" });
    expect(checkUsPhone("(555) 123-4567")).toEqual({ ok: true });
    expect(checkUsPhone("123")).toEqual(PHONE_ERROR);
  });
});

describe("formatUsPhone", () => {
  it.each([
    { value: "+15551234567", want: "(555) 123-4567", withCode: "+1 (555) 123-4567" },
    { value: "555.123.4567", want: "(555) 123-4567", withCode: "+1 (555) 123-4567" },
    { value: "1 555 123 4567", want: "(555) 123-4567", withCode: "+1 (555) 123-4567" },
    { value: "+44 20 7946 0958", want: "+44 20 7946 0958", withCode: "+44 20 7946 0958" },
    { value: "", want: "", withCode: "" },
  ])("$value", ({ value, want, withCode }) => {
    expect(formatUsPhone(value)).toBe(want);
    expect(formatUsPhone(value, { withCountryCode: true })).toBe(withCode);
  });

  it("formats what it normalised", () => {
    const stored = normalizeUsPhone("(212) 555-0142");
    expect(stored.ok && stored.value !== null && formatUsPhone(stored.value)).toBe("(212) 555-0142");
  });
});
