/**
 * A staff-day's accessible name, read by screen readers in place of the cell's symbols:
 * who, which day (the organisation's date format), then each shift with its hours, working status
 * and flags, each event or time off, requests awaiting review, and the validators' findings.
 */
import type { MessageKey } from "../../../lib/i18n";

/** The words a name is made of, in the page's language (`cell-text.ts` makes them once per grid). */
export interface CellWords {
  /** A label without values. */
  label: (key: MessageKey) => string;
  shift: (values: { name: string; start: string; end: string }) => string;
  flags: (values: { flags: string }) => string;
  requests: (count: number) => string;
  name: (values: { person: string; day: string; details: string }) => string;
}

export interface CellShiftSummary {
  typeName: string;
  startTime: string;
  endTime: string;
  /** The working status's label, when not plainly on duty. */
  status: string | null;
  proposed: boolean;
  flags: readonly string[];
}

export interface CellNameInput {
  personName: string;
  /** The day as the organisation writes it, with its weekday. */
  day: string;
  shifts: readonly CellShiftSummary[];
  events: readonly string[];
  requests: number;
  conflict: boolean;
  consecutive: boolean;
  overtime: boolean;
  changed: boolean;
}

const hhmm = (time: string) => time.slice(0, 5);

function shiftText(words: CellWords, shift: CellShiftSummary): string {
  const parts = [
    words.shift({ name: shift.typeName, start: hhmm(shift.startTime), end: hhmm(shift.endTime) }),
  ];
  if (shift.status !== null) parts.push(shift.status);
  if (shift.proposed) parts.push(words.label("scheduleGrid.cell.proposed"));
  if (shift.flags.length > 0) parts.push(words.flags({ flags: shift.flags.join(" ") }));
  return parts.join(", ");
}

export function cellName(words: CellWords, input: CellNameInput): string {
  const { label } = words;
  const entries = [...input.shifts.map((shift) => shiftText(words, shift)), ...input.events];
  const details = [entries.length > 0 ? entries.join("; ") : label("scheduleGrid.cell.empty")];
  if (input.requests > 0) details.push(words.requests(input.requests));
  if (input.conflict) details.push(label("scheduleGrid.cell.conflict"));
  if (input.consecutive) details.push(label("scheduleGrid.cell.consecutive"));
  if (input.overtime) details.push(label("scheduleGrid.cell.overtime"));
  if (input.changed) details.push(label("scheduleGrid.cell.changed"));
  return words.name({ person: input.personName, day: input.day, details: details.join(", ") });
}
