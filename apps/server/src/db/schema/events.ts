import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, serial, text, time, timestamp } from "drizzle-orm/pg-core";
import { audit } from "./columns";
import { departments, eventTypes } from "./configuration";
import { users } from "./people";
import { type HistoryChange, schedules } from "./scheduling";
import { orgId } from "./tenant";

/**
 * Time off and similar entries (F-027). `firstDate`/`lastDate` bound `dates` so that a period's
 * events are found through an index instead of unnesting every row's dates.
 */
export const events = pgTable(
  "events",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    assigneeId: integer("assignee_id")
      .notNull()
      .references(() => users.id),
    departmentId: integer("department_id")
      .notNull()
      .references(() => departments.id),
    typeId: integer("type_id")
      .notNull()
      .references(() => eventTypes.id),
    dates: date("dates", { mode: "string" }).array().notNull(),
    firstDate: date("first_date", { mode: "string" }).notNull(),
    lastDate: date("last_date", { mode: "string" }).notNull(),
    flags: integer("flags").array().notNull().default(sql`'{}'::integer[]`),
    title: text("title").notNull().default(""),
    comments: text("comments").notNull().default(""),
    startTime: time("start_time"),
    endTime: time("end_time"),
    state: text("state").notNull().default("approved"),
    approvals: jsonb("approvals").$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    ...audit(),
  },
  (t) => [
    index("events_org_department_last_idx").on(t.orgId, t.departmentId, t.lastDate),
    index("events_org_assignee_last_idx").on(t.orgId, t.assigneeId, t.lastDate),
  ],
);

/** Event history (L-003): creation, then changes to dates, state and type. */
export const eventHistory = pgTable(
  "event_history",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    modifiedBy: integer("modified_by"),
    modifiedOn: timestamp("modified_on", { withTimezone: true, mode: "date" }).notNull(),
    changes: jsonb("changes").$type<HistoryChange[]>().notNull(),
  },
  (t) => [index("event_history_event_idx").on(t.eventId, t.id)],
);

/** What a schedule looked like when it was published (Y-019, Z-030); never edited. */
export const snapshots = pgTable(
  "snapshots",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    scheduleId: integer("schedule_id")
      .notNull()
      .references(() => schedules.id, { onDelete: "cascade" }),
    departmentId: integer("department_id")
      .notNull()
      .references(() => departments.id),
    startOn: date("start_on", { mode: "string" }).notNull(),
    endOn: date("end_on", { mode: "string" }).notNull(),
    state: text("state").notNull(),
    shifts: jsonb("shifts").$type<unknown[]>().notNull(),
    events: jsonb("events").$type<unknown[]>().notNull(),
    createdBy: integer("created_by"),
    createdOn: timestamp("created_on", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("snapshots_org_department_idx").on(t.orgId, t.departmentId, t.createdOn)],
);
