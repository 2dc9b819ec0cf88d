import {
  type GroupName,
  GROUP_NAMES,
  classificationOf,
  effectiveScreens,
} from "@rosterly/domain/permissions";
import { readScheduleStates } from "@rosterly/domain/settings";
import type { Executor } from "../../db/client";
import { Errors } from "../../http/errors";
import { type SessionSources, sessionSourcesOf } from "../../repositories/session-sources";
import type { UserRow } from "../../repositories/users";
import type { SessionContext } from "./context";

function isGroupName(name: string): name is GroupName {
  return GROUP_NAMES.some((group) => group === name);
}

/** The first group associated with a job type decides the default screen permissions (C-012). */
function firstAssociatedGroup(associated: unknown): string | null {
  if (!Array.isArray(associated) || associated.length === 0) return null;
  const first: unknown = associated[0];
  return typeof first === "string" ? first : null;
}

/**
 * The session of a user from what `sessionSourcesOf` read: the profile chosen there (the selected
 * one if active, else the first active one). Only an active profile may use the product (spec §4).
 */
export function sessionFrom(user: UserRow, sources: SessionSources | undefined): SessionContext {
  const profile = sources?.profile;
  if (!sources || !profile) throw Errors.noActiveProfile();

  const groups = sources.groups.map((group) => group.name);
  const classification = classificationOf(groups);
  const firstJobGroup = firstAssociatedGroup(sources.associatedGroups);
  const defaultsGroup =
    firstJobGroup && isGroupName(firstJobGroup) ? firstJobGroup : (groups.find(isGroupName) ?? null);
  const screens = effectiveScreens(defaultsGroup, sources.screenOverrides ?? {});
  const codenames = new Set(sources.groups.flatMap((group) => group.codenames));
  const ownDepartmentIds = [
    ...new Set([...(profile.departmentId ? [profile.departmentId] : []), ...sources.runDepartmentIds]),
  ];

  return {
    user,
    profile,
    orgId: profile.orgId,
    classification,
    groups,
    perms: { screens, codenames },
    actor: { userId: user.id, classification, groups, ownDepartmentIds },
    scheduleStates: readScheduleStates(sources.scheduleStates),
  };
}

/** The session of a user already read (a calendar feed's owner, a refreshed sign-in). */
export async function loadSession(db: Executor, user: UserRow): Promise<SessionContext> {
  return sessionFrom(user, await sessionSourcesOf(db, user.id));
}
