import type { ScheduleNotesBody } from "@rosterly/contract";
import { FIELD_LIMITS, normalizeText } from "@rosterly/domain/fields";
import type { AppDeps } from "../../deps";
import { Errors } from "../../http/errors";
import { fieldError } from "../../http/field-errors";
import { assertCanEditScheduleNotes } from "../../policies/accounts";
import { presentScheduleNotes } from "../../presenters/account";
import { lockProfile, updateProfileRow } from "../../repositories/account-profiles";
import type { SessionContext } from "../session/context";
import { publishProfile } from "./publish";

/**
 * `PATCH /profiles/{id}/schedule_notes/` (N-004): trimmed, at most 1000 characters, empty clears
 * them. Unchanged notes write nothing (no audit stamp, no live update).
 */
export async function saveScheduleNotes(
  deps: AppDeps,
  session: SessionContext,
  profileId: number,
  body: ScheduleNotesBody,
): Promise<ReturnType<typeof presentScheduleNotes>> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const profile = await lockProfile(tx, session.orgId, profileId);
    if (!profile) throw Errors.notFound("errors.not_found.profile");
    assertCanEditScheduleNotes(session, profile);
    const parsed = normalizeText(body.scheduleNotes, {
      required: false,
      maxLength: FIELD_LIMITS.commentMaxLength,
    });
    if (!parsed.ok) throw fieldError("schedule_notes", parsed);
    const scheduleNotes = parsed.value === "" ? null : parsed.value;
    if (scheduleNotes === profile.scheduleNotes) return presentScheduleNotes(profile);
    const updated = await updateProfileRow(tx, profile.id, { scheduleNotes }, session.user.id, now);
    await publishProfile(tx, updated, "updated");
    return presentScheduleNotes(updated);
  });
}
