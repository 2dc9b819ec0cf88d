/**
 * `/reports/shifts` (report; operations and department management): the shift report, opened from
 * the rail as a full-screen dialog (M-001). Closing it goes back to where the person came from.
 */
import type { SessionUser } from "@rosterly/contract";
import { canAccessDepartment, seesInternalCommentsReportColumn } from "@rosterly/domain/permissions";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useNavigate } from "react-router";
import { meQueryKey } from "../../features/session/api/get-me";
import { ShiftReportDialog } from "../../features/shift-report/components/ShiftReportDialog";
import { jobTypeOptions, shiftTypeOptions } from "../../lib/organisation/options";
import { useSession } from "../../lib/session/session-context";
import { todayIn } from "../schedule/today";

export default function ShiftReportPage() {
  const { user, hospital, actor } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const options = useMemo(
    () => ({
      departments: hospital.departments
        .filter((d) => canAccessDepartment(actor, d.id))
        .map((d) => ({ id: d.id, label: d.name, obsolete: d.obsolete })),
      flags: hospital.flags.map((f) => ({
        id: f.id,
        label: `${f.name} (${f.shortCode})`,
        obsolete: f.obsolete,
      })),
      jobStatuses: hospital.jobStatus.map((s) => ({ id: s.id, label: s.name, obsolete: s.obsolete })),
      jobTypes: jobTypeOptions(hospital),
      shiftTypes: shiftTypeOptions(hospital),
    }),
    [hospital, actor],
  );
  const onPreferences = (preferences: Record<string, unknown>) =>
    queryClient.setQueryData<SessionUser>(meQueryKey, (me) =>
      me ? { ...me, profile: { ...me.profile, schedulePreferences: preferences } } : me,
    );
  const close = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate("/");
  };
  return (
    <ShiftReportDialog
      profileId={user.profile.profileId}
      preferences={user.profile.schedulePreferences}
      onPreferences={onPreferences}
      today={todayIn(hospital.info.timezone)}
      seesInternalComments={seesInternalCommentsReportColumn(actor.classification)}
      departmentFilter={actor.classification !== "dept_management"}
      options={options}
      onClose={close}
    />
  );
}
