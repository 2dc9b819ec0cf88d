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

/**
 * A member of the organisation as every live audience sees them, derived the way a session is
 * (groups, the job type's first group for default screens, screen overrides, departments led).
 */
export interface AudienceMember {
  userId: number;
  classification: Classification;
  groups: readonly string[];
  ownDepartmentIds: readonly number[];
  screens: Record<Screen, ScreenAccess>;
  row: AudienceRow;
}

/** The organisation's members; sequential, as this runs inside write transactions on one connection. */
export async function loadAudienceMembers(db: Executor, orgId: number): Promise<AudienceMember[]> {
  const rows = await scheduleAudienceRows(db, orgId);
  const leads = await departmentLeads(db, orgId);
  return rows.map((row) => ({
    userId: row.userId,
    classification: classificationOf(row.groups),
    groups: row.groups,
    ownDepartmentIds: ownDepartmentIdsOf(row.userId, row.departmentId, leads),
    screens: screensOfAudienceRow(row),
    row,
  }));
}

/** Whether a member may act on the department as the session's department scope decides. */
export const reachesDepartment = (member: AudienceMember, departmentId: number): boolean =>
  canAccessDepartment(member, departmentId);

/** Management (never staff) whose scope reaches the department. */
export const managesDepartment = (member: AudienceMember, departmentId: number): boolean =>
  member.classification !== "staff" && reachesDepartment(member, departmentId);

/**
 * The people who look after a person of the department: its department management and the
 * organisation's operations management (administrators keep the system, not the staff).
 */
export const peopleManagersOf = (members: readonly AudienceMember[], departmentId: number): number[] =>
  members
    .filter(
      (member) =>
        (member.classification === "dept_management" || member.classification === "ops_management") &&
        managesDepartment(member, departmentId),
    )
    .map((member) => member.userId);

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
  private constructor(private readonly members: AudienceMember[]) {}

  static async load(db: Executor, orgId: number): Promise<ScheduleAudience> {
    const members = await loadAudienceMembers(db, orgId);
    return new ScheduleAudience(
      members.filter((member) => screenAllows(member.screens.masterSchedule, "view")),
    );
  }

  homeDepartmentOf(userId: number): number | null {
    return this.members.find((member) => member.userId === userId)?.row.departmentId ?? null;
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
      const reaches = departmentIds.some((id) => reachesDepartment(member, id));
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
