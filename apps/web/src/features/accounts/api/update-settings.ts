/** `PATCH /api/hospitals/{id}/update_settings/`: organisation settings by path (Z-022: the idle timeout). */
import { API, hospital, type SettingsChanges, wire } from "@rosterly/contract";
import { api } from "../../../lib/api/client";

const hospitalSchema = wire(hospital);

/** Answers the organisation as it now is. */
export function updateHospitalSettings(hospitalId: number, changes: SettingsChanges) {
  return api.patch(`${API.hospital(hospitalId)}update_settings/`, changes, hospitalSchema);
}
