import { isLocalDate } from "@rosterly/domain/time";
import { countsAgainstMatrix } from "@rosterly/domain/daily";
import { can, canAccessDepartment } from "@rosterly/domain/permissions";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../components/EmptyState";
import { DailySchedule, type OpenShiftForGap } from "../../features/daily-schedule/components/DailySchedule";
import { CreateOpenShiftDialog } from "../../features/open-shifts/components/CreateOpenShiftDialog";
import { useFormatter } from "../../lib/formatter-context";
import { useActiveDepartment } from "../../lib/session/active-department-context";
import { useSession } from "../../lib/session/session-context";
import { todayIn } from "../schedule/today";
import { useDailyLiveUpdates } from "./use-daily-live-updates";

/**
 * `/scheduling/daily` (management) and `/scheduling/staffdaily` (staff): the daily schedule of the
 * date, department and type in the address (`?date=&dept=&type=`), kept live. Management may post
 * an open shift for a shift's shortfall from here.
 */
export default function DailySchedulePage() {
  const { t } = useTranslation();
  const session = useSession();
  const { hospital, perms, actor } = session;
  const { activeDepartmentId, setActiveDepartmentId } = useActiveDepartment();
  const formatter = useFormatter();
  const today = todayIn(formatter.timeZone);
  const [params, setParams] = useSearchParams();
  const departments = useMemo(
    () =>
      hospital.departments.filter(
        (d) => !d.obsolete && d.partakeInScheduling && canAccessDepartment(actor, d.id),
      ),
    [hospital.departments, actor],
  );
  const asked = Number(params.get("dept"));
  const department =
    departments.find((d) => d.id === asked) ??
    departments.find((d) => d.id === activeDepartmentId) ??
    departments[0] ??
    null;
  const dateParam = params.get("date");
  const date = dateParam !== null && isLocalDate(dateParam) ? dateParam : today;
  const typeParam = Number(params.get("type"));
  const focusUser = Number(params.get("user"));
  const canEdit = can(perms, "edit", "dailySchedule") && actor.classification !== "staff";
  const canPost = canEdit && can(perms, "edit", "openShift");

  const staffOf = useCallback(
    (id: number) =>
      new Set(
        Object.values(hospital.employees)
          .filter((e) => e.departmentId === id)
          .map((e) => e.userId),
      ),
    [hospital.employees],
  );
  useDailyLiveUpdates(staffOf);
  const [creating, setCreating] = useState<OpenShiftForGap | null>(null);
  const nurseJobTypes = useMemo(
    () =>
      hospital.jobTypes
        .filter((job) => !job.obsolete && countsAgainstMatrix(job.settings))
        .map((job) => job.id),
    [hospital.jobTypes],
  );

  const change = (key: "date" | "dept" | "type", value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    next.delete("user");
    setParams(next, { replace: true });
  };

  if (department === null)
    return <EmptyState title={t("schedule.noDepartmentTitle")} message={t("schedule.noDepartment")} />;
  return (
    <>
      <DailySchedule
        hospital={hospital}
        departments={departments}
        departmentId={department.id}
        onDepartmentChange={(id) => {
          if (actor.classification !== "staff") setActiveDepartmentId(id);
          change("dept", String(id));
        }}
        date={date}
        onDateChange={(value) => change("date", value)}
        typeId={Number.isInteger(typeParam) && typeParam > 0 ? typeParam : null}
        onTypeChange={(id) => change("type", String(id))}
        focusUserId={Number.isInteger(focusUser) && focusUser > 0 ? focusUser : null}
        canEdit={canEdit}
        onPostOpenShift={canPost ? setCreating : null}
        today={today}
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
            jobTypes: nurseJobTypes,
          }}
          onClose={() => setCreating(null)}
        />
      )}
    </>
  );
}
