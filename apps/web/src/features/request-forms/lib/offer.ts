/** The hospital's request settings, read once with their defaults (settings `requests.*`). */
import type { Hospital } from "@rosterly/contract";
import type { RequestOffer } from "@rosterly/domain/requests";
import { withDefaults } from "@rosterly/domain/settings";

export function requestOffer(hospital: Hospital): RequestOffer {
  return withDefaults(hospital.settings).requests;
}
