import { isEligible } from "@rosterly/domain/open-shifts";
import type { AssignmentWarning } from "@rosterly/domain/schedule";
import type { DB } from "../../db/client";
import { Errors } from "../../http/errors";
import {
  assertCanViewOpenShifts,
  assertOpenShiftDepartmentVisible,
  isManagement,
} from "../../policies/open-shifts";
import { presentOpenShift, type WireOpenShift } from "../../presenters/open-shift";
import { type OpenShiftRow, openShiftRow } from "../../repositories/open-shifts";
import { schedulingContext } from "../scheduling/context";
import type { SessionContext } from "../session/context";
import { assignmentWarnings } from "./assignment-warnings";
import { candidateOf } from "./bid";
import { proposedShift } from "./proposed-shift";

/**
 * One open shift the caller may see: management within its reach; staff when it is offered to them
 * or they take part in it. Anything else does not exist for them.
 */
export async function visibleOpenShift(db: DB, session: SessionContext, id: number): Promise<OpenShiftRow> {
  assertCanViewOpenShifts(session);
  const row = await openShiftRow(db, session.orgId, id);
  if (!row) throw Errors.notFound("errors.not_found.open_shift");
  if (isManagement(session)) {
    assertOpenShiftDepartmentVisible(session, row.departmentId);
    return row;
  }
  const involved = row.participants.some((person) => person.userId === session.user.id);
  if (!involved && !isEligible(row, candidateOf(session)))
    throw Errors.notFound("errors.not_found.open_shift");
  return row;
}

export async function getOpenShift(db: DB, session: SessionContext, id: number): Promise<WireOpenShift> {
  const row = await visibleOpenShift(db, session, id);
  return presentOpenShift(row, { userId: session.user.id, isStaff: !isManagement(session) });
}

/**
 * What taking this open shift would mean for the caller before they bid: the assignment checks on
 * their own schedule (overtime that week, a consecutive run, a time conflict).
 */
export async function bidPreview(db: DB, session: SessionContext, id: number): Promise<AssignmentWarning[]> {
  const row = await visibleOpenShift(db, session, id);
  const { org } = await schedulingContext(db, session.orgId);
  const warnings = await assignmentWarnings(db, org, proposedShift(row), [
    {
      id: session.user.id,
      jobTypeId: session.profile.jobTypeId,
      jobStatusId: session.profile.jobStatusId,
      weeklyHours: session.profile.weeklyHours,
    },
  ]);
  return warnings.get(session.user.id) ?? [];
}
