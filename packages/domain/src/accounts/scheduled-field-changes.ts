// Scheduled field changes (D-015): up to four, one per kind, each from tomorrow on.
import { checkDateNotBefore } from "../fields/index.ts";
import { addDays, type LocalDate } from "../time/index.ts";
import {
  type ScheduledChanges,
  type ScheduledField,
  type ScheduledFieldChange,
  startOfLocalDay,
} from "./profile-settings.ts";
import { type RuleViolation, violation } from "./violations.ts";

/** One job status, job type, department and shift type at most: the four kinds. */
export const MAX_SCHEDULED_FIELDS = 4;

export interface ScheduledChangeRequest {
  effectiveOn: LocalDate;
  fields: readonly { field: ScheduledField; value: number }[];
}

/**
 * Checks the whole list the dialog sends (it replaces what was scheduled) and answers it in date
 * order with each date's UTC instant. Violations name `{index}.effectiveOn`, `{index}.fields` or
 * `{index}.fields.{j}.field`.
 */
export function planScheduledChanges(
  requests: readonly ScheduledChangeRequest[],
  context: { today: LocalDate; timeZone: string },
): { ok: true; scheduled: ScheduledChanges } | { ok: false; violations: RuleViolation[] } {
  const found: RuleViolation[] = [];
  const tomorrow = addDays(context.today, 1);
  const dates = new Set<string>();
  const kinds = new Set<ScheduledField>();
  let total = 0;
  requests.forEach((request, i) => {
    const checked = checkDateNotBefore(request.effectiveOn, tomorrow);
    if (!checked.ok) found.push(violation(`${i}.effectiveOn`, checked.key, checked.params));
    else if (dates.has(request.effectiveOn))
      found.push(violation(`${i}.effectiveOn`, "account.date_repeated"));
    dates.add(request.effectiveOn);
    if (request.fields.length === 0) found.push(violation(`${i}.fields`, "validation.required"));
    request.fields.forEach(({ field }, j) => {
      total += 1;
      if (kinds.has(field)) found.push(violation(`${i}.fields.${j}.field`, "account.field_repeated"));
      kinds.add(field);
    });
  });
  if (total > MAX_SCHEDULED_FIELDS)
    found.push(
      violation(`${Math.max(0, requests.length - 1)}.fields`, "account.too_many_fields", {
        max: MAX_SCHEDULED_FIELDS,
      }),
    );
  if (found.length > 0) return { ok: false, violations: found };

  const changes: ScheduledFieldChange[] = requests
    .map((request) => ({
      effectiveOn: request.effectiveOn,
      effectiveOnUTC: startOfLocalDay(request.effectiveOn, context.timeZone).toISOString(),
      fields: request.fields.map(({ field, value }) => ({ field, value })),
    }))
    .sort((a, b) => (a.effectiveOn < b.effectiveOn ? -1 : 1));
  return { ok: true, scheduled: { changes, nextChangeEffectiveOn: changes[0]?.effectiveOn ?? null } };
}
