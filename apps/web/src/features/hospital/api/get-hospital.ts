/** `GET /api/hospitals/`: the caller's organisation with its configuration. */
import { API, type Hospital, hospital, wire } from "@rosterly/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { earlyRequest } from "../../../lib/api/early-request";
import { hospitalQueryKey } from "../../../lib/organisation/hospital-cache";

/** Live updates of any organisation entity invalidate this key (DESIGN §6); writers patch it. */
export { hospitalQueryKey };

const hospitalSchema = wire(hospital);

export function getHospital(signal?: AbortSignal): Promise<Hospital> {
  return api.get(API.hospitals, hospitalSchema, signal);
}

/** Started by the sign-in page when the token arrives (`app/boot/session-requests.ts`). */
export const earlyHospital = earlyRequest(() => getHospital());

export function hospitalQueryOptions() {
  return queryOptions({
    queryKey: hospitalQueryKey,
    queryFn: ({ signal }) => earlyHospital.take() ?? getHospital(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useHospital() {
  return useQuery(hospitalQueryOptions());
}
