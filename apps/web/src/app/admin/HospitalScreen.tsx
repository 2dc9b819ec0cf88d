/**
 * `/admin/general/hospital` (E-002, E-003): the hospital feature's page with the session's hospital
 * and the user's `edit_hospital`. Its own chunk: it is the admin's home screen, opened first.
 */
import { can } from "@rosterly/domain/permissions";
import { HospitalInfoPage } from "../../features/hospital/components/HospitalInfoPage";
import { useSession } from "../../lib/session/session-context";

export default function HospitalScreen() {
  const { hospital, perms } = useSession();
  return <HospitalInfoPage hospital={hospital} canEdit={can(perms, "edit", "hospital")} />;
}
