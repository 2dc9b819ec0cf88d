/** `GET /api/shifts/{id}/errors/`: the validator errors of the period that involve a shift. */
import { validatorResults } from "@rosterly/contract";
import { api } from "../../../lib/api/client";
import { SCHEDULING_PATHS } from "../../../lib/scheduling/mutations/shared";

export function getShiftErrors(id: number) {
  return api.get(`${SCHEDULING_PATHS.shift(id)}errors/`, validatorResults);
}
