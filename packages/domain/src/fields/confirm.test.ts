import { describe, expect, it } from "vitest";
import { checkConfirmation, checkTypedWord } from "./confirm.ts";

describe("checkConfirmation", () => {
  it.each([
    { value: "Secret123", confirmation: "Secret123", want: { ok: true } },
    { value: "Secret123", confirmation: "secret123", want: { ok: false, key: "validation.confirmed" } },
    { value: "Secret123", confirmation: "Secret123 ", want: { ok: false, key: "validation.confirmed" } },
    { value: "", confirmation: "", want: { ok: true } },
  ])("$value / $confirmation", ({ value, confirmation, want }) => {
    expect(checkConfirmation(value, confirmation)).toEqual(want);
  });
});

describe("checkTypedWord ('delete', D-013)", () => {
  const error = { ok: false, key: "validation.is", params: { word: "delete" } };
  it.each([
    { value: "delete", want: { ok: true } },
    { value: "DELETE", want: { ok: true } },
    { value: " Delete ", want: { ok: true } },
    { value: "delet", want: error },
    { value: "delete!", want: error },
    { value: "", want: error },
  ])("$value", ({ value, want }) => {
    expect(checkTypedWord(value, "delete")).toEqual(want);
  });
});
