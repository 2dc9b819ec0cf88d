// Which census row speaks for a shift (I-006): the latest census taken at or before the shift starts.
import { parseTimeOfDay } from "../time/index.ts";

export interface TimedCensus {
  time: string | null;
  /** -1: taken the evening before; 1: the morning after (a night shift's count). */
  dayOffset: number;
}

const MINUTES_PER_DAY = 24 * 60;

function minutesOf(row: TimedCensus): number | null {
  if (row.time === null) return null;
  const time = parseTimeOfDay(row.time);
  return time === null ? null : row.dayOffset * MINUTES_PER_DAY + time;
}

/**
 * The index of the census row for a shift starting at `startTime` on the day: the latest timed
 * row at or before the start; when every timed row is later, the earliest one; without timed rows
 * the first row. -1 when there are no rows.
 */
export function censusRowForShift(rows: readonly TimedCensus[], startTime: string): number {
  if (rows.length === 0) return -1;
  const start = parseTimeOfDay(startTime) ?? 0;
  let best = -1;
  let bestAt = Number.NEGATIVE_INFINITY;
  let earliest = -1;
  let earliestAt = Number.POSITIVE_INFINITY;
  rows.forEach((row, index) => {
    const at = minutesOf(row);
    if (at === null) return;
    if (at <= start && at > bestAt) {
      best = index;
      bestAt = at;
    }
    if (at < earliestAt) {
      earliest = index;
      earliestAt = at;
    }
  });
  if (best >= 0) return best;
  if (earliest >= 0) return earliest;
  return 0;
}
