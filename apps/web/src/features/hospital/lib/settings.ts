import type { Hospital } from "@rosterly/contract";
import { z } from "zod";

export const DEFAULT_IDLE_TIMEOUT_MINUTES = 15;

// Settings are data addressed by path; read each value defensively, falling back to the default.
const idleTimeout = z.number().positive().catch(DEFAULT_IDLE_TIMEOUT_MINUTES);

/** Minutes of inactivity before a staff user is signed out (B-011). */
export function idleTimeoutMinutes(hospital: Hospital): number {
  return idleTimeout.parse(hospital.settings.idleTimeout);
}

/** The organisation's time zone, in which every date is shown. */
export function hospitalTimeZone(hospital: Hospital): string | undefined {
  return hospital.info.timezone.trim() === "" ? undefined : hospital.info.timezone;
}
