/** The census row editor's values: numbers as typed, checked with the domain's field rules. */
import type { CensusRow, CensusRowPatch } from "@rosterly/contract";
import { ACUITY_LEVELS, CENSUS_LIMITS } from "@rosterly/domain/daily";
import { normalizeText, parseNumberInRange } from "@rosterly/domain/fields";
import { toDisplayTime, toWireTime } from "@rosterly/domain/time";
import { type Issues, note } from "../../../lib/forms/issues";

export type Levels = [string, string, string, string, string];

export interface CensusFormValues {
  name: string;
  time: string;
  acuity: Levels;
  extraStaff: string;
  notes: string;
  specialties: { name: string; showAcuitySubtotal: boolean; acuity: Levels }[];
}

const levelsOf = (values: readonly number[]): Levels => values.map(String) as Levels;

export function censusFormValues(row: CensusRow): CensusFormValues {
  return {
    name: row.name,
    time: row.time ? (toDisplayTime(row.time) ?? "") : "",
    acuity: levelsOf([row.acuity1, row.acuity2, row.acuity3, row.acuity4, row.acuity5]),
    extraStaff: String(row.extraStaff),
    notes: row.notes,
    specialties: row.censusBySpecialty.map((specialty) => ({
      name: specialty.name,
      showAcuitySubtotal: specialty.showAcuitySubtotal,
      acuity: levelsOf(ACUITY_LEVELS.map((level) => specialty.acuityBreakdown[level].value)),
    })),
  };
}

const patients = { required: true, min: 0, max: CENSUS_LIMITS.patients };

function wholeNumber(
  issues: Issues,
  path: string,
  text: string,
  limit: { required: boolean; min: number; max: number },
): number {
  const parsed = parseNumberInRange(text, limit);
  note(issues, path, parsed);
  if (parsed.ok && parsed.value !== null && !Number.isInteger(parsed.value))
    note(issues, path, { ok: false, key: "validation.integer" });
  return parsed.ok && parsed.value !== null ? parsed.value : 0;
}

export function validateCensus(values: CensusFormValues): Issues {
  const issues: Issues = {};
  note(issues, "name", normalizeText(values.name, { required: true, maxLength: CENSUS_LIMITS.name }));
  if (values.time.trim() !== "" && toWireTime(values.time.trim()) === null)
    note(issues, "time", { ok: false, key: "validation.time" });
  values.acuity.forEach((text, index) => wholeNumber(issues, `acuity.${index}`, text, patients));
  wholeNumber(issues, "extraStaff", values.extraStaff, {
    required: true,
    min: 0,
    max: CENSUS_LIMITS.extraStaff,
  });
  note(issues, "notes", normalizeText(values.notes, { required: false, maxLength: CENSUS_LIMITS.notes }));
  values.specialties.forEach((specialty, row) => {
    note(
      issues,
      `specialties.${row}.name`,
      normalizeText(specialty.name, { required: true, maxLength: CENSUS_LIMITS.name }),
    );
    specialty.acuity.forEach((text, index) =>
      wholeNumber(issues, `specialties.${row}.acuity.${index}`, text, patients),
    );
  });
  return issues;
}

const count = (text: string) => Number(text.trim() === "" ? 0 : text);

/** The patch of one row from valid values. */
export function censusPatch(id: number, values: CensusFormValues): CensusRowPatch {
  const [a1, a2, a3, a4, a5] = values.acuity.map(count) as [number, number, number, number, number];
  return {
    id,
    name: values.name.trim(),
    time: values.time.trim() === "" ? null : toWireTime(values.time.trim()),
    acuity1: a1,
    acuity2: a2,
    acuity3: a3,
    acuity4: a4,
    acuity5: a5,
    extraStaff: count(values.extraStaff),
    notes: values.notes.trim(),
    censusBySpecialty: values.specialties.map((specialty) => {
      const [s1, s2, s3, s4, s5] = specialty.acuity.map(count) as [number, number, number, number, number];
      return {
        name: specialty.name.trim(),
        showAcuitySubtotal: specialty.showAcuitySubtotal,
        acuityBreakdown: {
          1: { value: s1 },
          2: { value: s2 },
          3: { value: s3 },
          4: { value: s4 },
          5: { value: s5 },
        },
      };
    }),
  };
}

/** Where the server's field paths land in the form. */
export function censusFieldOf(wirePath: string): string | null {
  const path = wirePath.replace(/^\d+\./, "");
  const level = /^acuity([1-5])$/.exec(path);
  if (level) return `acuity.${Number(level[1]) - 1}`;
  if (path === "extra_staff") return "extraStaff";
  if (["name", "time", "notes"].includes(path)) return path;
  const specialty = /^census_by_specialty\.(\d+)\.(name|acuity_breakdown\.([1-5])\.value)$/.exec(path);
  if (specialty)
    return specialty[3]
      ? `specialties.${specialty[1]}.acuity.${Number(specialty[3]) - 1}`
      : `specialties.${specialty[1]}.name`;
  return null;
}
