/**
 * The one formatting module for dates, times and numbers. The spec's formats are written in
 * moment-style tokens; they are mapped to date-fns patterns here, once, and every date is shown in
 * a named time zone (the organisation's) with @date-fns/tz so that DST changes are handled.
 */
import { tz } from "@date-fns/tz";
import { format, type Locale } from "date-fns";
import { enUS, zhTW } from "date-fns/locale";
import { type DateFormatToken, splitDateFormat } from "@rosterly/domain/settings";

/** The spec's formats by purpose (moment-style tokens). */
export const DATE_FORMATS = {
  stored: "YYYY-MM-DD",
  storedDateTime: "YYYY-MM-DD HH:mm:ss",
  storedTime: "HH:mm:ss",
  time: "HH:mm",
  chip: "YYYY/MM/DD",
  input: "MM/DD/YYYY",
  date: "MMM D, YYYY",
  monthDay: "MMM D",
  month: "MMMM",
  weekdayDate: "dddd MMM D, YYYY",
  dateTime: "MMM D, YYYY HH:mm",
} as const;

export type DateFormatName = keyof typeof DATE_FORMATS;

/** The formats an organisation may override in its settings (display formats only). */
export const DISPLAY_FORMATS = ["date", "monthDay", "month", "weekdayDate", "dateTime"] as const;
export type DisplayFormatName = (typeof DISPLAY_FORMATS)[number];

const isDisplayFormat = (name: DateFormatName): name is DisplayFormatName =>
  DISPLAY_FORMATS.some((display) => display === name);

const TOKENS: Readonly<Record<DateFormatToken, string>> = {
  YYYY: "yyyy",
  YY: "yy",
  MMMM: "MMMM",
  MMM: "MMM",
  MM: "MM",
  M: "M",
  Do: "do",
  DD: "dd",
  D: "d",
  dddd: "EEEE",
  ddd: "EEE",
  dd: "EEEEEE",
  HH: "HH",
  H: "H",
  hh: "hh",
  h: "h",
  mm: "mm",
  m: "m",
  ss: "ss",
  s: "s",
  A: "a",
  a: "aaa",
  ZZ: "xx",
  Z: "xxx",
};

const quote = (text: string): string => `'${text.replace(/'/g, "''")}'`;

const patternCache = new Map<string, string>();

/**
 * Maps a moment-style pattern to date-fns, reading it with the domain's tokeniser (the one the
 * settings check uses); unknown letters and `[escaped]` text become literals.
 */
export function toDateFnsPattern(moment: string): string {
  const cached = patternCache.get(moment);
  if (cached !== undefined) return cached;
  const out = splitDateFormat(moment)
    .map((piece) => {
      if (piece.kind === "token") return TOKENS[piece.token];
      if (piece.kind === "escaped") return quote(piece.text);
      return /[A-Za-z']/.test(piece.text) ? quote(piece.text) : piece.text;
    })
    .join("");
  patternCache.set(moment, out);
  return out;
}

const LOCALES: Readonly<Record<string, Locale>> = { en: enUS, "zh-TW": zhTW };

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface FormatterOptions {
  /** IANA zone of the organisation; the browser's when absent (signed-out pages). */
  timeZone?: string;
  language?: string;
  formats?: Partial<Record<DisplayFormatName, string>>;
}

export interface Formatter {
  readonly timeZone: string;
  /** A stored date (`YYYY-MM-DD`) is a calendar day and is never shifted; instants are shown in the zone. */
  date(value: Date | string | number, name: DateFormatName): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** Hours and ratios are shown with one decimal. */
  hours(value: number): string;
  /**
   * How long ago an instant was, in words ("5 minutes ago", "yesterday") while it is under a week
   * old; older ones, and any clearly in the future, as the date and time.
   */
  ago(value: Date | string | number, now: number): string;
}

const RELATIVE_UNITS: readonly { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: "day", seconds: 86_400 },
  { unit: "hour", seconds: 3_600 },
  { unit: "minute", seconds: 60 },
];
const WEEK_SECONDS = 7 * 86_400;

export function createFormatter(options: FormatterOptions = {}): Formatter {
  const timeZone = options.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const language = options.language ?? "en";
  const locale = LOCALES[language] ?? enUS;
  const inZone = tz(timeZone);
  const numbers = new Map<string, Intl.NumberFormat>();

  const pattern = (name: DateFormatName): string => {
    const override = isDisplayFormat(name) ? options.formats?.[name] : undefined;
    return toDateFnsPattern(override ?? DATE_FORMATS[name]);
  };

  const number = (value: number, numberOptions: Intl.NumberFormatOptions = {}): string => {
    const key = JSON.stringify(numberOptions);
    let formatter = numbers.get(key);
    if (formatter === undefined) {
      formatter = new Intl.NumberFormat(language, numberOptions);
      numbers.set(key, formatter);
    }
    return formatter.format(value);
  };

  const relative = new Intl.RelativeTimeFormat(language, { numeric: "auto" });

  const date = (value: Date | string | number, name: DateFormatName): string => {
    const day = typeof value === "string" ? DATE_ONLY.exec(value) : null;
    if (day) {
      const calendarDay = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
      return format(calendarDay, pattern(name), { locale });
    }
    return format(new Date(value), pattern(name), { locale, in: inZone });
  };

  return {
    timeZone,
    date,
    ago(value, now) {
      const seconds = Math.floor((now - new Date(value).getTime()) / 1000);
      // A minute's grace for a server clock slightly ahead of the browser's.
      if (seconds < -60 || seconds >= WEEK_SECONDS) return date(value, "dateTime");
      const step = RELATIVE_UNITS.find((candidate) => seconds >= candidate.seconds);
      return step === undefined
        ? relative.format(0, "second")
        : relative.format(-Math.floor(seconds / step.seconds), step.unit);
    },
    number,
    hours: (value) => number(value, { minimumFractionDigits: 0, maximumFractionDigits: 1 }),
  };
}
