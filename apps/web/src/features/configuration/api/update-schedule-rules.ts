/** `PATCH /departments/{id}/update_schedule_rules/`: the named rules change, the others stay (E-004). */
import { department, type ScheduleRulesPatch, scheduleRulesPatch, toWire, wire } from "@rosterly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type MutationOptionsOf, useChainedMutation } from "../../../lib/api/mutation";
import { api } from "../../../lib/api/client";
import { putHospitalRow } from "../../../lib/organisation/hospital-cache";

const departmentSchema = wire(department);

export const scheduleRulesPath = (departmentId: number) =>
  `/api/departments/${departmentId}/update_schedule_rules/`;

export function updateScheduleRules(departmentId: number, patch: ScheduleRulesPatch) {
  return api.patch(scheduleRulesPath(departmentId), toWire(scheduleRulesPatch, patch), departmentSchema);
}

export interface ScheduleRulesChange {
  departmentId: number;
  patch: ScheduleRulesPatch;
}

const saveScheduleRules = ({ departmentId, patch }: ScheduleRulesChange) =>
  updateScheduleRules(departmentId, patch);

export function useUpdateScheduleRules({ mutationConfig }: MutationOptionsOf<typeof saveScheduleRules> = {}) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    saveScheduleRules,
    { onSuccess: (saved) => putHospitalRow(queryClient, "departments", saved) },
    mutationConfig,
  );
}
