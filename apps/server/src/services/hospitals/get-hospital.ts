import type { Executor } from "../../db/client";
import { Errors } from "../../http/errors";
import { assertCanViewHospital } from "../../policies/hospital";
import { presentHospital } from "../../presenters/hospital";
import { loadConfiguration } from "../../repositories/configuration";
import { expiryNoticeHorizon } from "@rosterly/domain/documents";
import { credentialMarksOf } from "../../repositories/credential-marks";
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

/**
 * The organisation with its people; management also gets each person's expired and expiring
 * credentials (`now` is the server clock), staff never do (documents are management's, N-012).
 */
export async function getHospital(
  db: Executor,
  session: SessionContext,
  now: Date,
  hospitalId = session.orgId,
) {
  assertCanViewHospital(session, hospitalId);
  const org = await findOrganisation(db, hospitalId);
  if (!org) throw Errors.notFound("errors.not_found.hospital");
  const management = session.classification !== "staff";
  const [config, employees, periods, marks] = await Promise.all([
    loadConfiguration(db, org.id),
    listEmployees(db, org.id),
    schedulingPeriodsByDepartment(db, org.id),
    management ? credentialMarksOf(db, org.id, now, expiryNoticeHorizon(now)) : undefined,
  ]);
  return presentHospital(org, config, visibleEmployees(session, employees), periods, marks);
}
