import { describe, expect, it } from "vitest";
import { charLength, fail, ok, toCheck, VALIDATION_KEYS } from "./result.ts";

describe("results", () => {
  it("keys are unique and namespaced", () => {
    expect(new Set(VALIDATION_KEYS).size).toBe(VALIDATION_KEYS.length);
    for (const key of VALIDATION_KEYS) expect(key).toMatch(/^validation\.[a-z_]+$/);
  });

  it("fail leaves params out when there are none", () => {
    expect(fail("validation.required")).toEqual({ ok: false, key: "validation.required" });
    expect("params" in fail("validation.required")).toBe(false);
    expect(fail("validation.max", { max: 30 })).toEqual({
      ok: false,
      key: "validation.max",
      params: { max: 30 },
    });
  });

  it("toCheck drops the value and keeps the error", () => {
    expect(toCheck(ok(3))).toEqual({ ok: true });
    expect(toCheck(fail("validation.time"))).toEqual({ ok: false, key: "validation.time" });
  });

  it.each([
    ["", 0],
    ["abc", 3],
    ["Zoë", 3],
    ["😀", 1],
    ["林美玲", 3],
  ] as const)("charLength(%j) = %i", (value, want) => {
    expect(charLength(value)).toBe(want);
  });
});
