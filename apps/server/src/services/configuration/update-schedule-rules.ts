import { type ScheduleRulesPatch, snakeCase, toWire, department } from "@rosterly/contract";
import { scheduleRulesErrors, scheduleRulesOf } from "@rosterly/domain/configuration";
import type { DB } from "../../db/client";
import { Errors } from "../../http/errors";
import type { Clock } from "../../lib/clock";
import { assertCanEditConfiguration } from "../../policies/configuration";
import { presentDepartment } from "../../presenters/configuration";
import { publishUpdate } from "../../realtime/publish";
import {
  departmentStore,
  findConfigurationRow,
  updateConfigurationRow,
} from "../../repositories/configuration-store";
import type { SessionContext } from "../session/context";
import { FieldErrors } from "../../http/field-errors";
import { hasRealChange } from "./real-change";

/** `PATCH /departments/{id}/update_schedule_rules/`: the named rules change, the others stay. */
export async function updateScheduleRules(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  departmentId: number,
  patch: ScheduleRulesPatch,
) {
  assertCanEditConfiguration(session);
  return deps.db.transaction(async (tx) => {
    const row = await findConfigurationRow(tx, departmentStore, session.orgId, departmentId);
    if (!row) throw Errors.notFound("errors.not_found.department");
    const scheduleRules = { ...row.scheduleRules, ...patch };
    const errors = new FieldErrors();
    for (const [field, error] of Object.entries(scheduleRulesErrors(scheduleRulesOf(scheduleRules))))
      errors.add(snakeCase(field), error);
    errors.throwIfAny();
    if (!hasRealChange(row, { scheduleRules })) return toWire(department, presentDepartment(row));
    const updated = await updateConfigurationRow(tx, departmentStore, session.orgId, departmentId, {
      scheduleRules,
      modifiedBy: session.user.id,
      modifiedOn: deps.clock(),
    });
    if (!updated) throw Errors.notFound("errors.not_found.department");
    const data = toWire(department, presentDepartment(updated));
    await publishUpdate(tx, {
      orgId: session.orgId,
      contentType: "department",
      action: "updated",
      id: departmentId,
      data,
      audience: { kind: "organisation" },
    });
    return data;
  });
}
