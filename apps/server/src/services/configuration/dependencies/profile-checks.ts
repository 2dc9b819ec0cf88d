import { and, eq, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../../../db/client";
import { profiles } from "../../../db/schema";
import { type ConfigurationKindKey, type DependencyCheck, referencedBy } from "./check";

async function anyProfile(db: Executor, orgId: number, condition: ReturnType<typeof sql>): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(profiles)
    .where(and(eq(profiles.orgId, orgId), condition))
    .limit(1);
  return row !== undefined;
}

/** A profile's queued change of this field to the row (spec §3: profile settings.scheduledChanges). */
function scheduledChangeTo(kind: ConfigurationKindKey, field: string): DependencyCheck {
  const path =
    "$.scheduledChanges.changes[*].fields[*] ? (@.field == $field && (@.value == $id || @.value == $text))";
  return {
    kind,
    usedBy: "scheduled profile change",
    isUsed: (db, orgId, id) =>
      anyProfile(
        db,
        orgId,
        sql`jsonb_path_exists(${profiles.settings}, ${path}::jsonpath, jsonb_build_object('field', ${field}::text, 'id', ${id}::int, 'text', ${String(id)}::text))`,
      ),
  };
}

/** Flags a state change puts on the person's shifts (settings.state.shiftFlags, now or scheduled). */
const flagOnStateChange: DependencyCheck = {
  kind: "flag",
  usedBy: "profile status change",
  isUsed: (db, orgId, id) =>
    anyProfile(
      db,
      orgId,
      sql`(jsonb_path_exists(${profiles.settings}, '$.state.shiftFlags.flags[*] ? (@ == $id)'::jsonpath, jsonb_build_object('id', ${id}::int))
        or jsonb_path_exists(${profiles.settings}, '$.state.scheduledChanges[*].shiftFlags.flags[*] ? (@ == $id)'::jsonpath, jsonb_build_object('id', ${id}::int)))`,
    ),
};

const column = (kind: ConfigurationKindKey, field: PgColumn, wireField: string) => [
  referencedBy(kind, "profile", field, profiles.orgId),
  scheduledChangeTo(kind, wireField),
];

/** Profiles name a department, job type, job status and primary shift type (D-005). */
export const profileDependencyChecks: readonly DependencyCheck[] = [
  ...column("department", profiles.departmentId, "department_id"),
  ...column("jobType", profiles.jobTypeId, "job_type_id"),
  ...column("jobStatus", profiles.jobStatusId, "job_status_id"),
  ...column("shiftType", profiles.shiftTypeId, "shift_type_id"),
  flagOnStateChange,
];
