/**
 * `PATCH /hospitals/{id}/update_settings/`: a batch of `{path, value}` changes applied together or
 * not at all (E-003); the answer is the whole hospital.
 */
import { API, type Hospital, hospital, type SettingsChanges, wire } from "@rosterly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type MutationHookOptions, useChainedMutation } from "../api/mutation";
import { api } from "../api/client";
import { putHospital } from "./hospital-cache";

const hospitalSchema = wire(hospital);

export const updateSettingsPath = (hospitalId: number) => `${API.hospital(hospitalId)}update_settings/`;

export function updateSettings(hospitalId: number, changes: SettingsChanges): Promise<Hospital> {
  // Paths and values are data: sent as they are, never case-converted.
  return api.patch(updateSettingsPath(hospitalId), changes, hospitalSchema);
}

export function useUpdateSettings(
  hospitalId: number,
  { mutationConfig }: MutationHookOptions<Hospital, SettingsChanges> = {},
) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    (changes: SettingsChanges) => updateSettings(hospitalId, changes),
    { onSuccess: (saved) => putHospital(queryClient, saved) },
    mutationConfig,
  );
}
