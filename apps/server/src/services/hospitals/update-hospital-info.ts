import { normalizeUsPhone } from "@rosterly/domain/fields";
import { FieldErrors } from "../../http/field-errors";
import { isUsTimeZone, US_STATES } from "@rosterly/domain/geo";
import type { DB } from "../../db/client";
import type { OrganisationInfo } from "../../db/schema";
import { Errors } from "../../http/errors";
import type { Clock } from "../../lib/clock";

import { publishUpdate } from "../../realtime/publish";
import { assertCanEditHospital } from "../../policies/hospital";
import { findOrganisation, updateOrganisationInfo } from "../../repositories/organisations";
import type { SessionContext } from "../session/context";

/** Checks the merged info as a whole; returns field errors keyed by wire name. */
function infoErrors(info: OrganisationInfo): FieldErrors {
  const errors = new FieldErrors();
  if (info.name.trim() === "") errors.add("name", "validation.required");
  if (!isUsTimeZone(info.timezone)) errors.add("timezone", "validation.us_time_zone");
  if (info.state !== "" && !US_STATES.some((state) => state.code === info.state))
    errors.add("state", "validation.us_state");
  if (info.country !== "" && info.country !== "US") errors.add("country", "validation.us_only");
  if (info.zipCode !== "" && !/^\d{5}(-\d{4})?$/.test(info.zipCode))
    errors.add("zip_code", "validation.zip_code");
  if (info.phoneDefault !== "") {
    const phone = normalizeUsPhone(info.phoneDefault);
    if (!phone.ok) errors.add("phone_default", phone);
  }
  return errors;
}

export async function updateHospitalInfo(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  hospitalId: number,
  patch: Partial<OrganisationInfo>,
) {
  assertCanEditHospital(session, hospitalId);
  return deps.db.transaction(async (tx) => {
    const org = await findOrganisation(tx, hospitalId);
    if (!org) throw Errors.notFound("errors.not_found.hospital");
    const info: OrganisationInfo = { ...org.info, ...patch };
    infoErrors(info).throwIfAny();
    if (info.phoneDefault !== "") {
      const phone = normalizeUsPhone(info.phoneDefault);
      if (phone.ok && phone.value !== null) info.phoneDefault = phone.value;
    }
    const updated = await updateOrganisationInfo(tx, hospitalId, info, session.user.id, deps.clock());
    if (!updated) throw Errors.notFound("errors.not_found.hospital");
    await publishUpdate(tx, {
      orgId: hospitalId,
      contentType: "hospital",
      action: "updated",
      id: hospitalId,
      audience: { kind: "organisation" },
    });
    return updated;
  });
}
