import { earlyHospital } from "../../features/hospital/api/get-hospital";
import { earlyMe } from "../../features/session/api/get-me";

/**
 * The requests the signed-in app starts with (the profile and the organisation), started by the
 * sign-in page the moment the token arrives, so they travel while the app's code is evaluated.
 */
export function startSessionRequests(): void {
  earlyMe.start();
  earlyHospital.start();
}
