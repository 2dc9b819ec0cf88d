import type { ErrorDetailArgs, ErrorDetailKey } from "@rosterly/contract";
import type { Executor } from "../../db/client";
import { Errors } from "../../http/errors";
import {
  assertCanManageDepartment,
  assertCanManageOpenShifts,
  assertOpenShiftDepartmentVisible,
} from "../../policies/open-shifts";
import { type OpenShiftRow, openShiftRow } from "../../repositories/open-shifts";
import type { SessionContext } from "../session/context";

/**
 * The open shift a manager acts on, under its row lock: missing or out of reach is 404, in reach
 * but not theirs to change is 403, and from here to commit nobody else changes its seats.
 */
export async function managedOpenShift(
  tx: Executor,
  session: SessionContext,
  id: number,
): Promise<OpenShiftRow> {
  assertCanManageOpenShifts(session);
  const row = await openShiftRow(tx, session.orgId, id, { lock: true });
  if (!row) throw Errors.notFound("errors.not_found.open_shift");
  assertOpenShiftDepartmentVisible(session, row.departmentId);
  assertCanManageDepartment(session, row.departmentId);
  return row;
}

/** H-015: acting on an open shift that is no longer what the caller saw is a failed precondition. */
export function staleOpenShift<K extends ErrorDetailKey>(key: K, ...params: ErrorDetailArgs<K>): Error {
  return Errors.precondition(key, ...params);
}
