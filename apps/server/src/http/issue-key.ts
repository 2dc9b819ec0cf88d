import type { MessageRef } from "@rosterly/contract";

type Issue = Readonly<Record<string, unknown>>;

const numberOf = (value: unknown): number | null =>
  typeof value === "number" || typeof value === "bigint" ? Number(value) : null;

/**
 * The catalogue key of a schema validation issue (zod's code and the rest of the issue), so a 400
 * from the contract's schemas can be shown in the reader's language like a service's field errors.
 */
export function issueKey(code: string, issue: Issue, message = ""): MessageRef {
  const origin = issue.origin;
  const maximum = numberOf(issue.maximum);
  const minimum = numberOf(issue.minimum);
  if (code === "too_big" && maximum !== null) {
    if (origin === "string") return { key: "validation.max", params: { max: maximum } };
    if (origin === "array" || origin === "set")
      return { key: "validation.max_items", params: { max: maximum } };
    return { key: "validation.max_value", params: { max: maximum } };
  }
  if (code === "too_small" && minimum !== null) {
    if (origin === "string" || origin === "array") return { key: "validation.required" };
    return { key: "validation.min_value", params: { min: minimum } };
  }
  if (code === "invalid_type") {
    // zod leaves the input out of its issues; its message still says a field was missing.
    if (message.endsWith("received undefined")) return { key: "validation.required" };
    return { key: "validation.type", params: { expected: String(issue.expected) } };
  }
  if (code === "invalid_value" && Array.isArray(issue.values))
    return { key: "validation.choice", params: { choices: issue.values.map(String).join(", ") } };
  return { key: "validation.invalid" };
}
