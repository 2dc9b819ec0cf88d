import type { Executor } from "../../db/client";
import { Errors } from "../../http/errors";
import { assertCanViewHospital } from "../../policies/hospital";
import { presentHospital } from "../../presenters/hospital";
import { loadConfiguration } from "../../repositories/configuration";
import { type EmployeeRow, listEmployees } from "../../repositories/employees";
import { findOrganisation } from "../../repositories/organisations";
import { schedulingPeriodsByDepartment } from "../scheduling/scheduling-periods";
import type { SessionContext } from "../session/context";

/**
 * Managers see everyone; staff see their own department's colleagues by name only, so a nurse's
 * start-up load does not carry the whole hospital's contact details.
 */
function visibleEmployees(session: SessionContext, employees: EmployeeRow[]): EmployeeRow[] {
  if (session.classification !== "staff") return employees;
  return employees
    .filter(
      (row) =>
        row.userId === session.user.id ||
        (row.departmentId !== null && row.departmentId === session.profile.departmentId),
    )
    .map((row) =>
      row.userId === session.user.id ? row : { ...row, email: "", phoneWork: null, scheduleNotes: null },
    );
}

export async function getHospital(db: Executor, session: SessionContext, hospitalId = session.orgId) {
  assertCanViewHospital(session, hospitalId);
  const org = await findOrganisation(db, hospitalId);
  if (!org) throw Errors.notFound("errors.not_found.hospital");
  const [config, employees, periods] = await Promise.all([
    loadConfiguration(db, org.id),
    listEmployees(db, org.id),
    schedulingPeriodsByDepartment(db, org.id),
  ]);
  return presentHospital(org, config, visibleEmployees(session, employees), periods);
}
