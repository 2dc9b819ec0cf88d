/**
 * `{shiftTypeId: count}` maps (staff needed per shift type) as form rows. Ids cannot be form field
 * names (react-hook-form reads "12" as an array index), so the form holds one row per shift type:
 * every live one, plus obsolete ones that already have a count. Empty counts are left out on save.
 */
import type { Hospital } from "@rosterly/contract";
import { countText, parseCount } from "../forms/counts";

export interface ShiftTypeCount {
  shiftTypeId: number;
  count: string;
}

const numberAt = (record: Record<string, unknown>, id: number): number | null => {
  const value = record[String(id)];
  return typeof value === "number" ? value : null;
};

export function countsOf(hospital: Hospital, record: Record<string, unknown>): ShiftTypeCount[] {
  return hospital.shiftTypes
    .filter((type) => !type.obsolete || numberAt(record, type.id) !== null)
    .map((type) => ({ shiftTypeId: type.id, count: countText(numberAt(record, type.id)) }));
}

export function countsRecord(rows: readonly ShiftTypeCount[], max = 1000): Record<string, number> {
  const out: Record<string, number> = {};
  for (const row of rows) {
    const count = parseCount(row.count, { max, required: false });
    if (count.ok && count.value !== null) out[String(row.shiftTypeId)] = count.value;
  }
  return out;
}
