import type { Actor, Classification, PermissionSet } from "@rosterly/domain/permissions";
import type { ScheduleStatesConfig } from "@rosterly/domain/schedule";
import type { ProfileRow } from "../../repositories/profiles";
import type { UserRow } from "../../repositories/users";
import type { Device } from "../auth/tokens";

/** Who is calling, in which organisation, with what rights: the input of every access check. */
export interface SessionContext {
  user: UserRow;
  profile: ProfileRow;
  orgId: number;
  classification: Classification;
  groups: string[];
  perms: PermissionSet;
  actor: Actor;
  /**
   * The hospital's `scheduling.states` as read with the session (null: the lifecycle's defaults):
   * the schedule states staff may read (F-009), for `readScope` in the same request. Long-lived
   * holders of a session (the live channel) must not decide visibility from it.
   */
  scheduleStates: ScheduleStatesConfig | null;
  /** The sign-in the caller's token belongs to; absent for sessions not opened by a token. */
  device?: Device;
}
