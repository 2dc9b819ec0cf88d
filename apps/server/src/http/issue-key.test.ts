import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issueKey } from "./issue-key";

function keyOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("expected a refusal");
  const [issue] = result.error.issues;
  if (!issue) throw new Error("no issue");
  const { code, path: _path, message, ...rest } = issue;
  return issueKey(code, rest, message);
}

describe("the catalogue key of a schema's refusal", () => {
  it.each([
    ["a long text", z.string().max(3), "abcd", { key: "validation.max", params: { max: 3 } }],
    ["an empty required text", z.string().min(1), "", { key: "validation.required" }],
    [
      "too many items",
      z.array(z.number()).max(1),
      [1, 2],
      { key: "validation.max_items", params: { max: 1 } },
    ],
    ["a number too big", z.number().max(500), 501, { key: "validation.max_value", params: { max: 500 } }],
    ["a number too small", z.number().min(1), 0, { key: "validation.min_value", params: { min: 1 } }],
    ["a missing field", z.object({ a: z.string() }), {}, { key: "validation.required" }],
    ["a wrong type", z.string(), 5, { key: "validation.type", params: { expected: "string" } }],
    [
      "a value not offered",
      z.enum(["web", "mobile"]),
      "tablet",
      { key: "validation.choice", params: { choices: "web, mobile" } },
    ],
    ["anything else", z.string().regex(/^a$/), "b", { key: "validation.invalid" }],
  ])("%s", (_case, schema, value, expected) => {
    const ref = keyOf(schema, value);
    expect(ref).toEqual(expected);
  });
});
