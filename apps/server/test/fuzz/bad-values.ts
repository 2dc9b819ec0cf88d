/**
 * Values no field should take to the database: text it cannot store, ids past PostgreSQL's
 * `integer`, wrong shapes, days that do not exist. `strict` ones must be refused wherever they go.
 */
export const BAD_BODY_VALUES: readonly { label: string; value: unknown; strict: boolean }[] = [
  { label: "NUL", value: "a\u0000b", strict: true },
  { label: "lone surrogate", value: "\ud800", strict: true },
  { label: "10^6 characters", value: "x".repeat(1_000_000), strict: false },
  { label: "id 0", value: 0, strict: false },
  { label: "id -1", value: -1, strict: false },
  { label: "id 2^31", value: 2 ** 31, strict: false },
  { label: "id 2^63", value: 2 ** 63, strict: false },
  { label: "float", value: 1.5, strict: false },
  { label: "array", value: [], strict: false },
  { label: "object", value: {}, strict: false },
  { label: "null", value: null, strict: false },
  { label: "2026-02-30", value: "2026-02-30", strict: false },
  { label: "2026-13-01", value: "2026-13-01", strict: false },
  { label: "empty", value: "", strict: false },
];

export const BAD_QUERY_VALUES: readonly { label: string; value: string; strict: boolean }[] = [
  { label: "NUL", value: "a\u0000b", strict: true },
  { label: "10^4 characters", value: "9".repeat(10_000), strict: false },
  { label: "0", value: "0", strict: false },
  { label: "-1", value: "-1", strict: false },
  { label: "2^31", value: "2147483648", strict: false },
  { label: "2^63", value: "9223372036854775808", strict: false },
  { label: "1.5", value: "1.5", strict: false },
  { label: "1e3", value: "1e3", strict: false },
  { label: "2026-02-30", value: "2026-02-30", strict: false },
  { label: "2026-13-01,2026-13-02", value: "2026-13-01,2026-13-02", strict: false },
  { label: "2026-02-30,2026-03-01", value: "2026-02-30,2026-03-01", strict: false },
  { label: "empty", value: "", strict: false },
];

/** Ids past PostgreSQL's `integer` must be refused in any field named like an id. */
export const OVERFLOW_IDS = new Set(["id 2^31", "id 2^63", "2^31", "2^63"]);
export const isIdName = (name: string): boolean => /(^|_)ids?$/.test(name);

/** Days that do not exist must be refused in any field that takes dates. */
export const isDateName = (name: string): boolean => /(^|_)(on|date|dates|between|before|after)$/.test(name);
export const isWrongDate = (label: string): boolean => /^2026-(02-30|13-01)/.test(label);
