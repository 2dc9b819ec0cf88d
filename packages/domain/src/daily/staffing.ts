// The staffing matrix (I-006): suggested staff for a shift type from the census and its acuity mix.
import { ACUITY_LEVELS, type AcuityCounts, acuityKey, censusTotal, roundOne } from "./census.ts";
import { type AcuityLevel } from "./census.ts";

/** One matrix row: staff suggested when `census` patients are all at one acuity level. */
export interface MatrixRow {
  census: number;
  acuity: Record<AcuityLevel, number>;
}

/**
 * Staff suggested for `census` patients all at `level`. Between two rows the value is read on the
 * straight line joining them; below the first row and above the last it scales with the census
 * (no patients need no staff). An exact row is used as it is.
 */
export function staffAt(rows: readonly MatrixRow[], census: number, level: AcuityLevel): number {
  if (rows.length === 0 || census <= 0) return 0;
  const sorted = [...rows].sort((a, b) => a.census - b.census);
  const first = sorted[0] as MatrixRow;
  const last = sorted[sorted.length - 1] as MatrixRow;
  if (census <= first.census)
    return first.census === 0 ? first.acuity[level] : (first.acuity[level] * census) / first.census;
  if (census >= last.census) return (last.acuity[level] * census) / last.census;
  for (let i = 1; i < sorted.length; i++) {
    const upper = sorted[i] as MatrixRow;
    const lower = sorted[i - 1] as MatrixRow;
    if (census <= upper.census) {
      const share = (census - lower.census) / (upper.census - lower.census);
      return lower.acuity[level] + share * (upper.acuity[level] - lower.acuity[level]);
    }
  }
  return last.acuity[level];
}

/**
 * Staff suggested for a census with a mix of acuities: the matrix is read at the whole census for
 * every level and weighted by the share of patients at that level; one decimal. Null when the
 * department has no matrix for the shift type.
 */
export function suggestedStaff(rows: readonly MatrixRow[] | undefined, counts: AcuityCounts): number | null {
  if (!rows || rows.length === 0) return null;
  const total = censusTotal(counts);
  if (total === 0) return 0;
  let staff = 0;
  for (const level of ACUITY_LEVELS) {
    const patients = counts[acuityKey(level)];
    if (patients > 0) staff += (patients / total) * staffAt(rows, total, level);
  }
  return roundOne(staff);
}

/** Patients per staff member on duty, to one decimal; null when nobody is on duty. */
export function patientsPerStaff(patients: number, staff: number): number | null {
  return staff > 0 ? roundOne(patients / staff) : null;
}

export type GapState = "short" | "met" | "over" | "unknown";

export interface StaffingGap {
  /** Staff suggested by the matrix plus the row's extra staff; null without a matrix. */
  suggested: number | null;
  onDuty: number;
  /** On duty minus suggested, one decimal (negative: short). */
  difference: number | null;
  state: GapState;
  /** Whole people to add to cover the shortfall (0 when not short). */
  shortBy: number;
}

/** Suggested against on duty for one shift type. */
export function staffingGap(suggested: number | null, extraStaff: number, onDuty: number): StaffingGap {
  if (suggested === null) return { suggested: null, onDuty, difference: null, state: "unknown", shortBy: 0 };
  const need = roundOne(suggested + extraStaff);
  const difference = roundOne(onDuty - need);
  const shortBy = difference < 0 ? Math.ceil(-difference - 1e-9) : 0;
  return {
    suggested: need,
    onDuty,
    difference,
    state: difference < 0 ? "short" : difference > 0 ? "over" : "met",
    shortBy,
  };
}

const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0;

/** The matrix rows of one shift type in a department's settings (`staffingMatrix`); undefined when none. */
export function matrixFor(settings: unknown, shiftTypeId: number): MatrixRow[] | undefined {
  if (typeof settings !== "object" || settings === null) return undefined;
  const matrix = (settings as { staffingMatrix?: unknown }).staffingMatrix;
  if (typeof matrix !== "object" || matrix === null) return undefined;
  const rows = (matrix as Record<string, unknown>)[String(shiftTypeId)];
  if (!Array.isArray(rows)) return undefined;
  const valid: MatrixRow[] = [];
  for (const row of rows) {
    if (typeof row !== "object" || row === null) continue;
    const { census, acuity } = row as { census?: unknown; acuity?: unknown };
    if (!isCount(census) || typeof acuity !== "object" || acuity === null) continue;
    const levels = acuity as Record<string, unknown>;
    const values = [levels["1"], levels["2"], levels["3"], levels["4"], levels["5"]];
    if (!values.every(isCount)) continue;
    const [a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0] = values;
    valid.push({
      census,
      acuity: { 1: a1, 2: a2, 3: a3, 4: a4, 5: a5 },
    });
  }
  return valid.length > 0 ? valid : undefined;
}

/**
 * Whether a job type's people count against the matrix: nurses who take a patient assignment,
 * i.e. charge nurses and those who can act as charge (RN, CHG); assistants and clerks do not.
 */
export function countsAgainstMatrix(jobTypeSettings: unknown): boolean {
  if (typeof jobTypeSettings !== "object" || jobTypeSettings === null) return false;
  const settings = jobTypeSettings as { isChargeNurse?: unknown; canBeChargeNurse?: unknown };
  return settings.isChargeNurse === true || settings.canBeChargeNurse === true;
}
