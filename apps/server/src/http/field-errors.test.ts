import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { FieldErrors, fieldError } from "./field-errors";

describe("FieldErrors, the one way a service reports bad fields", () => {
  it("collects every field's messages, list items under their index, as English text and as catalogue keys", () => {
    const errors = new FieldErrors();
    errors.add("end_time", "validation.same_start_end", 0);
    errors.addWith("name", "validation.name_taken", { kind: "flag", value: "Float" });
    errors.add("name", { ok: false, key: "validation.max", params: { max: 3 } });
    expect(errors.count).toBe(3);
    const error = errors.toError();
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(400);
    expect(error.detail).toBe("Invalid input: 0.end_time, name.");
    expect(error.extra.errors).toEqual({
      "0.end_time": ["The end time must differ from the start time."],
      name: ["Another flag is already named Float.", "Ensure this field has no more than 3 characters."],
    });
    expect(error.extra.errorKeys).toEqual({
      "0.end_time": [{ key: "validation.same_start_end" }],
      name: [
        { key: "validation.name_taken", params: { kind: "flag", value: "Float" } },
        { key: "validation.max", params: { max: 3 } },
      ],
    });
  });

  it("throws nothing while empty", () => {
    const errors = new FieldErrors();
    expect(errors.empty).toBe(true);
    expect(() => errors.throwIfAny()).not.toThrow();
  });

  it("keeps a summary the API promises", () => {
    const error = fieldError("query", "validation.required", { detail: "Missing query parameters" });
    expect(error.detail).toBe("Missing query parameters");
    expect(error.extra.errorKeys).toEqual({ query: [{ key: "validation.required" }] });
  });
});
