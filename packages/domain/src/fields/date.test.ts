import { describe, expect, it } from "vitest";
import {
  checkDateInput,
  checkDateNotBefore,
  formatDateInput,
  isIsoDate,
  normalizeDateInput,
} from "./date.ts";

const DATE_ERROR = { ok: false, key: "validation.date" };

describe("normalizeDateInput", () => {
  it.each([
    { value: "01/05/2024", want: { ok: true, value: "2024-01-05" } },
    { value: "12/31/2099", want: { ok: true, value: "2099-12-31" } },
    { value: "01/01/1900", want: { ok: true, value: "1900-01-01" } },
    { value: "02/29/2024", want: { ok: true, value: "2024-02-29" } },
    { value: "02/29/2000", want: { ok: true, value: "2000-02-29" } },
    { value: " 07/04/1976 ", want: { ok: true, value: "1976-07-04" } },
    { value: "", want: { ok: true, value: null } },
    { value: null, want: { ok: true, value: null } },
    { value: "02/29/2023", want: DATE_ERROR },
    { value: "02/29/1900", want: DATE_ERROR },
    { value: "02/30/2024", want: DATE_ERROR },
    { value: "04/31/2024", want: DATE_ERROR },
    { value: "13/01/2024", want: DATE_ERROR },
    { value: "00/10/2024", want: DATE_ERROR },
    { value: "01/00/2024", want: DATE_ERROR },
    { value: "12/31/1899", want: DATE_ERROR },
    { value: "01/01/2100", want: DATE_ERROR },
    { value: "1/5/2024", want: DATE_ERROR },
    { value: "2024-01-05", want: DATE_ERROR },
    { value: "01-05-2024", want: DATE_ERROR },
    { value: "01/05/24", want: DATE_ERROR },
    { value: "aa/bb/cccc", want: DATE_ERROR },
  ])("$value", ({ value, want }) => {
    expect(normalizeDateInput(value)).toEqual(want);
    expect(checkDateInput(value)).toEqual(want.ok ? { ok: true } : want);
  });

  it("required: empty is required", () => {
    expect(normalizeDateInput(" ", { required: true })).toEqual({ ok: false, key: "validation.required" });
    expect(checkDateInput("01/05/2024", { required: true })).toEqual({ ok: true });
  });
});

describe("stored dates", () => {
  it.each([
    { value: "2024-01-05", iso: true, input: "01/05/2024" },
    { value: "2024-02-30", iso: false, input: "2024-02-30" },
    { value: "2100-01-01", iso: false, input: "2100-01-01" },
    { value: "01/05/2024", iso: false, input: "01/05/2024" },
    { value: "2024-1-5", iso: false, input: "2024-1-5" },
  ])("$value", ({ value, iso, input }) => {
    expect(isIsoDate(value)).toBe(iso);
    expect(formatDateInput(value)).toBe(input);
  });
});

describe("checkDateNotBefore (minimum tomorrow, D-013, D-015)", () => {
  const tomorrow = "2024-03-11";
  it.each([
    { value: "2024-03-11", want: { ok: true, value: "2024-03-11" } },
    { value: "2025-01-01", want: { ok: true, value: "2025-01-01" } },
    { value: "2024-03-10", want: { ok: false, key: "validation.date_min", params: { min: "03/11/2024" } } },
    { value: "2023-12-31", want: { ok: false, key: "validation.date_min", params: { min: "03/11/2024" } } },
    { value: "03/12/2024", want: DATE_ERROR },
  ])("$value", ({ value, want }) => {
    expect(checkDateNotBefore(value, tomorrow)).toEqual(want);
  });
});
