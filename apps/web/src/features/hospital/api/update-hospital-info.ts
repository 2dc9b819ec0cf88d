/** `PATCH /hospitals/{id}/`: the hospital's info (E-002); the answer is the whole hospital. */
import { API, type Hospital, hospital, hospitalInfoPatch, toWire, wire } from "@rosterly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type MutationHookOptions, useChainedMutation } from "../../../lib/api/mutation";
import { api } from "../../../lib/api/client";
import { putHospital } from "../../../lib/organisation/hospital-cache";

const hospitalSchema = wire(hospital);

export function updateHospitalInfo(hospitalId: number, info: Partial<Hospital["info"]>): Promise<Hospital> {
  return api.patch(API.hospital(hospitalId), toWire(hospitalInfoPatch, { info }), hospitalSchema);
}

export function useUpdateHospitalInfo(
  hospitalId: number,
  { mutationConfig }: MutationHookOptions<Hospital, Partial<Hospital["info"]>> = {},
) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    (info: Partial<Hospital["info"]>) => updateHospitalInfo(hospitalId, info),
    { onSuccess: (saved) => putHospital(queryClient, saved) },
    mutationConfig,
  );
}
