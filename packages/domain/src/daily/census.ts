// Census arithmetic of a daily schedule (I-005): patients per acuity level, subtotals by specialty.

/** Acuity levels, 1 (lightest) to 5 (heaviest). */
export const ACUITY_LEVELS = [1, 2, 3, 4, 5] as const;
export type AcuityLevel = (typeof ACUITY_LEVELS)[number];

/** The most patients one census field may hold, and the most extra staff one row may add. */
export const CENSUS_LIMITS = {
  patients: 999,
  extraStaff: 99,
  staffCount: 999,
  specialties: 20,
  rows: 50,
  name: 100,
  description: 255,
  notes: 1000,
  memos: 4000,
  dayOffset: 1,
} as const;

/** Patients at each acuity level. */
export interface AcuityCounts {
  acuity1: number;
  acuity2: number;
  acuity3: number;
  acuity4: number;
  acuity5: number;
}

export type AcuityBreakdown = Record<AcuityLevel, { value: number }>;

export interface SpecialtyCensus {
  name: string;
  showAcuitySubtotal: boolean;
  acuityBreakdown: AcuityBreakdown;
}

export interface SpecialtyCensusWithSubtotal extends SpecialtyCensus {
  subtotal: number;
}

export const acuityKey = (level: AcuityLevel): keyof AcuityCounts => `acuity${level}`;

export const NO_PATIENTS: AcuityCounts = { acuity1: 0, acuity2: 0, acuity3: 0, acuity4: 0, acuity5: 0 };

export function emptyBreakdown(): AcuityBreakdown {
  return { 1: { value: 0 }, 2: { value: 0 }, 3: { value: 0 }, 4: { value: 0 }, 5: { value: 0 } };
}

/** Patients on the row (the census). */
export function censusTotal(counts: AcuityCounts): number {
  return ACUITY_LEVELS.reduce((sum, level) => sum + counts[acuityKey(level)], 0);
}

/** The patients' mean acuity, to one decimal; null without patients. */
export function meanAcuity(counts: AcuityCounts): number | null {
  const total = censusTotal(counts);
  if (total === 0) return null;
  const points = ACUITY_LEVELS.reduce((sum, level) => sum + level * counts[acuityKey(level)], 0);
  return roundOne(points / total);
}

/** One specialty's patients over all acuity levels. */
export function specialtySubtotal(specialty: SpecialtyCensus): number {
  return ACUITY_LEVELS.reduce((sum, level) => sum + specialty.acuityBreakdown[level].value, 0);
}

/** Patients per acuity level over every specialty (the total acuity by class). */
export function acuityBySpecialties(specialties: readonly SpecialtyCensus[]): AcuityCounts {
  const counts = { ...NO_PATIENTS };
  for (const specialty of specialties)
    for (const level of ACUITY_LEVELS) counts[acuityKey(level)] += specialty.acuityBreakdown[level].value;
  return counts;
}

export interface CensusInput extends AcuityCounts {
  censusBySpecialty: readonly SpecialtyCensus[];
}

export interface CensusFigures extends AcuityCounts {
  censusBySpecialty: SpecialtyCensusWithSubtotal[];
  total: number;
}

/**
 * The figures a row stores: with specialties, the acuity counts are their sums (a census by
 * specialty is the finer entry of the same patients); without, the counts as entered.
 */
export function censusFigures(row: CensusInput): CensusFigures {
  const counts: AcuityCounts =
    row.censusBySpecialty.length > 0
      ? acuityBySpecialties(row.censusBySpecialty)
      : {
          acuity1: row.acuity1,
          acuity2: row.acuity2,
          acuity3: row.acuity3,
          acuity4: row.acuity4,
          acuity5: row.acuity5,
        };
  return {
    ...counts,
    censusBySpecialty: row.censusBySpecialty.map((specialty) => ({
      ...specialty,
      subtotal: specialtySubtotal(specialty),
    })),
    total: censusTotal(counts),
  };
}

/** Ratios and suggestions are shown to one decimal (spec 2 §9). */
export function roundOne(value: number): number {
  return Math.round(value * 10 + Number.EPSILON * 10) / 10;
}
