import type { Actor, Classification, PermissionSet } from "@rosterly/domain/permissions";
import type { ProfileRow } from "../../repositories/profiles";
import type { UserRow } from "../../repositories/users";

/** Who is calling, in which organisation, with what rights: the input of every access check. */
export interface SessionContext {
  user: UserRow;
  profile: ProfileRow;
  orgId: number;
  classification: Classification;
  groups: string[];
  perms: PermissionSet;
  actor: Actor;
}
