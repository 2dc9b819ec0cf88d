/**
 * CSV as RFC 4180 writes it: fields separated by commas, records ended by CRLF, a field quoted
 * (with its quotes doubled) when it holds a comma, a quote, CR or LF.
 */

/** Byte order mark: spreadsheet programs read the file as UTF-8 (zh-TW names) only with it. */
export const UTF8_BOM = "\uFEFF";

const NEEDS_QUOTES = /[",\r\n]/;
/** A text cell starting like a formula would run as one in a spreadsheet (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Free text typed by people: a leading formula character is kept as text with an apostrophe. */
export function csvText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvRecord(fields: readonly string[]): string {
  return `${fields.map(csvField).join(",")}\r\n`;
}
