// Display formats use moment-style tokens; only tokens the web's formatter maps are allowed.
import { fail, ok, type Parsed } from "../fields/result.ts";

/** Longest first, so "MMMM" is read before "MM". */
export const DATE_FORMAT_TOKENS = [
  "YYYY",
  "MMMM",
  "dddd",
  "MMM",
  "ddd",
  "YY",
  "MM",
  "DD",
  "Do",
  "HH",
  "hh",
  "mm",
  "ss",
  "M",
  "D",
  "H",
  "h",
  "m",
  "s",
  "A",
  "a",
] as const;

export type DateFormatToken = (typeof DATE_FORMAT_TOKENS)[number];

const SEPARATORS = new Set([" ", ",", ".", "/", "-", ":"]);
const MAX_LENGTH = 40;

export type DateFormatPart = { token: DateFormatToken } | { literal: string };

/** Splits a format into tokens and literals (`[at]` is a literal); unknown letters are refused. */
export function parseDateFormat(format: string): Parsed<DateFormatPart[]> {
  if (format.trim() === "") return fail("validation.required");
  if (format.length > MAX_LENGTH) return fail("validation.max", { max: MAX_LENGTH });
  const parts: DateFormatPart[] = [];
  let index = 0;
  while (index < format.length) {
    const rest = format.slice(index);
    const char = rest[0] ?? "";
    if (char === "[") {
      const end = rest.indexOf("]");
      if (end < 0) return fail("validation.date_format", { token: rest });
      parts.push({ literal: rest.slice(1, end) });
      index += end + 1;
      continue;
    }
    if (SEPARATORS.has(char)) {
      parts.push({ literal: char });
      index += 1;
      continue;
    }
    const token = DATE_FORMAT_TOKENS.find((candidate) => rest.startsWith(candidate));
    if (token === undefined) {
      const run = /^(.)\1*/u.exec(rest)?.[0] ?? char;
      return fail("validation.date_format", { token: run });
    }
    parts.push({ token });
    index += token.length;
  }
  if (!parts.some((part) => "token" in part)) return fail("validation.date_format", { token: format });
  return ok(parts);
}
