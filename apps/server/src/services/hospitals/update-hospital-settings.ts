import type { SettingsChanges } from "@rosterly/contract";
import { FieldErrors } from "../../http/field-errors";
import { applySettingsChanges, withDefaults } from "@rosterly/domain/settings";
import type { DB } from "../../db/client";
import { Errors } from "../../http/errors";
import type { Clock } from "../../lib/clock";

import { assertCanEditHospital } from "../../policies/hospital";
import { publishUpdate } from "../../realtime/publish";
import { loadReferenceSets } from "../../repositories/configuration-references";
import { lockOrganisation, updateOrganisationSettings } from "../../repositories/organisations";
import { sameValue } from "../configuration/real-change";
import type { SessionContext } from "../session/context";

/**
 * Applies a batch of `{path, value}` changes to the hospital settings (E-003, Y-013): each path
 * is checked against the settings schema of `@rosterly/domain/settings` (the web uses the same
 * rules); one bad change refuses the whole batch, with errors keyed by the full path.
 */
export async function updateHospitalSettings(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  hospitalId: number,
  changes: SettingsChanges,
): Promise<void> {
  assertCanEditHospital(session, hospitalId);
  await deps.db.transaction(async (tx) => {
    const org = await lockOrganisation(tx, hospitalId);
    if (!org) throw Errors.notFound("errors.not_found.hospital");
    const result = applySettingsChanges(org.settings, changes, await loadReferenceSets(tx, org.id));
    if (!result.ok) {
      const errors = new FieldErrors();
      for (const [path, list] of Object.entries(result.errors))
        for (const error of list) errors.add(path, error);
      throw errors.toError();
    }
    if (sameValue(org.settings, result.settings)) return;
    await updateOrganisationSettings(tx, org.id, result.settings, session.user.id, deps.clock());
    await publishUpdate(tx, {
      orgId: org.id,
      contentType: "hospital",
      action: "updated",
      id: org.id,
      data: { id: org.id, settings: withDefaults(result.settings) },
      audience: { kind: "organisation" },
    });
  });
}
