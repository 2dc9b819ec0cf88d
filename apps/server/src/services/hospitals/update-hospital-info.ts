import { normalizeUsPhone } from "@rosterly/domain/fields";
import { isUsTimeZone, US_STATES } from "@rosterly/domain/geo";
import type { DB } from "../../db/client";
import type { OrganisationInfo } from "../../db/schema";
import { Errors } from "../../http/errors";
import type { Clock } from "../../lib/clock";
import { fieldMessage } from "../../lib/field-messages";
import { publishUpdate } from "../../realtime/publish";
import { assertCanEditHospital } from "../../policies/hospital";
import { findOrganisation, updateOrganisationInfo } from "../../repositories/organisations";
import type { SessionContext } from "../session/context";

/** Checks the merged info as a whole; returns field errors keyed by wire name. */
function infoErrors(info: OrganisationInfo): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (info.name.trim() === "") add("name", "This field is required.");
  if (!isUsTimeZone(info.timezone)) add("timezone", "Choose one of the US time zones.");
  if (info.state !== "" && !US_STATES.some((state) => state.code === info.state))
    add("state", "Choose a US state code.");
  if (info.country !== "" && info.country !== "US") add("country", "Only the United States is supported.");
  if (info.zipCode !== "" && !/^\d{5}(-\d{4})?$/.test(info.zipCode))
    add("zip_code", "Enter a ZIP code as 12345 or 12345-6789.");
  if (info.phoneDefault !== "") {
    const phone = normalizeUsPhone(info.phoneDefault);
    if (!phone.ok) add("phone_default", fieldMessage(phone));
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
    if (!org) throw Errors.notFound("Hospital not found.");
    const info: OrganisationInfo = { ...org.info, ...patch };
    const errors = infoErrors(info);
    if (Object.keys(errors).length > 0)
      throw Errors.invalid(errors, `Invalid hospital info: ${Object.keys(errors).join(", ")}.`);
    if (info.phoneDefault !== "") {
      const phone = normalizeUsPhone(info.phoneDefault);
      if (phone.ok && phone.value !== null) info.phoneDefault = phone.value;
    }
    const updated = await updateOrganisationInfo(tx, hospitalId, info, session.user.id, deps.clock());
    if (!updated) throw Errors.notFound("Hospital not found.");
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
