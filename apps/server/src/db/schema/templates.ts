import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, uniqueIndex } from "drizzle-orm/pg-core";
import type { TemplateDay } from "@rosterly/domain/templates";
import { audit } from "./columns";
import { departments } from "./configuration";
import { profiles } from "./people";
import { orgId } from "./tenant";

/**
 * A person's schedule template in a department (J-001): the days of the department's repeating
 * pattern, each with the activities a shift is made from when the template is applied (Z-029).
 */
export const scheduleTemplates = pgTable(
  "schedule_templates",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    departmentId: integer("department_id")
      .notNull()
      .references(() => departments.id),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    shifts: jsonb("shifts").$type<TemplateDay[]>().notNull().default(sql`'[]'::jsonb`),
    ...audit(),
  },
  (t) => [
    uniqueIndex("schedule_templates_department_profile_key").on(t.departmentId, t.profileId),
    index("schedule_templates_org_department_idx").on(t.orgId, t.departmentId),
  ],
);
