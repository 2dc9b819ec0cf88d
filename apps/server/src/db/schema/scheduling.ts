import { sql } from "drizzle-orm";
import {
  boolean,
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
import { departments, shiftTypes } from "./configuration";
import { users } from "./people";
import { orgId } from "./tenant";

const intArray = (name: string) => integer(name).array().notNull().default(sql`'{}'::integer[]`);

/** One change of one field in a history entry, with the wire names of L-001. */
export type HistoryChange = { field: string; old: unknown; new: unknown };

/**
 * A department's schedule for one period (F-002). Periods are consecutive blocks of the
 * organisation's `scheduling.period` days, so (department, start) identifies one.
 */
export const schedules = pgTable(
  "schedules",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    departmentId: integer("department_id")
      .notNull()
      .references(() => departments.id),
    startOn: date("start_on", { mode: "string" }).notNull(),
    endOn: date("end_on", { mode: "string" }).notNull(),
    state: text("state").notNull().default("initial"),
    comments: text("comments").notNull().default(""),
    settings: jsonObject("settings"),
    ...audit(),
  },
  (t) => [
    uniqueIndex("schedules_department_start_key").on(t.departmentId, t.startOn),
    index("schedules_org_state_idx").on(t.orgId, t.state, t.startOn),
  ],
);

/** A shift (F-012). `available` is `flex_on` on the wire. */
export const shifts = pgTable(
  "shifts",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    scheduleId: integer("schedule_id")
      .notNull()
      .references(() => schedules.id),
    departmentId: integer("department_id")
      .notNull()
      .references(() => departments.id),
    assigneeId: integer("assignee_id")
      .notNull()
      .references(() => users.id),
    newAssigneeId: integer("new_assignee_id").references(() => users.id),
    /** The given-away shift this one receives (Z-006); kept so the receiving shift is made once. */
    originShiftId: integer("origin_shift_id"),
    typeId: integer("type_id")
      .notNull()
      .references(() => shiftTypes.id),
    date: date("date", { mode: "string" }).notNull(),
    payrollDate: date("payroll_date", { mode: "string" }).notNull(),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    flags: intArray("flags"),
    comments: text("comments").notNull().default(""),
    internalComments: text("internal_comments").notNull().default(""),
    obligatory: boolean("obligatory").notNull().default(false),
    overtime: boolean("overtime").notNull().default(false),
    sitter: boolean("sitter").notNull().default(false),
    onCall: boolean("on_call").notNull().default(false),
    available: boolean("available").notNull().default(false),
    canceled: boolean("canceled").notNull().default(false),
    giveaway: boolean("giveaway").notNull().default(false),
    swapped: boolean("swapped").notNull().default(false),
    settings: jsonObject("settings"),
    openShiftId: integer("open_shift_id"),
    ...audit(),
  },
  (t) => [
    index("shifts_org_department_date_idx").on(t.orgId, t.departmentId, t.date),
    index("shifts_org_assignee_date_idx").on(t.orgId, t.assigneeId, t.date),
    // The report: a year of the whole organisation by date, newest first, without sorting it.
    index("shifts_org_date_id_idx").on(t.orgId, t.date, t.id),
    index("shifts_schedule_idx").on(t.scheduleId),
    index("shifts_origin_idx").on(t.originShiftId),
  ],
);

/** Shift history (L-001): one entry per write, the first one the creation. */
export const shiftHistory = pgTable(
  "shift_history",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    shiftId: integer("shift_id")
      .notNull()
      .references(() => shifts.id, { onDelete: "cascade" }),
    modifiedBy: integer("modified_by"),
    modifiedOn: timestamp("modified_on", { withTimezone: true, mode: "date" }).notNull(),
    newAssigneeId: integer("new_assignee_id"),
    changes: jsonb("changes").$type<HistoryChange[]>().notNull(),
  },
  (t) => [index("shift_history_shift_idx").on(t.shiftId, t.id)],
);
