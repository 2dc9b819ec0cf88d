// Display formats use moment-style tokens. The web's formatter reads every token below; a
// hospital's display formats may not use the two-letter weekday or a zone offset.
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
  "dd",
  "HH",
  "hh",
  "mm",
  "ss",
  "ZZ",
  "M",
  "D",
  "H",
  "h",
  "m",
  "s",
  "A",
  "a",
  "Z",
] as const;

export type DateFormatToken = (typeof DATE_FORMAT_TOKENS)[number];

const NOT_FOR_DISPLAY_SETTINGS: ReadonlySet<DateFormatToken> = new Set(["dd", "ZZ", "Z"]);

const SEPARATORS = new Set([" ", ",", ".", "/", "-", ":"]);
const MAX_LENGTH = 40;

export type DateFormatPart = { token: DateFormatToken } | { literal: string };

/** One piece of a format as written: a token, `[escaped]` text, a separator, or something else. */
export type DateFormatPiece =
  | { kind: "token"; token: DateFormatToken }
  | { kind: "escaped"; text: string }
  | { kind: "separator"; text: string }
  | { kind: "unknown"; text: string }
  | { kind: "unclosed"; text: string };

/**
 * The one tokeniser of moment-style formats: the settings check refuses what is not a
 * token, a separator or escaped text; the web's formatter shows it as written.
 */
export function splitDateFormat(format: string): DateFormatPiece[] {
  const pieces: DateFormatPiece[] = [];
  let index = 0;
  while (index < format.length) {
    const rest = format.slice(index);
    const char = rest[0] ?? "";
    if (char === "[") {
      const end = rest.indexOf("]");
      if (end < 0) {
        pieces.push({ kind: "unclosed", text: rest });
        break;
      }
      pieces.push({ kind: "escaped", text: rest.slice(1, end) });
      index += end + 1;
      continue;
    }
    if (SEPARATORS.has(char)) {
      pieces.push({ kind: "separator", text: char });
      index += 1;
      continue;
    }
    const token = DATE_FORMAT_TOKENS.find((candidate) => rest.startsWith(candidate));
    if (token !== undefined) {
      pieces.push({ kind: "token", token });
      index += token.length;
      continue;
    }
    const run = /^(.)\1*/u.exec(rest)?.[0] ?? char;
    pieces.push({ kind: "unknown", text: run });
    index += run.length;
  }
  return pieces;
}

/** Splits a format into tokens and literals (`[at]` is a literal); unknown letters are refused. */
export function parseDateFormat(format: string): Parsed<DateFormatPart[]> {
  if (format.trim() === "") return fail("validation.required");
  if (format.length > MAX_LENGTH) return fail("validation.max", { max: MAX_LENGTH });
  const parts: DateFormatPart[] = [];
  for (const piece of splitDateFormat(format)) {
    if (piece.kind === "token" && !NOT_FOR_DISPLAY_SETTINGS.has(piece.token))
      parts.push({ token: piece.token });
    else if (piece.kind === "token") return fail("validation.date_format", { token: piece.token });
    else if (piece.kind === "escaped" || piece.kind === "separator") parts.push({ literal: piece.text });
    else return fail("validation.date_format", { token: piece.text });
  }
  if (!parts.some((part) => "token" in part)) return fail("validation.date_format", { token: format });
  return ok(parts);
}
