import {
  type Classification,
  canAccessDepartment,
  classificationOf,
  effectiveScreens,
  isGroupName,
  ownDepartmentIdsOf,
  type Screen,
  type ScreenAccess,
  screenAllows,
  seesInternalComments,
} from "@rosterly/domain/permissions";
import type { Executor } from "../../db/client";
import type { ScheduleViewer } from "../../policies/schedule";
import { type AudienceRow, departmentLeads, scheduleAudienceRows } from "../../repositories/audience";

interface Member {
  userId: number;
  classification: Classification;
  groups: readonly string[];
  ownDepartmentIds: readonly number[];
  homeDepartmentId: number | null;
}

/** One presentation of a row and the people who get it. */
export interface ViewGroup {
  viewer: ScheduleViewer;
  userIds: number[];
}

function firstGroup(settings: Record<string, unknown> | null): string | null {
  const associated = settings?.associatedGroups;
  const first: unknown = Array.isArray(associated) ? associated[0] : undefined;
  return typeof first === "string" ? first : null;
}

/** A member's screens, derived as a session derives them (the job type's first group gives the defaults). */
export function screensOfAudienceRow(row: AudienceRow): Record<Screen, ScreenAccess> {
  const jobGroup = firstGroup(row.jobTypeSettings);
  const defaults = jobGroup && isGroupName(jobGroup) ? jobGroup : (row.groups.find(isGroupName) ?? null);
  return effectiveScreens(defaults, row.screens?.web ?? {});
}

/**
 * Who in the organisation follows the master schedule live, derived the way a session is (groups,
 * the job type's first group for default screens, screen overrides, departments led). Loaded once
 * per write so that every changed row goes to exactly the people who may see it, each in the form
 * their HTTP reads would give them.
 */
export class ScheduleAudience {
  private constructor(private readonly members: Member[]) {}

  static async load(db: Executor, orgId: number): Promise<ScheduleAudience> {
    // Sequential: this runs inside write transactions, on one connection.
    const rows = await scheduleAudienceRows(db, orgId);
    const leads = await departmentLeads(db, orgId);
    const members: Member[] = [];
    for (const row of rows) {
      const classification = classificationOf(row.groups);
      const screens = screensOfAudienceRow(row);
      if (!screenAllows(screens.masterSchedule, "view")) continue;
      members.push({
        userId: row.userId,
        classification,
        groups: row.groups,
        ownDepartmentIds: ownDepartmentIdsOf(row.userId, row.departmentId, leads),
        homeDepartmentId: row.departmentId,
      });
    }
    return new ScheduleAudience(members);
  }

  homeDepartmentOf(userId: number): number | null {
    return this.members.find((member) => member.userId === userId)?.homeDepartmentId ?? null;
  }

  /**
   * Management reaching any of the departments gets the full row; staff of those departments get
   * a colleague's view; the assignee gets their own view wherever the shift is.
   */
  viewGroups(departmentIds: readonly number[], assigneeId: number): ViewGroup[] {
    const internal: number[] = [];
    const management: number[] = [];
    const colleagues: number[] = [];
    let assigneeSees = false;
    for (const member of this.members) {
      const actor = {
        userId: member.userId,
        classification: member.classification,
        groups: member.groups,
        ownDepartmentIds: member.ownDepartmentIds,
      };
      const reaches = departmentIds.some((id) => canAccessDepartment(actor, id));
      if (member.classification !== "staff") {
        if (reaches)
          (seesInternalComments(member.classification) ? internal : management).push(member.userId);
      } else if (member.userId === assigneeId) {
        assigneeSees = true;
      } else if (reaches) {
        colleagues.push(member.userId);
      }
    }
    const groups: ViewGroup[] = [];
    const manager = (seesInternal: boolean): ScheduleViewer => ({
      userId: 0,
      isStaff: false,
      seesInternalComments: seesInternal,
    });
    if (internal.length > 0) groups.push({ viewer: manager(true), userIds: internal });
    if (management.length > 0) groups.push({ viewer: manager(false), userIds: management });
    if (assigneeSees)
      groups.push({
        viewer: { userId: assigneeId, isStaff: true, seesInternalComments: false },
        userIds: [assigneeId],
      });
    if (colleagues.length > 0)
      groups.push({ viewer: { userId: 0, isStaff: true, seesInternalComments: false }, userIds: colleagues });
    return groups;
  }
}
