/**
 * The staffing matrix (I-006) as form values: per shift type, rows of a census and the staff
 * suggested at acuity 1 (lightest) to 5. Every live shift type has an entry (empty when it has no
 * matrix); only entries with rows are saved.
 */
import type { Hospital } from "@rosterly/contract";
import type { z } from "zod";
import type { staffingMatrixRow } from "@rosterly/contract";
import { fail } from "@rosterly/domain/fields";
import { type Issues, note } from "../../../../lib/forms/issues";
import { countText, parseCount } from "../../../../lib/forms/counts";

export const ACUITY_LEVELS = [1, 2, 3, 4, 5] as const;
/** Each acuity level with its place in a row's `acuity` list. */
export const ACUITY_COLUMNS = [
  { level: 1, at: 0 },
  { level: 2, at: 1 },
  { level: 3, at: 2 },
  { level: 4, at: 3 },
  { level: 5, at: 4 },
] as const;
export const MAX_CENSUS = 10_000;
export const MAX_MATRIX_ROWS = 200;

type MatrixRow = z.infer<typeof staffingMatrixRow>;

export interface MatrixRowForm {
  census: string;
  /** Staff at acuity 1..5, in that order. */
  acuity: [string, string, string, string, string];
}

export interface MatrixForm {
  shiftTypeId: number;
  rows: MatrixRowForm[];
}

export const emptyMatrixRow = (): MatrixRowForm => ({ census: "", acuity: ["", "", "", "", ""] });

export function matrixForm(hospital: Hospital, stored: Record<string, MatrixRow[]>): MatrixForm[] {
  return hospital.shiftTypes
    .filter((type) => !type.obsolete || (stored[String(type.id)]?.length ?? 0) > 0)
    .map((type) => ({
      shiftTypeId: type.id,
      rows: (stored[String(type.id)] ?? []).map((row) => ({
        census: countText(row.census),
        acuity: [
          countText(row.acuity[1]),
          countText(row.acuity[2]),
          countText(row.acuity[3]),
          countText(row.acuity[4]),
          countText(row.acuity[5]),
        ],
      })),
    }));
}

const count = (text: string, max = 1000) => parseCount(text, { max, required: true });

export function validateMatrix(matrix: readonly MatrixForm[]): Issues {
  const issues: Issues = {};
  matrix.forEach((entry, index) => {
    const seen = new Set<number>();
    entry.rows.forEach((row, at) => {
      const path = `matrix.${index}.rows.${at}`;
      const census = count(row.census, MAX_CENSUS);
      note(issues, `${path}.census`, census);
      if (census.ok && census.value !== null) {
        if (seen.has(census.value))
          note(issues, `${path}.census`, fail("validation.duplicate", { value: census.value }));
        seen.add(census.value);
      }
      row.acuity.forEach((value, level) => note(issues, `${path}.acuity.${level}`, count(value)));
    });
  });
  return issues;
}

const numberOf = (text: string) => {
  const parsed = count(text, MAX_CENSUS);
  return parsed.ok && parsed.value !== null ? parsed.value : 0;
};

export function matrixRecord(matrix: readonly MatrixForm[]): Record<string, MatrixRow[]> {
  const out: Record<string, MatrixRow[]> = {};
  for (const entry of matrix) {
    if (entry.rows.length === 0) continue;
    out[String(entry.shiftTypeId)] = entry.rows.map((row) => ({
      census: numberOf(row.census),
      acuity: {
        1: numberOf(row.acuity[0]),
        2: numberOf(row.acuity[1]),
        3: numberOf(row.acuity[2]),
        4: numberOf(row.acuity[3]),
        5: numberOf(row.acuity[4]),
      },
    }));
  }
  return out;
}
