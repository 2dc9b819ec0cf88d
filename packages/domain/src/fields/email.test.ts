import { describe, expect, it } from "vitest";
import { checkEmail, normalizeEmail } from "./email.ts";

const local = "a".repeat(64);
const at255 = `${local}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.org`;

describe("normalizeEmail", () => {
  it("the 255-character case is 255 characters", () => {
    expect(at255).toHaveLength(255);
  });

  it.each([
    { value: "nurse@hospital.org", want: { ok: true, value: "nurse@hospital.org" } },
    { value: "  Jane.Doe@Example.COM \n", want: { ok: true, value: "Jane.Doe@Example.COM" } },
    {
      value: "first.last+tag@sub.hospital.co.uk",
      want: { ok: true, value: "first.last+tag@sub.hospital.co.uk" },
    },
    { value: "o'brien@mercy-health.org", want: { ok: true, value: "o'brien@mercy-health.org" } },
    { value: at255, want: { ok: true, value: at255 } },
    { value: `${at255}x`, want: { ok: false, key: "validation.max", params: { max: 255 } } },
    { value: `${local}a@hospital.org`, want: { ok: false, key: "validation.email" } },
    { value: "", want: { ok: false, key: "validation.required" } },
    { value: "   ", want: { ok: false, key: "validation.required" } },
    { value: null, want: { ok: false, key: "validation.required" } },
    { value: "nurse", want: { ok: false, key: "validation.email" } },
    { value: "nurse@", want: { ok: false, key: "validation.email" } },
    { value: "@hospital.org", want: { ok: false, key: "validation.email" } },
    { value: "nurse@localhost", want: { ok: false, key: "validation.email" } },
    { value: "nurse@hospital.o", want: { ok: false, key: "validation.email" } },
    { value: "nurse@@hospital.org", want: { ok: false, key: "validation.email" } },
    { value: "nurse.@hospital.org", want: { ok: false, key: "validation.email" } },
    { value: ".nurse@hospital.org", want: { ok: false, key: "validation.email" } },
    { value: "nu..rse@hospital.org", want: { ok: false, key: "validation.email" } },
    { value: "nurse@-hospital.org", want: { ok: false, key: "validation.email" } },
    { value: "nurse@hospital..org", want: { ok: false, key: "validation.email" } },
    { value: "nu rse@hospital.org", want: { ok: false, key: "validation.email" } },
    { value: "nurse@hospital.org.", want: { ok: false, key: "validation.email" } },
    { value: "nürse@hospital.org", want: { ok: false, key: "validation.email" } },
  ])("$value", ({ value, want }) => {
    expect(normalizeEmail(value)).toEqual(want);
  });

  it("optional: empty is an empty address", () => {
    expect(normalizeEmail(" ", { required: false })).toEqual({ ok: true, value: "" });
    expect(normalizeEmail("bad", { required: false })).toEqual({ ok: false, key: "validation.email" });
  });

  it("checkEmail is the same rule without the value", () => {
    expect(checkEmail(" a@b.cd ")).toEqual({ ok: true });
    expect(checkEmail("a@b")).toEqual({ ok: false, key: "validation.email" });
  });
});
