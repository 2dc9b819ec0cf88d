import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findUnstorable } from "./storable-input";

describe("findUnstorable", () => {
  it.each([
    ["NUL in a nested field", { shifts: [{ comments: "a\u0000b" }] }, "shifts.0.comments"],
    ["a lone high surrogate", { name: "x\ud800" }, "name"],
    ["a lone low surrogate", ["\udc00"], "0"],
    ["NUL in a record key", { settings: { "a\u0000": 1 } }, "settings.(key)"],
    ["a bare string", "\u0000", "non_field_errors"],
  ])("finds %s", (_label, value, path) => {
    expect(findUnstorable(value)?.path).toBe(path);
  });

  it("passes paired surrogates (emoji) and ordinary values", () => {
    expect(findUnstorable({ note: "Shift swap 👍", n: 3, list: [null, true, "ok"] })).toBeNull();
  });

  it("refuses nesting deeper than any request, without recursion", () => {
    let deep: unknown = "leaf";
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findUnstorable(deep)?.message).toBe("Nested too deeply.");
  });

  it("agrees with a direct scan on any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: "binary", depthSize: "small" }), (value) => {
        const text = JSON.stringify(value) ?? "";
        const bad =
          /\\u0000|\\ud[89ab][0-9a-f]{2}(?!\\ud[c-f])|(?<!\\ud[89ab][0-9a-f]{2})\\ud[c-f][0-9a-f]{2}/i.test(
            text,
          );
        expect(findUnstorable(value) !== null).toBe(bad);
      }),
    );
  });
});
