/**
 * Rules of the shift report shared by the server and the web: the date-range cap (M-005) and the
 * download file name (M-008).
 */
import { addDays, diffDays, isLocalDate, type LocalDate } from "../time/local-date.ts";

/** The longest date range a report may cover. */
export const REPORT_MAX_RANGE_DAYS = 366;

/**
 * A range longer than the cap keeps its end and moves its start to the cap before the end; a
 * range given end first is put in order.
 */
export function capReportRange(from: LocalDate, to: LocalDate): { from: LocalDate; to: LocalDate } {
  const [start, end] = to < from ? [to, from] : [from, to];
  return diffDays(end, start) > REPORT_MAX_RANGE_DAYS
    ? { from: addDays(end, -REPORT_MAX_RANGE_DAYS), to: end }
    : { from: start, to: end };
}

/** Whether a range is in order and within the cap. */
export function isWithinReportCap(from: LocalDate, to: LocalDate): boolean {
  return isLocalDate(from) && isLocalDate(to) && from <= to && diffDays(to, from) <= REPORT_MAX_RANGE_DAYS;
}

/**
 * A template name in snake case: words of letters and digits (any script) joined by `_`, lower
 * case; empty when the name has no letter or digit.
 */
export function snakeCaseName(name: string): string {
  return (
    name
      // "nightShift" -> "night Shift" before the words are split
      .replace(/([\p{Ll}\p{Nd}])(\p{Lu})/gu, "$1 $2")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.join("_") ?? ""
  );
}

/** `<template name in snake case, or "shifts">_<YYYY-MM-DD>.csv`. */
export function reportFileName(templateName: string | null | undefined, date: LocalDate): string {
  const base = templateName ? snakeCaseName(templateName) : "";
  return `${base === "" ? "shifts" : base}_${date}.csv`;
}
