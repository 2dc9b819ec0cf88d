import type { TemplateDay } from "@rosterly/domain/templates";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { jobTypes, profiles, scheduleTemplates, users } from "../db/schema";
import { pageOf, windowTotal } from "./paging";

export type TemplateRow = typeof scheduleTemplates.$inferSelect;

/** A person of the department's schedule with their template there, if any. */
export interface TemplatePerson {
  profileId: number;
  userId: number;
  state: string;
  template: TemplateRow | null;
}

/** Who has a template in a department: the people on its schedule (active or inactive, scheduling job type). */
function staffOf(orgId: number, departmentId: number) {
  return and(
    eq(profiles.orgId, orgId),
    eq(profiles.departmentId, departmentId),
    inArray(profiles.state, ["active", "inactive"]),
    eq(jobTypes.partakeInScheduling, true),
  );
}

/** One page of the department's people in name order, each with their template. */
export async function templatePage(
  db: Executor,
  orgId: number,
  departmentId: number,
  page: { offset: number; limit: number; profileIds?: readonly number[] },
): Promise<{ rows: TemplatePerson[]; count: number }> {
  const where = and(
    staffOf(orgId, departmentId),
    page.profileIds ? inArray(profiles.id, [...page.profileIds]) : undefined,
  );
  const query = () =>
    db
      .select({
        profileId: profiles.id,
        userId: profiles.userId,
        state: profiles.state,
        template: scheduleTemplates,
        total: windowTotal(),
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .innerJoin(jobTypes, eq(jobTypes.id, profiles.jobTypeId))
      .leftJoin(
        scheduleTemplates,
        and(eq(scheduleTemplates.profileId, profiles.id), eq(scheduleTemplates.departmentId, departmentId)),
      )
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(profiles.id))
      .limit(page.limit)
      .offset(page.offset);
  const rows = await query();
  return pageOf(rows, page.offset, async () => {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(profiles)
      .innerJoin(jobTypes, eq(jobTypes.id, profiles.jobTypeId))
      .where(where);
    return row?.n ?? 0;
  });
}

/** The person's profile if they are on the department's schedule. */
export async function templatePerson(
  db: Executor,
  orgId: number,
  departmentId: number,
  profileId: number,
): Promise<{ profileId: number; userId: number; state: string } | undefined> {
  const [row] = await db
    .select({ profileId: profiles.id, userId: profiles.userId, state: profiles.state })
    .from(profiles)
    .innerJoin(jobTypes, eq(jobTypes.id, profiles.jobTypeId))
    .where(and(staffOf(orgId, departmentId), eq(profiles.id, profileId)));
  return row;
}

/** The person's template in the department, locked for a change. */
export async function lockTemplate(
  db: Executor,
  departmentId: number,
  profileId: number,
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(scheduleTemplates)
    .where(and(eq(scheduleTemplates.departmentId, departmentId), eq(scheduleTemplates.profileId, profileId)))
    .for("update");
  return row;
}

/** Writes the person's template days (a new row the first time). */
export async function saveTemplate(
  db: Executor,
  values: { orgId: number; departmentId: number; profileId: number; shifts: TemplateDay[] },
  by: number,
  now: Date,
): Promise<TemplateRow> {
  const [row] = await db
    .insert(scheduleTemplates)
    .values({ ...values, createdBy: by, createdOn: now, modifiedBy: by, modifiedOn: now })
    .onConflictDoUpdate({
      target: [scheduleTemplates.departmentId, scheduleTemplates.profileId],
      set: { shifts: values.shifts, modifiedBy: by, modifiedOn: now },
    })
    .returning();
  if (!row) throw new Error("template upsert returned nothing");
  return row;
}
