import type { Actor, Classification, PermissionSet } from "@rosterly/domain/permissions";
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
  /** The sign-in the caller's token belongs to; absent for sessions not opened by a token. */
  device?: Device;
}
