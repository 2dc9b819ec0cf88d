import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { departments, flags, jobStatuses, jobTypes, shiftTypes } from "../db/schema";

export interface Reference {
  id: number;
  obsolete: boolean;
}

export interface JobTypeReference extends Reference {
  settings: Record<string, unknown>;
}

/** The rows a profile refers to, per kind, keyed by id: only this organisation's exist. */
export interface References {
  departments: Map<number, Reference>;
  jobTypes: Map<number, JobTypeReference>;
  jobStatuses: Map<number, Reference>;
  shiftTypes: Map<number, Reference>;
  /** Flags that make a shift non-duty (`working` false); only these may mark shifts of a leaving person. */
  nonWorkingFlags: Map<number, Reference>;
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

export async function loadReferences(db: Executor, orgId: number): Promise<References> {
  const pick = { id: departments.id, obsolete: departments.obsolete };
  const [d, jt, js, st, f] = [
    await db.select(pick).from(departments).where(eq(departments.orgId, orgId)),
    await db
      .select({ id: jobTypes.id, obsolete: jobTypes.obsolete, settings: jobTypes.settings })
      .from(jobTypes)
      .where(eq(jobTypes.orgId, orgId)),
    await db
      .select({ id: jobStatuses.id, obsolete: jobStatuses.obsolete })
      .from(jobStatuses)
      .where(eq(jobStatuses.orgId, orgId)),
    await db
      .select({ id: shiftTypes.id, obsolete: shiftTypes.obsolete })
      .from(shiftTypes)
      .where(eq(shiftTypes.orgId, orgId)),
    await db
      .select({ id: flags.id, obsolete: flags.obsolete, working: flags.working })
      .from(flags)
      .where(eq(flags.orgId, orgId)),
  ];
  return {
    departments: byId(d),
    jobTypes: byId(jt),
    jobStatuses: byId(js),
    shiftTypes: byId(st),
    nonWorkingFlags: byId(f.filter((flag) => !flag.working)),
  };
}
