import type { OpenShiftInput } from "@rosterly/contract";
import type { DB } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { assertCanManageDepartment } from "../../policies/open-shifts";
import { insertOpenShift, type OpenShiftRow } from "../../repositories/open-shifts";
import { jobTypesAndStatuses } from "../../repositories/scheduling-config";
import { notify } from "../notifications/notify";
import type { SessionContext } from "../session/context";
import { FieldErrors } from "../../http/field-errors";
import { loadWriteContext } from "../activities/write-context";
import { OpenShiftAudience } from "./audience";
import { publishOpenShiftAction } from "./open-shift-live";
import { resolveOpenShift } from "./open-shift-values";

/**
 * Opens a shift for bidding (H-003, Y-037): checked against the hospital's configuration, placed
 * in the schedule of its period, offered to every eligible person with a notification each, and
 * announced live, all in one transaction.
 */
export async function createOpenShift(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  input: OpenShiftInput,
): Promise<OpenShiftRow> {
  assertCanManageDepartment(session, input.departmentId);
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const ctx = await loadWriteContext(tx, session, now, []);
    const jobs = await jobTypesAndStatuses(tx, session.orgId);
    const errors = new FieldErrors();
    const values = resolveOpenShift(
      input,
      ctx,
      {
        jobTypeIds: new Set(jobs.types.map((row) => row.id)),
        jobStatusIds: new Set(jobs.statuses.map((row) => row.id)),
      },
      errors,
    );
    errors.throwIfAny();
    if (!values) throw new Error("an open shift without values was not reported as a field error");
    const schedule = await ctx.schedules.forDate(values.departmentId, values.date);
    const record = await insertOpenShift(tx, {
      ...values,
      orgId: session.orgId,
      scheduleId: schedule.id,
      createdBy: session.user.id,
      modifiedBy: session.user.id,
      createdOn: now,
      modifiedOn: now,
    });
    const row: OpenShiftRow = { ...record, bidders: [], assignees: [], participants: [] };
    const audience = await OpenShiftAudience.load(tx, session.orgId);
    await notify(
      tx,
      {
        orgId: session.orgId,
        originatorId: session.user.id,
        messageKey: "notifications.open_shift_new",
        messageParams: { date: row.date },
        source: { contentType: "open shift", objectId: row.id },
      },
      audience.recipients(row),
      now,
    );
    await publishOpenShiftAction(tx, row, "created", audience);
    return row;
  });
}
