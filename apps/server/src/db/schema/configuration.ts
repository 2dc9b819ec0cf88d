import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, pgTable, serial, text, time } from "drizzle-orm/pg-core";
import { audit, jsonObject } from "./columns";
import { orgId } from "./tenant";

const intArray = (name: string) => integer(name).array().notNull().default(sql`'{}'::integer[]`);

export const departments = pgTable(
  "departments",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    name: text("name").notNull(),
    fullName: text("full_name").notNull().default(""),
    costCenter: text("cost_center").notNull().default(""),
    directorId: integer("director_id"),
    schedulerId: integer("scheduler_id"),
    partakeInScheduling: boolean("partake_in_scheduling").notNull().default(true),
    numOfWeeksPerSchedule: integer("num_of_weeks_per_schedule").notNull().default(6),
    scheduleRules: jsonObject("schedule_rules"),
    settings: jsonObject("settings"),
    obsolete: boolean("obsolete").notNull().default(false),
    ...audit(),
  },
  (t) => [index("departments_org_idx").on(t.orgId)],
);

export const jobTypes = pgTable(
  "job_types",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    rank: integer("rank").notNull().default(1000),
    partakeInScheduling: boolean("partake_in_scheduling").notNull().default(true),
    settings: jsonObject("settings"),
    swappableJobTypes: intArray("swappable_job_types"),
    associatedJobTypes: intArray("associated_job_types"),
    staffNeeded: jsonObject("staff_needed"),
    obsolete: boolean("obsolete").notNull().default(false),
    ...audit(),
  },
  (t) => [index("job_types_org_idx").on(t.orgId)],
);

export const jobStatuses = pgTable(
  "job_statuses",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    name: text("name").notNull(),
    shortCode: text("short_code").notNull(),
    description: text("description").notNull().default(""),
    benefited: boolean("benefited").notNull().default(false),
    registry: boolean("registry").notNull().default(false),
    weeklyHours: doublePrecision("weekly_hours").notNull().default(0),
    minShiftSettings: jsonObject("min_shift_settings"),
    obsolete: boolean("obsolete").notNull().default(false),
    ...audit(),
  },
  (t) => [index("job_statuses_org_idx").on(t.orgId)],
);

export const shiftTypes = pgTable(
  "shift_types",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    maxShiftCount: integer("max_shift_count"),
    onCall: boolean("on_call").notNull().default(false),
    partakeInScheduling: boolean("partake_in_scheduling").notNull().default(true),
    styles: jsonObject("styles"),
    obsolete: boolean("obsolete").notNull().default(false),
    ...audit(),
  },
  (t) => [index("shift_types_org_idx").on(t.orgId)],
);

export const eventTypes = pgTable(
  "event_types",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    adminOnly: boolean("admin_only").notNull().default(false),
    requestOnly: boolean("request_only").notNull().default(false),
    visibleToOtherStaff: boolean("visible_to_other_staff").notNull().default(false),
    settings: jsonObject("settings"),
    styles: jsonObject("styles"),
    obsolete: boolean("obsolete").notNull().default(false),
    ...audit(),
  },
  (t) => [index("event_types_org_idx").on(t.orgId)],
);

export const flags = pgTable(
  "flags",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    name: text("name").notNull(),
    shortCode: text("short_code").notNull(),
    description: text("description").notNull().default(""),
    allowRequest: boolean("allow_request").notNull().default(false),
    commitment: boolean("commitment").notNull().default(true),
    float: boolean("float").notNull().default(false),
    productivity: boolean("productivity").notNull().default(true),
    working: boolean("working").notNull().default(true),
    visibleToOtherStaff: boolean("visible_to_other_staff").notNull().default(false),
    obsolete: boolean("obsolete").notNull().default(false),
    ...audit(),
  },
  (t) => [index("flags_org_idx").on(t.orgId)],
);

export const dailyScheduleTypes = pgTable(
  "daily_schedule_types",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    shiftTypes: intArray("shift_types"),
    settings: jsonObject("settings"),
    obsolete: boolean("obsolete").notNull().default(false),
    ...audit(),
  },
  (t) => [index("daily_schedule_types_org_idx").on(t.orgId)],
);
