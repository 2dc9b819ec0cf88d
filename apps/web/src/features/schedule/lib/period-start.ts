/**
 * The start of the known period holding `date`, else `date` itself. Asking for a period by its
 * start keeps one address per period, so the offline copy of a period is found whichever of its
 * days the nurse picks.
 */
export function periodStartFor(periods: readonly { startOn: string; endOn: string }[], date: string): string {
  return periods.find((p) => p.startOn <= date && date <= p.endOn)?.startOn ?? date;
}
