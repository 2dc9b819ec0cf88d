import { boolean, date, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { audit } from "./columns";
import { departments } from "./configuration";
import { users } from "./people";
import { schedules } from "./scheduling";
import { orgId } from "./tenant";

// Shift ids are plain integers, not foreign keys: a decided request keeps its record of a shift
// that was later deleted. While a request awaits review its shifts cannot be deleted (412).

/**
 * A shift as the request saw it when sent. `modifiedOn` is the shift's own at that moment: a
 * review that finds it changed answers 412 instead of applying an effect to a different shift.
 */
export interface RequestedShiftRecord {
  id: number;
  assigneeId: number;
  date: string;
  typeId: number;
  startTime: string;
  endTime: string;
  flags: number[];
  modifiedOn: string;
}

/** One part of a split as sent; `id` keys the reviewer's per-part flags and comments. */
export interface SplitPartRecord {
  id: number;
  assigneeId: number;
  startTime: string;
  endTime: string;
}

/** K-003 swap: the requester's (source) shift for the partner's (target). */
export const swaps = pgTable(
  "swaps",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    state: text("state").notNull(),
    departmentId: integer("department_id")
      .notNull()
      .references(() => departments.id),
    scheduleId: integer("schedule_id").references(() => schedules.id),
    sourceUserId: integer("source_user_id")
      .notNull()
      .references(() => users.id),
    targetUserId: integer("target_user_id")
      .notNull()
      .references(() => users.id),
    sourceShiftId: integer("source_shift_id").notNull(),
    targetShiftId: integer("target_shift_id").notNull(),
    sourceShift: jsonb("source_shift").$type<RequestedShiftRecord>().notNull(),
    targetShift: jsonb("target_shift").$type<RequestedShiftRecord>().notNull(),
    /** The earlier of the two dates: the swap expires once it has passed. */
    firstDate: date("first_date", { mode: "string" }).notNull(),
    title: text("title").notNull().default(""),
    comments: text("comments").notNull().default(""),
    ...audit(),
  },
  (t) => [
    index("swaps_org_department_state_idx").on(t.orgId, t.departmentId, t.state),
    index("swaps_org_state_first_date_idx").on(t.orgId, t.state, t.firstDate),
    index("swaps_source_shift_idx").on(t.sourceShiftId),
    index("swaps_target_shift_idx").on(t.targetShiftId),
  ],
);

/** K-003 shift request: a giveaway, a reschedule or a split of the requester's own shift. */
export const shiftRequests = pgTable(
  "shift_requests",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    requestType: text("request_type").notNull(),
    state: text("state").notNull(),
    departmentId: integer("department_id")
      .notNull()
      .references(() => departments.id),
    scheduleId: integer("schedule_id").references(() => schedules.id),
    assigneeId: integer("assignee_id")
      .notNull()
      .references(() => users.id),
    shiftId: integer("shift_id").notNull(),
    shift: jsonb("shift").$type<RequestedShiftRecord>().notNull(),
    /** Giveaway: the receiver; null leaves the choice to the reviewer. */
    newAssigneeId: integer("new_assignee_id").references(() => users.id),
    /** Reschedule: the date asked for; otherwise the shift's date. */
    date: date("date", { mode: "string" }).notNull(),
    /** The earlier of the shift's date and `date`: the request expires once it has passed. */
    firstDate: date("first_date", { mode: "string" }).notNull(),
    splits: jsonb("splits").$type<SplitPartRecord[]>().notNull().default([]),
    title: text("title").notNull().default(""),
    comments: text("comments").notNull().default(""),
    ...audit(),
  },
  (t) => [
    index("shift_requests_org_department_state_idx").on(t.orgId, t.departmentId, t.state),
    index("shift_requests_org_state_first_date_idx").on(t.orgId, t.state, t.firstDate),
    index("shift_requests_shift_idx").on(t.shiftId),
  ],
);

/**
 * K-004: one review step of a swap, shift request or event (`contentType` + `objectId`); the
 * request's last step is the current one. `state` is the request's state this step holds it in
 * or left it in. Receipts are those of the notifications whose source is this step.
 */
export const requestApprovals = pgTable(
  "request_approvals",
  {
    id: serial("id").primaryKey(),
    orgId: orgId(),
    contentType: text("content_type").notNull(),
    objectId: integer("object_id").notNull(),
    approved: boolean("approved"),
    reviewerId: integer("reviewer_id").references(() => users.id),
    state: text("state").notNull(),
    comments: text("comments").notNull().default(""),
    ...audit(),
  },
  (t) => [
    index("request_approvals_object_idx").on(t.orgId, t.contentType, t.objectId, t.id),
    index("request_approvals_reviewer_idx").on(t.orgId, t.reviewerId),
  ],
);
