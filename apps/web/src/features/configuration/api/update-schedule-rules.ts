/** `PATCH /departments/{id}/update_schedule_rules/`: the named rules change, the others stay (E-004). */
import { department, type ScheduleRulesPatch, scheduleRulesPatch, toWire, wire } from "@rosterly/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { putHospitalRow } from "../../../lib/organisation/hospital-cache";

const departmentSchema = wire(department);

export const scheduleRulesPath = (departmentId: number) =>
  `/api/departments/${departmentId}/update_schedule_rules/`;

export function updateScheduleRules(departmentId: number, patch: ScheduleRulesPatch) {
  return api.patch(scheduleRulesPath(departmentId), toWire(scheduleRulesPatch, patch), departmentSchema);
}

export function useUpdateScheduleRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ departmentId, patch }: { departmentId: number; patch: ScheduleRulesPatch }) =>
      updateScheduleRules(departmentId, patch),
    onSuccess: (saved) => putHospitalRow(queryClient, "departments", saved),
  });
}
