import { offeredShiftTypes } from "@rosterly/domain/schedule";
import type { JobTypeOffer } from "../../repositories/scheduling-config";

/**
 * Whether the shift type may be given to the person: the domain's rule (F-019), the same one the
 * web's editor offers types by. `keepTypeId` is the type a saved shift already has, which it keeps
 * even when obsolete or not associated with the person's job type.
 */
export function isOfferedTo(
  jobTypes: readonly JobTypeOffer[],
  type: { id: number; obsolete: boolean },
  person: { jobTypeId: number | null; charge: boolean },
  keepTypeId: number | null = null,
): boolean {
  const offered = offeredShiftTypes({
    shiftTypes: [type],
    jobTypes,
    jobTypeId: person.jobTypeId,
    charge: person.charge,
    keepTypeId,
  });
  return offered.length > 0;
}
