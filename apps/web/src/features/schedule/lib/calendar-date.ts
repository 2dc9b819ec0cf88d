/**
 * Calendar pickers work with local `Date`s at midnight; stored dates are `YYYY-MM-DD` days. These
 * convert between the two without any time zone (a day is a day), never for display.
 */
export function toLocalDate(value: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

export function toCalendarDate(date: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split("-").map(Number);
  return new Date(year, month - 1, day);
}
