import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
} from "drizzle-orm/pg-core";
import { audit, jsonObject } from "./columns";
import { departments, shiftTypes } from "./configuration";
import { users } from "./people";
import { schedules, shifts } from "./scheduling";
import { orgId } from "./tenant";

const intArray = (name: string) => integer(name).array().notNull().default(sql`'{}'::integer[]`);

/**
 * An open shift (H-001): a hole in a schedule offered to eligible staff. Bidders and assignees are
 * rows of `open_shift_participants`, so a bid is one insert under the open shift's row lock and
 * each bid keeps its time.
 */
export const openShifts = pgTable(
  "open_shifts",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    departmentId: integer("department_id")
      .notNull()
      .references(() => departments.id),
    scheduleId: integer("schedule_id")
      .notNull()
      .references(() => schedules.id),
    typeId: integer("type_id")
      .notNull()
      .references(() => shiftTypes.id),
    date: date("date", { mode: "string" }).notNull(),
    payrollDate: date("payroll_date", { mode: "string" }).notNull(),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    title: text("title").notNull().default(""),
    comments: text("comments").notNull().default(""),
    flags: intArray("flags"),
    jobTypes: intArray("job_types"),
    eligibleDepartments: intArray("eligible_departments"),
    eligibleJobStatus: intArray("eligible_job_status"),
    opening: integer("opening").notNull(),
    fcfs: boolean("fcfs").notNull().default(false),
    onCall: boolean("on_call").notNull().default(false),
    sitter: boolean("sitter").notNull().default(false),
    selfScheduleOnly: boolean("self_schedule_only").notNull().default(false),
    external: boolean("external").notNull().default(false),
    externalInfo: jsonObject("external_info"),
    settings: jsonObject("settings"),
    biddingEndsOn: timestamp("bidding_ends_on", { withTimezone: true, mode: "date" }).notNull(),
    biddingClosed: boolean("bidding_closed").notNull().default(false),
    biddingEnded: boolean("bidding_ended").notNull().default(false),
    ...audit(),
  },
  (t) => [
    index("open_shifts_org_department_date_idx").on(t.orgId, t.departmentId, t.date),
    index("open_shifts_pending_ends_idx")
      .on(t.biddingEndsOn)
      .where(sql`not bidding_closed and not bidding_ended`),
  ],
);

/**
 * One person's part in an open shift: a bid (`bidOn`), a seat (`assignedOn` with the shift made
 * for it), or both. A person picked directly without bidding has only a seat (Z-025).
 */
export const openShiftParticipants = pgTable(
  "open_shift_participants",
  {
    openShiftId: integer("open_shift_id")
      .notNull()
      .references(() => openShifts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    bidOn: timestamp("bid_on", { withTimezone: true, mode: "date" }),
    assignedOn: timestamp("assigned_on", { withTimezone: true, mode: "date" }),
    shiftId: integer("shift_id").references(() => shifts.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.openShiftId, t.userId] }),
    index("open_shift_participants_user_idx").on(t.userId),
    index("open_shift_participants_shift_idx").on(t.shiftId),
  ],
);

/**
 * A notification (O-004): a message key with its parameters, so each reader sees it in their own
 * language, and what it is about (`associated…`), so recipients can be listed by source (H-006).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    createdOn: timestamp("created_on", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    originatorId: integer("originator_id").references(() => users.id, { onDelete: "set null" }),
    isSystem: boolean("is_system").notNull().default(false),
    level: text("level").notNull().default("info"),
    messageKey: text("message_key").notNull(),
    messageParams: jsonObject("message_params"),
    contentType: text("content_type").notNull(),
    associatedContentType: text("associated_content_type"),
    associatedObjectId: integer("associated_object_id"),
  },
  (t) => [index("notifications_source_idx").on(t.orgId, t.associatedContentType, t.associatedObjectId)],
);

/** One recipient's copy of a notification (O-004): when it reached them and when they last read it. */
export const notificationReceipts = pgTable(
  "notification_receipts",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    notificationId: integer("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    recipientId: integer("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deliveredOn: timestamp("delivered_on", { withTimezone: true, mode: "date" }),
    lastReadOn: timestamp("last_read_on", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("notification_receipts_recipient_idx").on(t.recipientId, t.id),
    index("notification_receipts_notification_idx").on(t.notificationId),
  ],
);
