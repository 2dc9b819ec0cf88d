import {
  type GroupName,
  GROUP_NAMES,
  classificationOf,
  effectiveScreens,
} from "@rosterly/domain/permissions";
import type { Executor } from "../../db/client";
import { Errors } from "../../http/errors";
import { profilesOfUser, sessionGrantsOf } from "../../repositories/profiles";
import type { UserRow } from "../../repositories/users";
import type { SessionContext } from "./context";

function isGroupName(name: string): name is GroupName {
  return GROUP_NAMES.some((group) => group === name);
}

/**
 * Resolves the profile a user acts with: the selected one if active, else the first active one.
 * Only an active profile may use the product (spec §4).
 */
export async function loadSession(db: Executor, user: UserRow): Promise<SessionContext> {
  const candidates = await profilesOfUser(db, user.id);
  const active = candidates.filter((profile) => profile.state === "active");
  const profile = active.find((p) => p.id === user.selectedProfileId) ?? active[0];
  if (!profile) throw Errors.noActiveProfile();

  const grants = await sessionGrantsOf(db, profile.id, user.id);
  const groups = grants.groupNames;
  const firstJobGroup = grants.firstJobTypeGroup;
  const classification = classificationOf(groups);
  const defaultsGroup =
    firstJobGroup && isGroupName(firstJobGroup) ? firstJobGroup : (groups.find(isGroupName) ?? null);
  const screens = effectiveScreens(defaultsGroup, grants.screenOverrides);
  const codenames = new Set(grants.codenames);
  const ownDepartmentIds = [
    ...new Set([...(profile.departmentId ? [profile.departmentId] : []), ...grants.runDepartmentIds]),
  ];

  return {
    user,
    profile,
    orgId: profile.orgId,
    classification,
    groups,
    perms: { screens, codenames },
    actor: { userId: user.id, classification, groups, ownDepartmentIds },
  };
}
