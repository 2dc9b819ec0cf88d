import Payments from "@mui/icons-material/Payments";
import { Box, Card, CardContent, Chip, Link, Tooltip, Typography } from "@mui/material";
import type { Shift } from "@rosterly/contract";
import { toDisplayTime } from "@rosterly/domain/time";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../lib/formatter-context";
import { useEditorSession } from "../lib/editor-session";
import { visibleFlagIds } from "../lib/flags";
import { hoursOf, statusOf } from "../lib/shift-status";
import { StatusChip } from "./common/StatusChip";

export interface ShiftCardProps {
  shift: Shift;
  showDate?: boolean;
  /** Opens the employee's profile; the name is a link only with it and for management viewers. */
  onOpenProfile?: (userId: number) => void;
}

/**
 * A shift at a glance (F-032): who (name, job type and job status code) and, for the shift, the
 * optional date, start-end, department, duration, a payroll-date marker, flags and working status.
 */
export function ShiftCard({ shift, showDate = false, onOpenProfile }: ShiftCardProps) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const session = useEditorSession();
  const { reference } = session;
  const employee = reference.employees.get(shift.assigneeId);
  const jobType = employee?.jobTypeId == null ? undefined : reference.jobTypes.get(employee.jobTypeId);
  const jobStatus =
    employee?.jobStatusId == null ? undefined : reference.jobStatuses.get(employee.jobStatusId);
  const name = employee?.fullName ?? `#${shift.assigneeId}`;
  const hours = hoursOf(shift);
  const flagIds = visibleFlagIds(shift.flags, reference.flags, {
    ownShift: shift.assigneeId === session.viewerId,
    management: session.seesProfiles,
  });
  const time = (value: string) => toDisplayTime(value) ?? value;
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: 1.5, "&:last-child": { pb: 1.5 } }}>
        <Box sx={{ display: "flex", alignItems: "baseline", gap: 1, flexWrap: "wrap" }}>
          {onOpenProfile && session.seesProfiles ? (
            <Link
              component="button"
              type="button"
              sx={{ fontWeight: 600 }}
              onClick={() => onOpenProfile(shift.assigneeId)}
            >
              {name}
            </Link>
          ) : (
            <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {[jobType?.name, jobStatus?.shortCode].filter(Boolean).join(" · ")}
          </Typography>
        </Box>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", mt: 0.5 }}>
          {showDate && <Typography variant="body2">{formatter.date(shift.date, "monthDay")}</Typography>}
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {`${time(shift.startTime)}–${time(shift.endTime)}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {reference.departments.get(shift.departmentId)?.name}
          </Typography>
          {hours !== null && (
            <Typography variant="body2" color="text.secondary">
              {t("activityEditor.hours", { hours: formatter.hours(hours) })}
            </Typography>
          )}
          {shift.payrollDate !== shift.date && (
            <Tooltip
              title={t("activityEditor.card.payrollOn", { date: formatter.date(shift.payrollDate, "date") })}
            >
              <Payments
                fontSize="small"
                color="action"
                aria-label={t("activityEditor.details.otherPayrollDate")}
              />
            </Tooltip>
          )}
        </Box>
        <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, flexWrap: "wrap", mt: 0.75 }}>
          <StatusChip status={statusOf(shift, reference.flagLookup)} />
          {flagIds.map((id) => {
            const flag = reference.flags.get(id);
            return (
              <Tooltip key={id} title={flag?.name ?? ""}>
                <Chip size="small" label={flag?.shortCode ?? `#${id}`} aria-label={flag?.name} />
              </Tooltip>
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
}
