import { sql } from "drizzle-orm";
import {
  doublePrecision,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { audit, jsonObject } from "./columns";
import { dailyScheduleTypes, departments } from "./configuration";
import { orgId } from "./tenant";

/** A department's daily schedule of one type for one date (I-001): census, memos, share and finalize. */
export const dailySchedules = pgTable(
  "daily_schedules",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    date: date("date", { mode: "string" }).notNull(),
    departmentId: integer("department_id")
      .notNull()
      .references(() => departments.id),
    typeId: integer("type_id")
      .notNull()
      .references(() => dailyScheduleTypes.id),
    /** `draft` or `finalized` (Z-002); finalizing cannot be undone (I-004). */
    state: text("state").notNull().default("draft"),
    memos: text("memos").notNull().default(""),
    sharedById: integer("shared_by_id"),
    sharedOn: timestamp("shared_on", { withTimezone: true, mode: "date" }),
    finalizedById: integer("finalized_by_id"),
    finalizedOn: timestamp("finalized_on", { withTimezone: true, mode: "date" }),
    ...audit(),
  },
  (t) => [
    uniqueIndex("daily_schedules_department_type_date_key").on(t.departmentId, t.typeId, t.date),
    index("daily_schedules_org_department_date_idx").on(t.orgId, t.departmentId, t.date),
  ],
);

/** One specialty's patients by acuity level, as a census row stores it (I-005). */
export type StoredSpecialtyCensus = {
  name: string;
  showAcuitySubtotal: boolean;
  subtotal: number;
  acuityBreakdown: Record<"1" | "2" | "3" | "4" | "5", { value: number }>;
};

/** A census taken for a daily schedule (I-005). */
export const censusRows = pgTable(
  "census_rows",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    dailyScheduleId: integer("daily_schedule_id")
      .notNull()
      .references(() => dailySchedules.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    time: time("time"),
    dayOffset: integer("day_offset").notNull().default(0),
    acuity1: integer("acuity1").notNull().default(0),
    acuity2: integer("acuity2").notNull().default(0),
    acuity3: integer("acuity3").notNull().default(0),
    acuity4: integer("acuity4").notNull().default(0),
    acuity5: integer("acuity5").notNull().default(0),
    acuityStaff: doublePrecision("acuity_staff"),
    censusBySpecialty: jsonb("census_by_specialty")
      .$type<StoredSpecialtyCensus[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    extraStaff: integer("extra_staff").notNull().default(0),
    notes: text("notes").notNull().default(""),
    settings: jsonObject("settings"),
    staffCount: integer("staff_count"),
    total: integer("total").notNull().default(0),
    ...audit(),
  },
  (t) => [index("census_rows_daily_schedule_idx").on(t.dailyScheduleId, t.position)],
);
