import type { Department } from "@rosterly/contract";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/EmptyState";
import { useActiveDepartment } from "../../lib/session/active-department-context";
import { useSession } from "../../lib/session/session-context";
import { schedulingDepartments } from "./scheduling-departments";

/** The department a department-scoped scheduling screen shows, and how to switch it. */
export type DepartmentScope = {
  department: Department;
  departments: Department[];
  onDepartmentChange: (id: number) => void;
};

/**
 * The frame of the screens that show one scheduled department at a time (templates, snapshots):
 * the active department among those the user schedules, or a clear empty state when there is none.
 * The screen is keyed by the department so switching starts it afresh rather than mixing state.
 */
export function SchedulingDepartmentPage(props: { children: (scope: DepartmentScope) => ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const { activeDepartmentId, setActiveDepartmentId } = useActiveDepartment();
  const { departments, department } = schedulingDepartments(
    session.hospital,
    session.actor,
    activeDepartmentId,
  );
  if (department === null)
    return <EmptyState title={t("schedule.noDepartmentTitle")} message={t("schedule.noDepartment")} />;
  return (
    <Fragment key={department.id}>
      {props.children({
        department,
        departments,
        onDepartmentChange: setActiveDepartmentId,
      })}
    </Fragment>
  );
}
