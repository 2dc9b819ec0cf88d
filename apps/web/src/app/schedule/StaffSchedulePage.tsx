import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/EmptyState";
import { StaffSchedule } from "../../features/schedule/components/staff/StaffSchedule";
import { useFormatter } from "../../lib/formatter-context";
import { useSession } from "../../lib/session/session-context";
import { todayIn } from "./today";
import { useScheduleLiveUpdates } from "./use-schedule-live-updates";

const noStaffSets = () => undefined;

/** `/scheduling/staffschedule` (masterSchedule, staff): the nurse's own schedule and their department's. */
export default function StaffSchedulePage() {
  const { t } = useTranslation();
  const { hospital, user } = useSession();
  const formatter = useFormatter();
  useScheduleLiveUpdates(noStaffSets);
  const department = hospital.departments.find((d) => d.id === user.profile.departmentId) ?? null;
  if (department === null)
    return <EmptyState title={t("schedule.noDepartmentTitle")} message={t("schedule.noDepartment")} />;
  return (
    <StaffSchedule
      hospital={hospital}
      department={department}
      userId={user.id}
      weeklyHours={user.profile.weeklyHours}
      today={todayIn(formatter.timeZone)}
    />
  );
}
