import { screenAllows } from "@rosterly/domain/permissions";
import type { Executor } from "../../db/client";
import { departmentLeads } from "../../repositories/audience";
import { type AudienceMember, loadAudienceMembers, managesDepartment } from "../scheduling/audience";

interface Leads {
  id: number;
  directorId: number | null;
  schedulerId: number | null;
}

/** The first review step of a new request: who holds it and the state it starts in. */
export interface FirstReview {
  reviewerId: number | null;
  state: "pending_scheduler_approval" | "pending_operator_approval";
}

/**
 * The management around requests, loaded once per change: who hears of a department's requests
 * (management with the request screen that reaches the department) and who reviews them first.
 */
export class RequestAudience {
  private constructor(
    private readonly members: AudienceMember[],
    private readonly leads: Map<number, Leads>,
  ) {}

  static async load(db: Executor, orgId: number): Promise<RequestAudience> {
    const members = await loadAudienceMembers(db, orgId);
    const leads = await departmentLeads(db, orgId);
    return new RequestAudience(members, new Map(leads.map((row) => [row.id, row])));
  }

  /** Management who may open the department's requests. */
  managers(departmentId: number): number[] {
    return this.members
      .filter(
        (member) => screenAllows(member.screens.request, "view") && managesDepartment(member, departmentId),
      )
      .map((member) => member.userId);
  }

  private mayReview(userId: number | null, departmentId: number): userId is number {
    const member = this.members.find((row) => row.userId === userId);
    return (
      member !== undefined &&
      screenAllows(member.screens.request, "edit") &&
      managesDepartment(member, departmentId)
    );
  }

  /**
   * Y-028: the department's scheduler reviews first; without one (or one who may not review), an
   * operator of the hospital does, and with no operator either the request waits for anyone who
   * may review it to take it over.
   */
  firstReview(departmentId: number): FirstReview {
    const schedulerId = this.leads.get(departmentId)?.schedulerId ?? null;
    if (this.mayReview(schedulerId, departmentId))
      return { reviewerId: schedulerId, state: "pending_scheduler_approval" };
    const operator = this.members
      .filter((member) => member.groups.includes("operator") && this.mayReview(member.userId, departmentId))
      .sort((a, b) => a.userId - b.userId)[0];
    return { reviewerId: operator?.userId ?? null, state: "pending_operator_approval" };
  }

  /** K-024: the department's director, when it has one. */
  director(departmentId: number): number | null {
    return this.leads.get(departmentId)?.directorId ?? null;
  }
}
