import type { JobTypeOffer } from "../../repositories/scheduling-config";
import { isOfferedTo } from "../shifts/offered-type";

/**
 * Whether a person may take a seat of the open shift by the shift-type rule (F-019). A seat keeps
 * the open shift's type, obsolete or not. When the open shift names job types, they are the gate:
 * each was checked to be offered the type when the shift was opened, so a seat is never refused for
 * it. An open shift for any job type offers its type only to those the rule offers it to.
 */
export function seatOfferedTo(
  row: { typeId: number; jobTypes: readonly number[] },
  jobTypes: readonly JobTypeOffer[],
  person: { jobTypeId: number | null; charge: boolean },
): boolean {
  if (row.jobTypes.length > 0) return true;
  return isOfferedTo(jobTypes, { id: row.typeId, obsolete: false }, person);
}

/**
 * The job types an open shift names whose people are not offered its type (F-019): only the type's
 * own association counts, not what a charge nurse is offered besides, so that naming a job type
 * gates the seats soundly.
 */
export function jobTypesNotOffered(
  type: { id: number; obsolete: boolean },
  named: readonly number[],
  jobTypes: readonly JobTypeOffer[],
): number[] {
  return named.filter((jobTypeId) => !isOfferedTo(jobTypes, type, { jobTypeId, charge: false }));
}
