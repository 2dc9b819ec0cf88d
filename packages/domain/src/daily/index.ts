export {
  ACUITY_LEVELS,
  type AcuityBreakdown,
  type AcuityCounts,
  type AcuityLevel,
  acuityBySpecialties,
  acuityKey,
  CENSUS_LIMITS,
  type CensusFigures,
  type CensusInput,
  censusFigures,
  censusTotal,
  emptyBreakdown,
  meanAcuity,
  NO_PATIENTS,
  roundOne,
  type SpecialtyCensus,
  type SpecialtyCensusWithSubtotal,
  specialtySubtotal,
} from "./census.ts";
export { censusRowForShift, type TimedCensus } from "./census-for-shift.ts";
export {
  type GapState,
  countsAgainstMatrix,
  type MatrixRow,
  matrixFor,
  patientsPerStaff,
  type StaffingGap,
  staffAt,
  staffingGap,
  suggestedStaff,
} from "./staffing.ts";
export { dailyWindow } from "./window.ts";
