import { isEligible, type OpenShiftAudience as Wanted } from "@rosterly/domain/open-shifts";
import { screenAllows } from "@rosterly/domain/permissions";
import type { Executor } from "../../db/client";
import { type AudienceMember, loadAudienceMembers, managesDepartment } from "../scheduling/audience";

/**
 * Who hears of an open shift: the eligible staff it is offered to (Y-037, C-020) and the
 * management of its department who may open the open-shift screen. Loaded once per change.
 */
export class OpenShiftAudience {
  private constructor(private readonly members: AudienceMember[]) {}

  static async load(db: Executor, orgId: number): Promise<OpenShiftAudience> {
    return new OpenShiftAudience(await loadAudienceMembers(db, orgId));
  }

  /** Active staff the open shift is offered to. */
  recipients(shift: Wanted): number[] {
    return this.members
      .filter((member) =>
        isEligible(shift, {
          id: member.userId,
          active: true,
          isStaff: member.classification === "staff",
          departmentId: member.row.departmentId,
          jobTypeId: member.row.jobTypeId,
          jobStatusId: member.row.jobStatusId,
        }),
      )
      .map((member) => member.userId);
  }

  /** Management who may open the open-shift screen of the department. */
  managers(departmentId: number): number[] {
    return this.members
      .filter(
        (member) => screenAllows(member.screens.openShift, "view") && managesDepartment(member, departmentId),
      )
      .map((member) => member.userId);
  }
}
