/**
 * Schedule periods on the calendar (F-001, F-007, Z-013): consecutive blocks of `scheduling.period`
 * days from `scheduling.initialStartDate`, and which one to show first.
 */
import { addDays, diffDays, type LocalDate } from "../time/index.ts";
import type { PeriodDates } from "./types.ts";

export const DEFAULT_PERIOD_DAYS = 42;

/** The first period of an organisation that has not set `scheduling.initialStartDate` (a Sunday). */
export const FALLBACK_INITIAL_START_DATE: LocalDate = "2026-01-04";

function validLength(periodDays: number): number {
  return Number.isInteger(periodDays) && periodDays > 0 ? periodDays : DEFAULT_PERIOD_DAYS;
}

/**
 * The period containing `date`: it starts at initialStartDate + floor((date - initialStartDate) /
 * period) x period, which also works for dates before the initial start. A length that is not a
 * positive whole number of days falls back to 42.
 */
export function periodContaining(
  date: LocalDate,
  initialStartDate: LocalDate,
  periodDays: number = DEFAULT_PERIOD_DAYS,
): PeriodDates {
  const length = validLength(periodDays);
  const startOn = addDays(initialStartDate, Math.floor(diffDays(date, initialStartDate) / length) * length);
  return { startOn, endOn: addDays(startOn, length - 1) };
}

/** An organisation's period settings as read from `scheduling.*`; null where never set. */
export interface PeriodSettings {
  readonly periodDays: number | null;
  readonly initialStartDate: LocalDate | null;
}

/**
 * The period of the organisation's schedules that holds `date`, with the fallbacks the server applies
 * to unset settings: the schedule `GET /schedules/?for_date=` answers starts here, so a screen can
 * ask for the period's shifts alongside the schedule instead of after it.
 */
export function configuredPeriodContaining(date: LocalDate, settings: PeriodSettings): PeriodDates {
  const resolved = resolvePeriodSettings(settings);
  return periodContaining(date, resolved.initialStartDate, resolved.periodDays);
}

/** The settings with the server's fallbacks for what was never set. */
export function resolvePeriodSettings(settings: PeriodSettings): {
  periodDays: number;
  initialStartDate: LocalDate;
} {
  return {
    periodDays: settings.periodDays ?? DEFAULT_PERIOD_DAYS,
    initialStartDate: settings.initialStartDate ?? FALLBACK_INITIAL_START_DATE,
  };
}

export type PeriodPhase = "future" | "current" | "past";

/** Where `today` falls against an inclusive period. */
export function periodPhase(period: PeriodDates, today: LocalDate): PeriodPhase {
  if (today < period.startOn) return "future";
  return today > period.endOn ? "past" : "current";
}

export interface StatedPeriod extends PeriodDates {
  readonly state: string | null;
}

/**
 * F-007: the period whose state is current, else the first listed; with none, a synthetic period
 * (state null) starting at the initial start date with the configured length.
 */
export function initialPeriod<P extends StatedPeriod>(
  periods: readonly P[],
  initialStartDate: LocalDate,
  periodDays: number = DEFAULT_PERIOD_DAYS,
): P | StatedPeriod {
  const shown = periods.find((period) => period.state === "current") ?? periods[0];
  if (shown) return shown;
  return {
    startOn: initialStartDate,
    endOn: addDays(initialStartDate, validLength(periodDays) - 1),
    state: null,
  };
}
