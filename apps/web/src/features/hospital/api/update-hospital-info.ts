/** `PATCH /hospitals/{id}/`: the hospital's info (E-002); the answer is the whole hospital. */
import { API, type Hospital, hospital, hospitalInfoPatch, toWire, wire } from "@rosterly/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { putHospital } from "../../../lib/organisation/hospital-cache";

const hospitalSchema = wire(hospital);

export function updateHospitalInfo(hospitalId: number, info: Partial<Hospital["info"]>): Promise<Hospital> {
  return api.patch(API.hospital(hospitalId), toWire(hospitalInfoPatch, { info }), hospitalSchema);
}

export function useUpdateHospitalInfo(hospitalId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (info: Partial<Hospital["info"]>) => updateHospitalInfo(hospitalId, info),
    onSuccess: (saved) => putHospital(queryClient, saved),
  });
}
