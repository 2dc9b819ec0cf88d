import { can, canEditShifts } from "@rosterly/domain/permissions";
import { isReadOnly } from "@rosterly/domain/schedule";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/EmptyState";
import type { EmployeeHeaderModel } from "../../features/employee-dialog";
import { UserBidsButton } from "../../features/open-shifts/components/UserBidsButton";
import { EmployeeSchedule } from "../../features/schedule/components/employee/EmployeeSchedule";
import { useFormatter } from "../../lib/formatter-context";
import { useOnceSettled } from "../../lib/use-once-settled";
import { scheduleStatesOf } from "../../lib/scheduling/validation-input";
import { useSession } from "../../lib/session/session-context";
import { renderActivity } from "../schedule/activity-panels";
import { preloadActivityEditors } from "../schedule/schedule-parts";
import { todayIn } from "../schedule/today";
import { useDialogScheduleChannel } from "../schedule/schedule-channel";

/** The dialog's schedule tab: the person's department schedule, live, with the grid's activity editors. */
export function EmployeeScheduleTab({ employee }: { employee: EmployeeHeaderModel }) {
  const { t } = useTranslation();
  const { hospital, perms, actor } = useSession();
  const formatter = useFormatter();
  const canEdit = canEditShifts(perms, actor.classification);
  const seesBids = can(perms, "edit", "openShift");
  const states = useMemo(() => scheduleStatesOf(hospital), [hospital]);
  const readOnlyOf = useCallback((state: string) => isReadOnly(state, states, canEdit), [states, canEdit]);
  // Over the master schedule the screen's channel keeps this tab current; elsewhere it opens its own.
  useDialogScheduleChannel();
  // Opened from another screen, the editors' code is not in yet: fetch it once the tab has its data.
  useOnceSettled(preloadActivityEditors);

  const department = hospital.departments.find((d) => d.id === employee.departmentId);
  if (department === undefined)
    return <EmptyState title={t("schedule.noDepartmentTitle")} message={t("schedule.noDepartment")} />;
  return (
    <EmployeeSchedule
      key={`${employee.userId}-${department.id}`}
      hospital={hospital}
      department={department}
      userId={employee.userId}
      weeklyHours={employee.weeklyHours ?? 0}
      today={todayIn(formatter.timeZone)}
      canEdit={canEdit}
      isReadOnly={readOnlyOf}
      renderActivity={renderActivity}
      renderTools={
        seesBids
          ? (period) => (
              <UserBidsButton
                hospital={hospital}
                userId={employee.userId}
                fullName={employee.fullName}
                startOn={period.startOn}
                endOn={period.endOn}
              />
            )
          : undefined
      }
    />
  );
}
