import { Box, Typography } from "@mui/material";
import type { Employee } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import type { Reference } from "../../lib/reference";
import { StateDot } from "../common/StateDot";

/**
 * Who the day belongs to (F-030): name with the profile state dot, job type, job status, primary
 * shift type and, when set, that the person can act as charge nurse.
 */
export function StaffHeader({
  employee,
  reference,
}: {
  employee: Employee | undefined;
  reference: Reference;
}) {
  const { t } = useTranslation();
  if (!employee) return null;
  const jobType = employee.jobTypeId === null ? undefined : reference.jobTypes.get(employee.jobTypeId);
  const jobStatus =
    employee.jobStatusId === null ? undefined : reference.jobStatuses.get(employee.jobStatusId);
  const shiftType =
    employee.shiftTypeId === null ? undefined : reference.shiftTypes.get(employee.shiftTypeId);
  const facts = [
    jobType?.name,
    jobStatus ? `${jobStatus.name} (${jobStatus.shortCode})` : undefined,
    shiftType?.name,
  ].filter((fact): fact is string => fact !== undefined);
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <StateDot state={employee.state} />
        <Typography variant="h4" component="h3">
          {employee.fullName}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {facts.join(" · ")}
      </Typography>
      {employee.charge && (
        <Typography variant="body2" color="primary">
          {t("activityEditor.details.canActAsCharge")}
        </Typography>
      )}
    </Box>
  );
}
