import { isEligible, type OpenShiftAudience as Wanted } from "@rosterly/domain/open-shifts";
import {
  type Classification,
  canAccessDepartment,
  classificationOf,
  ownDepartmentIdsOf,
  screenAllows,
} from "@rosterly/domain/permissions";
import type { Executor } from "../../db/client";
import { departmentLeads, scheduleAudienceRows } from "../../repositories/audience";
import { screensOfAudienceRow } from "../scheduling/audience";

interface Member {
  userId: number;
  classification: Classification;
  groups: readonly string[];
  ownDepartmentIds: readonly number[];
  departmentId: number | null;
  jobTypeId: number | null;
  jobStatusId: number | null;
  seesOpenShifts: boolean;
}

/**
 * Who hears of an open shift: the eligible staff it is offered to (Y-037, C-020) and the
 * management of its department who may open the open-shift screen. Loaded once per change.
 */
export class OpenShiftAudience {
  private constructor(private readonly members: Member[]) {}

  static async load(db: Executor, orgId: number): Promise<OpenShiftAudience> {
    const rows = await scheduleAudienceRows(db, orgId);
    const leads = await departmentLeads(db, orgId);
    return new OpenShiftAudience(
      rows.map((row) => {
        const screens = screensOfAudienceRow(row);
        return {
          userId: row.userId,
          classification: classificationOf(row.groups),
          groups: row.groups,
          ownDepartmentIds: ownDepartmentIdsOf(row.userId, row.departmentId, leads),
          departmentId: row.departmentId,
          jobTypeId: row.jobTypeId,
          jobStatusId: row.jobStatusId,
          seesOpenShifts: screenAllows(screens.openShift, "view"),
        };
      }),
    );
  }

  /** Active staff the open shift is offered to. */
  recipients(shift: Wanted): number[] {
    return this.members
      .filter((member) =>
        isEligible(shift, {
          id: member.userId,
          active: true,
          isStaff: member.classification === "staff",
          departmentId: member.departmentId,
          jobTypeId: member.jobTypeId,
          jobStatusId: member.jobStatusId,
        }),
      )
      .map((member) => member.userId);
  }

  /** Management who may open the open-shift screen of the department. */
  managers(departmentId: number): number[] {
    return this.members
      .filter(
        (member) =>
          member.classification !== "staff" &&
          member.seesOpenShifts &&
          canAccessDepartment(
            {
              userId: member.userId,
              classification: member.classification,
              groups: member.groups,
              ownDepartmentIds: member.ownDepartmentIds,
            },
            departmentId,
          ),
      )
      .map((member) => member.userId);
  }
}
