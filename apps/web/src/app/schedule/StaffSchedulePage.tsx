import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/EmptyState";
import { ShiftRequestMenu, TimeOffButton } from "../../features/request-forms";
import { StaffSchedule } from "../../features/schedule/components/staff/StaffSchedule";
import { useFormatter } from "../../lib/formatter-context";
import { useSession } from "../../lib/session/session-context";
import { useNow } from "../../lib/use-now";
import { todayIn } from "./today";
import { useScheduleLiveUpdates } from "./use-schedule-live-updates";

const noStaffSets = () => undefined;

/**
 * `/scheduling/staffschedule` (masterSchedule, staff): the nurse's own schedule and their
 * department's; from their own shifts they ask for changes, and they ask for time off.
 */
export default function StaffSchedulePage() {
  const { t } = useTranslation();
  const { hospital, user } = useSession();
  const formatter = useFormatter();
  const now = useNow(60_000);
  useScheduleLiveUpdates(noStaffSets);
  const department = hospital.departments.find((d) => d.id === user.profile.departmentId) ?? null;
  const today = todayIn(formatter.timeZone);
  if (department === null)
    return <EmptyState title={t("schedule.noDepartmentTitle")} message={t("schedule.noDepartment")} />;
  return (
    <StaffSchedule
      hospital={hospital}
      department={department}
      userId={user.id}
      weeklyHours={user.profile.weeklyHours}
      today={today}
      actions={<TimeOffButton today={today} />}
      shiftActions={(shift) => <ShiftRequestMenu shift={shift} today={today} now={now} />}
    />
  );
}
