import { and, eq, gte, lte } from "drizzle-orm";
import { insertShiftHistory } from "../../repositories/history";
import { insertOpenShift } from "../../repositories/open-shifts";
import { insertShifts } from "../../repositories/shifts";
import { OpenShiftAudience } from "../../services/open-shifts/audience";
import { creationChanges } from "../../services/shifts/shift-history";
import type { Executor } from "../client";
import { jobTypes, openShiftParticipants, schedules, shiftTypes } from "../schema";
import { busyAround, DEMO_NURSE, dayOf, type OpenShiftSeedContext, unitNurses } from "./open-shift-bidders";
import { notifyAt } from "./open-shift-notices";
import { DEMO_OPEN_SHIFTS, type DemoOpenShift } from "./open-shift-plan";

export type { OpenShiftSeedContext } from "./open-shift-bidders";

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** One open shift of the plan with its bids, seats and notices; answers the nurses who took part. */
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
