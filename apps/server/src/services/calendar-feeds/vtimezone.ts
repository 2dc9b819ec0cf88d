/**
 * A VTIMEZONE for an IANA zone, built from the platform's own zone data (Intl) for the years a feed
 * covers: one observance per offset change, each with the local wall time it starts at in the old
 * offset (RFC 5545 §3.6.5). Explicit transitions rather than RRULEs, so a zone whose rules changed
 * in those years is still described exactly.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function offsetMinutes(formatter: Intl.DateTimeFormat, instant: number): number {
  const name = formatter.formatToParts(new Date(instant)).find((part) => part.type === "timeZoneName")?.value;
  const match = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(name ?? "");
  if (!match?.[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? "0");
  return match[1] === "-" ? -minutes : minutes;
}

/** The first minute at which the offset differs from the one at `from` (known to change by `to`). */
function transitionBetween(formatter: Intl.DateTimeFormat, from: number, to: number): number {
  const before = offsetMinutes(formatter, from);
  let low = from;
  let high = to;
  while (high - low > MINUTE) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
    if (offsetMinutes(formatter, middle) === before) low = middle;
    else high = middle;
  }
  return high;
}

function pad(value: number, width = 2): string {
  return String(Math.abs(value)).padStart(width, "0");
}

function utcOffset(minutes: number): string {
  return `${minutes < 0 ? "-" : "+"}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
}

/** The wall time of an instant at a fixed offset, as an iCalendar local DATE-TIME. */
function wallTime(instant: number, offset: number): string {
  const wall = new Date(instant + offset * MINUTE);
  return (
    `${pad(wall.getUTCFullYear(), 4)}${pad(wall.getUTCMonth() + 1)}${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}${pad(wall.getUTCMinutes())}${pad(wall.getUTCSeconds())}`
  );
}

function observance(kind: "STANDARD" | "DAYLIGHT", start: string, from: number, to: number): string[] {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${start}`,
    `TZOFFSETFROM:${utcOffset(from)}`,
    `TZOFFSETTO:${utcOffset(to)}`,
    `END:${kind}`,
  ];
}

/** The VTIMEZONE text (CRLF lines) of `timeZone` between two instants, or null for an unknown zone. */
export function vtimezone(timeZone: string, from: Date, to: Date): string | null {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
  } catch {
    return null;
  }
  const start = Math.floor(from.getTime() / DAY) * DAY;
  const end = to.getTime();
  const first = offsetMinutes(formatter, start);
  const lines = [
    "BEGIN:VTIMEZONE",
    `TZID:${timeZone}`,
    ...observance("STANDARD", wallTime(start, first), first, first),
  ];
  let previous = first;
  for (let day = start; day < end; day += DAY) {
    const next = offsetMinutes(formatter, day + DAY);
    if (next === previous) continue;
    const at = transitionBetween(formatter, day, day + DAY);
    lines.push(
      ...observance(next > previous ? "DAYLIGHT" : "STANDARD", wallTime(at, previous), previous, next),
    );
    previous = next;
  }
  lines.push("END:VTIMEZONE");
  return lines.join("\r\n");
}
