import {
  dailyScheduleTypeReferences,
  departmentReferences,
  hospitalSettingsReferences,
  jobTypeReferences,
  type ReferenceKind,
  type References,
} from "@rosterly/domain/configuration";
import { eq } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { dailyScheduleTypes, departments, jobTypes, organisations } from "../../../db/schema";
import type { DependencyCheck } from "./check";

interface Holder {
  /** Set when the holder is itself a row of a referenced kind (a job type naming job types). */
  kind?: ReferenceKind;
  id: number;
  refs: References;
}

/** Reads every holder's references with the same domain readers that validate them on write. */
function namedIn(
  kind: ReferenceKind,
  usedBy: string,
  load: (db: Executor, orgId: number) => Promise<Holder[]>,
): DependencyCheck {
  return {
    kind,
    usedBy,
    isUsed: async (db, orgId, id) => {
      const holders = await load(db, orgId);
      // A job type listing itself as swappable does not keep itself alive.
      const isSelf = (holder: Holder) => holder.kind === kind && holder.id === id;
      return holders.some((holder) => holder.refs[kind].includes(id) && !isSelf(holder));
    },
  };
}

const departmentHolders = async (db: Executor, orgId: number) =>
  (
    await db
      .select({ id: departments.id, settings: departments.settings })
      .from(departments)
      .where(eq(departments.orgId, orgId))
  ).map((row) => ({ id: row.id, refs: departmentReferences(row) }));

const jobTypeHolders = async (db: Executor, orgId: number) =>
  (await db.select().from(jobTypes).where(eq(jobTypes.orgId, orgId))).map(
    (row): Holder => ({
      kind: "jobType",
      id: row.id,
      refs: jobTypeReferences(row),
    }),
  );

const dailyScheduleTypeHolders = async (db: Executor, orgId: number) =>
  (
    await db
      .select({ id: dailyScheduleTypes.id, shiftTypes: dailyScheduleTypes.shiftTypes })
      .from(dailyScheduleTypes)
      .where(eq(dailyScheduleTypes.orgId, orgId))
  ).map((row) => ({ id: row.id, refs: dailyScheduleTypeReferences(row) }));

const settingsHolder = async (db: Executor, orgId: number) =>
  (
    await db
      .select({ id: organisations.id, settings: organisations.settings })
      .from(organisations)
      .where(eq(organisations.id, orgId))
  ).map((row) => ({ id: row.id, refs: hospitalSettingsReferences(row.settings) }));

/** Configuration that names other configuration: staff needed, staffing matrix, job type settings, rules. */
export const configurationDependencyChecks: readonly DependencyCheck[] = [
  namedIn("jobType", "department", departmentHolders),
  namedIn("jobType", "job type", jobTypeHolders),
  namedIn("jobType", "hospital settings", settingsHolder),
  namedIn("shiftType", "department", departmentHolders),
  namedIn("shiftType", "job type", jobTypeHolders),
  namedIn("shiftType", "daily schedule type", dailyScheduleTypeHolders),
  namedIn("shiftType", "hospital settings", settingsHolder),
  namedIn("eventType", "hospital settings", settingsHolder),
];
