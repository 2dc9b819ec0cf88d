import type { DeleteReportTemplateBody, SchedulePreferenceChanges } from "@rosterly/contract";
import type { AppDeps } from "../../deps";
import { Errors } from "../../http/errors";
import { applyPathChanges } from "../../lib/path-patch";
import { assertProfileOwner, canSeeProfile } from "../../policies/accounts";
import { lockProfile, updateProfileRow } from "../../repositories/account-profiles";
import type { SessionContext } from "../session/context";
import { FieldErrors } from "../../http/field-errors";
import { isRecord } from "../../lib/records";

/** Preferences are screen settings and report templates; they must stay small enough to load at start-up. */
export const MAX_PREFERENCES_CHARS = 64_000;

/**
 * `PATCH /profiles/{id}/update_schedule_preferences/` (Y-012): the person's own preferences only,
 * all changes or none. Answers the preferences as saved.
 */
export async function updateSchedulePreferences(
  deps: AppDeps,
  session: SessionContext,
  profileId: number,
  changes: SchedulePreferenceChanges,
): Promise<Record<string, unknown>> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const profile = await lockProfile(tx, session.orgId, profileId);
    if (!profile || !canSeeProfile(session, profile)) throw Errors.notFound("errors.not_found.profile");
    assertProfileOwner(session, profile);
    const result = applyPathChanges(profile.schedulePreferences, changes);
    const errors = new FieldErrors();
    if (!result.ok) for (const error of result.errors) errors.add(error.field, error.error, error.index);
    else if (JSON.stringify(result.value).length > MAX_PREFERENCES_CHARS)
      errors.add("non_field_errors", "validation.too_large");
    errors.throwIfAny();
    if (!result.ok) throw errors.toError();
    const updated = await updateProfileRow(
      tx,
      profile.id,
      { schedulePreferences: result.value },
      session.user.id,
      now,
    );
    return updated.schedulePreferences;
  });
}

/**
 * `PATCH /profiles/{id}/delete_report_template/` (M-011, Y-012): removes one of the person's own
 * report templates and forgets it as the last used one. Answers the preferences as saved.
 */
export async function deleteReportTemplate(
  deps: AppDeps,
  session: SessionContext,
  profileId: number,
  body: DeleteReportTemplateBody,
): Promise<Record<string, unknown>> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const profile = await lockProfile(tx, session.orgId, profileId);
    if (!profile || !canSeeProfile(session, profile)) throw Errors.notFound("errors.not_found.profile");
    assertProfileOwner(session, profile);
    const preferences = structuredClone(profile.schedulePreferences);
    const reports = isRecord(preferences.reports) ? preferences.reports : undefined;
    const source = reports?.[body.source];
    const templates = isRecord(source) ? source.templates : undefined;
    if (!isRecord(source) || !isRecord(templates) || !Object.hasOwn(templates, body.id))
      throw Errors.notFound("errors.not_found.report_template");
    delete templates[body.id];
    if (source.last === body.id) delete source.last;
    const updated = await updateProfileRow(
      tx,
      profile.id,
      { schedulePreferences: preferences },
      session.user.id,
      now,
    );
    return updated.schedulePreferences;
  });
}
