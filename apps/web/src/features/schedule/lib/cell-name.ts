/**
 * A staff-day's accessible name, read by screen readers in place of the cell's symbols:
 * who, which day (the organisation's date format), then each shift with its hours, working status
 * and flags, each event or time off, requests awaiting review, and the validators' findings.
 */
import type { TFunction } from "i18next";
import type { MessageKey } from "../../../lib/i18n";

/** A label without values; by default translated on each call (the grid passes one that keeps them). */
type Label = (key: MessageKey) => string;

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

function shiftText(t: TFunction, label: Label, shift: CellShiftSummary): string {
  const parts = [
    t("scheduleGrid.cell.shift", {
      name: shift.typeName,
      start: hhmm(shift.startTime),
      end: hhmm(shift.endTime),
    }),
  ];
  if (shift.status !== null) parts.push(shift.status);
  if (shift.proposed) parts.push(label("scheduleGrid.cell.proposed"));
  if (shift.flags.length > 0) parts.push(t("scheduleGrid.cell.flags", { flags: shift.flags.join(" ") }));
  return parts.join(", ");
}

export function cellName(t: TFunction, input: CellNameInput, label: Label = (key) => t(key)): string {
  const entries = [...input.shifts.map((shift) => shiftText(t, label, shift)), ...input.events];
  const details = [entries.length > 0 ? entries.join("; ") : label("scheduleGrid.cell.empty")];
  if (input.requests > 0) details.push(t("scheduleGrid.cell.requests", { count: input.requests }));
  if (input.conflict) details.push(label("scheduleGrid.cell.conflict"));
  if (input.consecutive) details.push(label("scheduleGrid.cell.consecutive"));
  if (input.overtime) details.push(label("scheduleGrid.cell.overtime"));
  if (input.changed) details.push(label("scheduleGrid.cell.changed"));
  return t("scheduleGrid.cell.name", {
    person: input.personName,
    day: input.day,
    details: details.join(", "),
  });
}
