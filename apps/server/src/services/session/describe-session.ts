import type { SessionUser } from "@rosterly/contract";
import type { Executor } from "../../db/client";
import { profileLabels } from "../../repositories/profiles";
import type { SessionContext } from "./context";

/** The start-up view of the session: the user, the acting profile and the names behind its ids. */
export async function describeSession(db: Executor, session: SessionContext): Promise<SessionUser> {
  const { user, profile } = session;
  const labels = await profileLabels(db, profile);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    alias: user.alias,
    avatarBgColor: user.avatarBgColor,
    gender: user.gender === "female" || user.gender === "male" ? user.gender : null,
    phonePersonal: user.phonePersonal,
    timezone: user.timezone,
    selectedProfileId: user.selectedProfileId,
    settings: user.settings,
    profile: {
      profileId: profile.id,
      hospitalId: profile.orgId,
      state: profile.state,
      classification: session.classification,
      groups: session.groups,
      permissions: { screens: session.perms.screens, codenames: [...session.perms.codenames].sort() },
      ownDepartmentIds: session.actor.ownDepartmentIds.slice(),
      departmentId: profile.departmentId,
      jobTypeId: profile.jobTypeId,
      jobStatusId: profile.jobStatusId,
      shiftTypeId: profile.shiftTypeId,
      charge: profile.charge,
      dailyHours: profile.dailyHours,
      weeklyHours: profile.weeklyHours,
      phoneWork: profile.phoneWork,
      employeeId: profile.employeeId,
      jobTitle: profile.jobTitle,
      scheduleNotes: profile.scheduleNotes,
      schedulePreferences: profile.schedulePreferences,
      ...labels,
    },
  };
}
