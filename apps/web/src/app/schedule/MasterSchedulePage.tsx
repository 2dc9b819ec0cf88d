import { can, canAccessDepartment, canEditShifts } from "@rosterly/domain/permissions";
import { isReadOnly } from "@rosterly/domain/schedule";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { EmptyState } from "../../components/EmptyState";
import { CreateOpenShiftDialog } from "../../features/open-shifts/components/CreateOpenShiftDialog";
import { PeriodOpenShifts } from "../../features/open-shifts/components/PeriodOpenShifts";
import {
  MasterSchedule,
  type OpenShiftRequest,
  type OpenShiftSlots,
} from "../../features/schedule/components/MasterSchedule";
import { departmentStaff } from "../../features/schedule/lib/staff-rows";
import { useFormatter } from "../../lib/formatter-context";
import { scheduleStatesOf } from "../../lib/scheduling/validation-input";
import { useSession } from "../../lib/session/session-context";
import { renderActivity } from "./activity-panels";
import { todayIn } from "./today";
import { useScheduleLiveUpdates } from "./use-schedule-live-updates";

/**
 * `/scheduling/schedule` (masterSchedule, management): the grid of the active department (C-013),
 * kept live, with the activity editors composed into its side panel.
 */
export default function MasterSchedulePage() {
  const { t } = useTranslation();
  const session = useSession();
  const { hospital, user, role, perms, actor, activeDepartmentId } = session;
  const formatter = useFormatter();
  const navigate = useNavigate();
  const canEdit = canEditShifts(perms, actor.classification);
  const departments = useMemo(
    () =>
      hospital.departments.filter(
        (d) => !d.obsolete && d.partakeInScheduling && canAccessDepartment(actor, d.id),
      ),
    [hospital.departments, actor],
  );
  const department = hospital.departments.find((d) => d.id === activeDepartmentId) ?? departments[0] ?? null;
  const states = useMemo(() => scheduleStatesOf(hospital), [hospital]);
  const readOnlyOf = useCallback((state: string) => isReadOnly(state, states, canEdit), [states, canEdit]);

  const staffByDepartment = useMemo(() => {
    const sets = new Map<number, ReadonlySet<number>>();
    for (const d of hospital.departments)
      sets.set(d.id, new Set(departmentStaff(hospital, d.id).map((e) => e.userId)));
    return sets;
  }, [hospital]);
  useScheduleLiveUpdates(useCallback((id: number) => staffByDepartment.get(id), [staffByDepartment]));

  // Open shifts from the schedule (H-003): the period's list, and a new one for a day's shortfall.
  const [creating, setCreating] = useState<OpenShiftRequest | null>(null);
  const openShifts = useMemo<OpenShiftSlots | undefined>(
    () =>
      can(perms, "view", "openShift")
        ? {
            panel: (context) => <PeriodOpenShifts hospital={hospital} {...context} />,
            onCreate: can(perms, "edit", "openShift") ? setCreating : null,
          }
        : undefined,
    [perms, hospital],
  );

  if (department === null)
    return <EmptyState title={t("schedule.noDepartmentTitle")} message={t("schedule.noDepartment")} />;
  return (
    <>
      <MasterSchedule
        key={department.id}
        hospital={hospital}
        userId={user.id}
        viewerIsStaff={role === "staff"}
        canEdit={canEdit}
        isReadOnly={readOnlyOf}
        department={department}
        departments={departments}
        onDepartmentChange={(id) => session.setActiveDepartmentId(id)}
        today={todayIn(formatter.timeZone)}
        renderActivity={renderActivity}
        openShifts={openShifts}
        {...(can(perms, "view", "dailySchedule")
          ? {
              onGoToDaily: (date: string, userId?: number) =>
                void navigate(
                  `/scheduling/daily?date=${date}&dept=${department.id}${userId ? `&user=${userId}` : ""}`,
                ),
            }
          : {})}
      />
      {creating && (
        <CreateOpenShiftDialog
          hospital={hospital}
          departmentId={department.id}
          timeZone={formatter.timeZone}
          prefill={{
            date: creating.date,
            typeId: creating.shiftTypeId,
            opening: creating.opening,
            jobTypes: creating.jobTypes,
          }}
          onClose={() => setCreating(null)}
        />
      )}
    </>
  );
}
