import { addDays, type LocalDate } from "@rosterly/domain/time";
import { and, eq, gte, inArray, lte } from "drizzle-orm";
import { insertShiftHistory } from "../../repositories/history";
import { insertNotification } from "../../repositories/notifications";
import { insertOpenShift, type OpenShiftRecord } from "../../repositories/open-shifts";
import { insertShifts } from "../../repositories/shifts";
import { OpenShiftAudience } from "../../services/open-shifts/audience";
import { creationChanges } from "../../services/shifts/shift-history";
import type { Executor } from "../client";
import {
  jobTypes,
  notificationReceipts,
  openShiftParticipants,
  profiles,
  schedules,
  shifts,
  shiftTypes,
  users,
} from "../schema";
import { DEMO_OPEN_SHIFTS, type DemoOpenShift } from "./open-shift-plan";

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** Picked first wherever she is free, so that her screens show bids and notifications. */
const DEMO_NURSE = "nurse@rosterly.test";

export interface OpenShiftSeedContext {
  orgId: number;
  unitId: number;
  today: LocalDate;
  now: Date;
  by: number | null;
}

/** Registered nurses of the unit, the demo nurse first, then by id: the order bidders are picked in. */
async function unitNurses(db: Executor, ctx: OpenShiftSeedContext) {
  const rows = await db
    .select({ userId: profiles.userId, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .innerJoin(jobTypes, eq(jobTypes.id, profiles.jobTypeId))
    .where(
      and(
        eq(profiles.orgId, ctx.orgId),
        eq(profiles.departmentId, ctx.unitId),
        eq(profiles.state, "active"),
        eq(jobTypes.name, "RN"),
      ),
    )
    .orderBy(profiles.userId);
  return [
    ...rows.filter((row) => row.email === DEMO_NURSE),
    ...rows.filter((row) => row.email !== DEMO_NURSE),
  ];
}

/**
 * Nurses whose shifts would overlap the open shift's: any that day, the night before running into
 * it, and for a night the next morning's that starts before it ends.
 */
async function busyAround(
  db: Executor,
  ctx: OpenShiftSeedContext,
  date: LocalDate,
  time: { startTime: string; endTime: string },
): Promise<Set<number>> {
  const overnight = time.endTime <= time.startTime;
  const rows = await db
    .select({
      userId: shifts.assigneeId,
      date: shifts.date,
      startTime: shifts.startTime,
      endTime: shifts.endTime,
    })
    .from(shifts)
    .where(
      and(
        eq(shifts.orgId, ctx.orgId),
        gte(shifts.date, addDays(date, -1)),
        lte(shifts.date, addDays(date, 1)),
      ),
    );
  const clashes = (row: (typeof rows)[number]) =>
    row.date === date ||
    (row.date < date && row.endTime <= row.startTime && row.endTime > time.startTime) ||
    (row.date > date && overnight && row.startTime < time.endTime);
  return new Set(rows.flatMap((row) => (row.userId !== null && clashes(row) ? [row.userId] : [])));
}

async function notifyAt(
  db: Executor,
  row: OpenShiftRecord,
  message: { key: string; at: Date; by: number | null },
  recipients: readonly number[],
  seen: { delivered: readonly number[]; read: readonly number[] },
) {
  if (recipients.length === 0) return;
  const { notification } = await insertNotification(
    db,
    {
      orgId: row.orgId,
      createdOn: message.at,
      originatorId: message.by,
      isSystem: message.by === null,
      level: "info",
      messageKey: message.key,
      messageParams: { date: row.date },
      contentType: "open shift",
      associatedContentType: "open shift",
      associatedObjectId: row.id,
    },
    recipients,
  );
  const mark = async (userIds: readonly number[], values: { deliveredOn: Date; lastReadOn?: Date }) => {
    if (userIds.length === 0) return;
    await db
      .update(notificationReceipts)
      .set(values)
      .where(
        and(
          eq(notificationReceipts.notificationId, notification.id),
          inArray(notificationReceipts.recipientId, [...userIds]),
        ),
      );
  };
  await mark(seen.delivered, { deliveredOn: new Date(message.at.getTime() + 10 * MINUTE) });
  await mark(seen.read, {
    deliveredOn: new Date(message.at.getTime() + 10 * MINUTE),
    lastReadOn: new Date(message.at.getTime() + 20 * MINUTE),
  });
}

/** The plan's day, or for the demo nurse's open shift the first day from it within a week that she is free. */
async function dayOf(
  db: Executor,
  ctx: OpenShiftSeedContext,
  plan: DemoOpenShift,
  time: { startTime: string; endTime: string },
  demoNurse: number | undefined,
) {
  const planned = addDays(ctx.today, plan.inDays);
  if (!plan.demoNurseBids || demoNurse === undefined) return planned;
  for (let later = 0; later < 7; later += 1) {
    const date = addDays(planned, later);
    if (!(await busyAround(db, ctx, date, time)).has(demoNurse)) return date;
  }
  return planned;
}

async function seedOne(
  db: Executor,
  ctx: OpenShiftSeedContext,
  plan: DemoOpenShift,
  candidates: { userId: number; email: string }[],
  audience: OpenShiftAudience,
) {
  const [type] = await db
    .select()
    .from(shiftTypes)
    .where(and(eq(shiftTypes.orgId, ctx.orgId), eq(shiftTypes.name, plan.shiftType)));
  if (!type) return [];
  const demoNurse = candidates.find((person) => person.email === DEMO_NURSE)?.userId;
  const date = await dayOf(db, ctx, plan, type, demoNurse);
  const [schedule] = await db
    .select({ id: schedules.id })
    .from(schedules)
    .where(
      and(eq(schedules.departmentId, ctx.unitId), lte(schedules.startOn, date), gte(schedules.endOn, date)),
    );
  const rn = await db
    .select({ id: jobTypes.id })
    .from(jobTypes)
    .where(and(eq(jobTypes.orgId, ctx.orgId), eq(jobTypes.name, "RN")));
  if (!schedule) return [];
  const busy = await busyAround(db, ctx, date, type);
  const bidders = candidates.filter((person) => !busy.has(person.userId)).slice(0, plan.bidders);
  const seated = bidders.slice(0, plan.seated);
  const openedOn = new Date(ctx.now.getTime() - plan.openedHoursAgo * HOUR);
  const closedOn = new Date(openedOn.getTime() + 30 * HOUR);
  const full = plan.state === "fcfs" && seated.length >= plan.opening;
  const nudgedOn =
    plan.nudgedHoursAgo === undefined ? null : new Date(ctx.now.getTime() - plan.nudgedHoursAgo * HOUR);

  const row = await insertOpenShift(db, {
    orgId: ctx.orgId,
    departmentId: ctx.unitId,
    scheduleId: schedule.id,
    typeId: type.id,
    date,
    payrollDate: date,
    startTime: type.startTime,
    endTime: type.endTime,
    title: plan.title,
    comments: plan.comments,
    opening: plan.opening,
    fcfs: plan.state === "fcfs",
    jobTypes: rn.map((job) => job.id),
    eligibleDepartments: [ctx.unitId],
    biddingEndsOn: new Date(ctx.now.getTime() + plan.endsInHours * HOUR),
    biddingClosed: plan.state === "closed" || full,
    biddingEnded: plan.state === "ended",
    settings: {
      ...(nudgedOn ? { lastNudge: nudgedOn.toISOString() } : {}),
      ...(full ? { closedWhenFull: true } : {}),
    },
    createdBy: ctx.by,
    modifiedBy: ctx.by,
    createdOn: openedOn,
    modifiedOn: plan.state === "closed" ? closedOn : (nudgedOn ?? openedOn),
  });
  const bidOn = (index: number) => new Date(openedOn.getTime() + (index + 1) * 47 * MINUTE);
  const seatedOn = (index: number) => (plan.state === "fcfs" ? bidOn(index) : closedOn);
  const made = await insertShifts(
    db,
    seated.map((person) => ({
      orgId: ctx.orgId,
      scheduleId: schedule.id,
      departmentId: ctx.unitId,
      assigneeId: person.userId,
      typeId: type.id,
      date,
      payrollDate: date,
      startTime: type.startTime,
      endTime: type.endTime,
      comments: plan.comments,
      openShiftId: row.id,
      createdBy: ctx.by,
      modifiedBy: ctx.by,
    })),
  );
  await insertShiftHistory(
    db,
    made.map((shift) => ({
      orgId: ctx.orgId,
      shiftId: shift.id,
      modifiedBy: ctx.by,
      modifiedOn: shift.createdOn,
      newAssigneeId: null,
      changes: creationChanges(shift),
    })),
  );
  if (bidders.length > 0) {
    await db.insert(openShiftParticipants).values(
      bidders.map((person, index) => ({
        openShiftId: row.id,
        userId: person.userId,
        bidOn: bidOn(index),
        assignedOn: index < seated.length ? seatedOn(index) : null,
        shiftId: made.find((shift) => shift.assigneeId === person.userId)?.id ?? null,
      })),
    );
  }

  const offered = audience.recipients(row);
  const bidderIds = bidders.map((person) => person.userId);
  const seatedIds = seated.map((person) => person.userId);
  const unseated = bidderIds.filter((id) => !seatedIds.includes(id));
  const others = offered.filter((id) => !bidderIds.includes(id));
  // A fresh offer has not reached everyone yet; older ones were delivered to all and read by bidders.
  const fresh = plan.openedHoursAgo < 12;
  await notifyAt(db, row, { key: "notifications.open_shift_new", at: openedOn, by: ctx.by }, offered, {
    delivered: fresh ? [] : others,
    read: bidderIds,
  });
  if (nudgedOn) {
    await notifyAt(db, row, { key: "notifications.open_shift_nudge", at: nudgedOn, by: ctx.by }, others, {
      delivered: [],
      read: [],
    });
  }
  if (plan.state === "closed") {
    const seen = { delivered: [...seatedIds, ...unseated], read: [] };
    await notifyAt(
      db,
      row,
      { key: "notifications.open_shift_assigned", at: closedOn, by: ctx.by },
      seatedIds,
      seen,
    );
    await notifyAt(
      db,
      row,
      { key: "notifications.open_shift_closed", at: closedOn, by: ctx.by },
      unseated,
      seen,
    );
  }
  if (plan.state === "ended") {
    await notifyAt(
      db,
      row,
      { key: "notifications.open_shift_ended", at: row.biddingEndsOn, by: null },
      unseated,
      {
        delivered: [],
        read: [],
      },
    );
  }
  return bidderIds;
}

/**
 * The demo's open shifts (open-shift-plan.ts) on one unit, with their bids, the shifts made for
 * their seats, and the notifications their recipients got, each receipt delivered or read as that
 * person would have by now. No nurse takes part in two of them.
 */
export async function seedOpenShiftActivity(db: Executor, ctx: OpenShiftSeedContext): Promise<void> {
  const audience = await OpenShiftAudience.load(db, ctx.orgId);
  const nurses = await unitNurses(db, ctx);
  const used = new Set<number>();
  for (const plan of DEMO_OPEN_SHIFTS) {
    const taken = await seedOne(
      db,
      ctx,
      plan,
      nurses.filter((nurse) => !used.has(nurse.userId)),
      audience,
    );
    for (const id of taken) used.add(id);
  }
}
