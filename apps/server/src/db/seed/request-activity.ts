import { indexFlags } from "@rosterly/domain/schedule";
import { addDays, formatTimeOfDay, parseTimeOfDay, spanMinutes } from "@rosterly/domain/time";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { insertEvents } from "../../repositories/events";
import { insertShiftHistory } from "../../repositories/history";
import {
  type ApprovalRow,
  insertApproval,
  insertShiftRequest,
  insertSwap,
  type RequestRecord,
} from "../../repositories/requests";
import { flagsOf } from "../../repositories/scheduling-config";
import { insertShifts, type ShiftRow, SHIFT_COLUMNS, updateShiftRows } from "../../repositories/shifts";
import { planGiveaway, planSwap, planTimeOff, type ShiftPlan } from "../../services/requests/plan";
import { type RequestNotice, tell } from "../../services/requests/transitions";
import { creationChanges, shiftChanges } from "../../services/shifts/shift-history";
import type { Executor } from "../client";
import type { RequestedShiftRecord } from "../schema";
import { departments, eventTypes, shifts } from "../schema";
import { type OpenShiftSeedContext, unitNurses } from "./open-shift-bidders";

const HOUR = 3_600_000;

/** One review step as the demo writes it. */
interface Step {
  reviewerId: number | null;
  state: string;
  approved?: boolean | null;
  comments?: string;
  by?: number | null;
  hoursAgo: number;
}

const snapshot = (shift: ShiftRow): RequestedShiftRecord => ({
  id: shift.id,
  assigneeId: shift.assigneeId,
  date: shift.date,
  typeId: shift.typeId,
  startTime: shift.startTime,
  endTime: shift.endTime,
  flags: shift.flags,
  modifiedOn: shift.modifiedOn.toISOString(),
});

/**
 * The demo hospital's requests on its first unit (4 West): some of every kind and state, the
 * pending ones held by the unit's scheduler, one sent up to its director, and several of the demo
 * nurse's own. Approved swaps, giveaways and time off have changed the shifts as approval does.
 */
export async function seedRequestActivity(db: Executor, ctx: OpenShiftSeedContext): Promise<void> {
  const [unit] = await db.select().from(departments).where(eq(departments.id, ctx.unitId));
  const schedulerId = unit?.schedulerId ?? null;
  const directorId = unit?.directorId ?? null;
  const nurses = (await unitNurses(db, ctx)).map((row) => row.userId);
  const [nora, ...colleagues] = nurses;
  if (!unit || nora === undefined || colleagues.length < 8 || schedulerId === null) return;
  const flags = indexFlags(await flagsOf(db, ctx.orgId));
  const [vacation] = await db
    .select({ id: eventTypes.id })
    .from(eventTypes)
    .where(and(eq(eventTypes.orgId, ctx.orgId), eq(eventTypes.name, "Vacation")));
  const rows = await db
    .select(SHIFT_COLUMNS)
    .from(shifts)
    .where(
      and(
        eq(shifts.departmentId, ctx.unitId),
        gte(shifts.date, addDays(ctx.today, -21)),
        lte(shifts.date, addDays(ctx.today, 35)),
        eq(shifts.canceled, false),
        eq(shifts.onCall, false),
      ),
    )
    .orderBy(asc(shifts.date), asc(shifts.id));
  const used = new Set<number>();
  /** A working shift of the person between the two day offsets, not used by another request. */
  const shiftOf = (userId: number, fromDays: number, toDays: number, dayShift = false) => {
    const found = rows.find(
      (row) =>
        row.assigneeId === userId &&
        !used.has(row.id) &&
        row.flags.length === 0 &&
        row.date >= addDays(ctx.today, fromDays) &&
        row.date <= addDays(ctx.today, toDays) &&
        (!dayShift || row.startTime === "07:00:00"),
    );
    if (found) used.add(found.id);
    return found;
  };
  let turn = 0;
  /** A colleague's shift, starting with a different colleague each time so requesters vary. */
  const someone = (fromDays: number, toDays: number, not: number[] = [], dayShift = false) => {
    turn += 1;
    const order = [
      ...colleagues.slice(turn % colleagues.length),
      ...colleagues.slice(0, turn % colleagues.length),
    ];
    for (const userId of order) {
      if (not.includes(userId)) continue;
      const shift = shiftOf(userId, fromDays, toDays, dayShift);
      if (shift) return shift;
    }
    return undefined;
  };
  const at = (hoursAgo: number) => new Date(ctx.now.getTime() - hoursAgo * HOUR);
  const audit = (by: number, hoursAgo: number, modifiedHoursAgo = hoursAgo) => ({
    orgId: ctx.orgId,
    createdBy: by,
    modifiedBy: by,
    createdOn: at(hoursAgo),
    modifiedOn: at(modifiedHoursAgo),
  });

  /** Writes the steps and tells whom each step concerns, as the review would have. */
  async function review(request: RequestRecord, requesterId: number, steps: Step[]) {
    const written: ApprovalRow[] = [];
    for (const step of steps) {
      written.push(
        await insertApproval(db, {
          orgId: ctx.orgId,
          contentType: request.contentType,
          objectId: request.row.id,
          approved: step.approved ?? null,
          reviewerId: step.reviewerId,
          state: step.state,
          comments: step.comments ?? "",
          createdBy: requesterId,
          modifiedBy: step.by ?? requesterId,
          createdOn: at(step.hoursAgo + 1),
          modifiedOn: at(step.hoursAgo),
        }),
      );
    }
    const loaded = { ...request, approvals: written };
    const named =
      request.contentType === "swap"
        ? [request.row.targetUserId]
        : request.contentType === "shiftrequest"
          ? [request.row.newAssigneeId]
          : [];
    for (const [index, step] of written.entries()) {
      const when = at(steps[index]?.hoursAgo ?? 0);
      const notices: [RequestNotice, (number | null)[], number | null][] = [];
      if (index === 0) notices.push(["notifications.request_submitted", [schedulerId], requesterId]);
      if (index === 0) notices.push(["notifications.request_named", named, requesterId]);
      if (step.state === "pending_director_approval" && step.reviewerId === directorId)
        notices.push(["notifications.request_escalated", [directorId], schedulerId]);
      if (step.state === "approved" || step.state === "rejected")
        notices.push([
          step.state === "approved" ? "notifications.request_approved" : "notifications.request_rejected",
          [requesterId, ...named],
          step.modifiedBy,
        ]);
      if (step.state === "expired")
        notices.push(["notifications.request_expired", [requesterId, ...named], null]);
      if (step.state === "withdrawn")
        notices.push(["notifications.request_withdrawn", [schedulerId], requesterId]);
      for (const [notice, recipients, actor] of notices)
        await tell(db, loaded, step, notice, recipients, actor, when);
    }
  }

  /** What an approval changed on the schedule: rewritten shifts and new ones, with their history. */
  async function apply(plan: ShiftPlan, hoursAgo: number) {
    const when = at(hoursAgo);
    const written = await updateShiftRows(
      db,
      ctx.orgId,
      plan.updates.map(({ current, next }) => ({
        id: current.id,
        values: { ...next, scheduleId: current.scheduleId },
      })),
      schedulerId ?? 0,
      when,
    );
    await insertShiftHistory(
      db,
      plan.updates.flatMap(({ current }) => {
        const row = written.find((candidate) => candidate.id === current.id);
        return row
          ? [
              {
                orgId: ctx.orgId,
                shiftId: row.id,
                modifiedBy: schedulerId,
                modifiedOn: when,
                newAssigneeId: row.newAssigneeId !== current.newAssigneeId ? row.newAssigneeId : null,
                changes: shiftChanges(current, row),
              },
            ]
          : [];
      }),
    );
    const scheduleOf = (date: string) =>
      plan.updates.find(({ current }) => current.date === date)?.current.scheduleId;
    const created = await insertShifts(
      db,
      plan.creates.flatMap((shift) => {
        const scheduleId = scheduleOf(shift.date) ?? plan.updates[0]?.current.scheduleId;
        return scheduleId === undefined
          ? []
          : [{ ...shift, ...audit(schedulerId ?? 0, hoursAgo), scheduleId }];
      }),
    );
    await insertShiftHistory(
      db,
      created.map((row) => ({
        orgId: ctx.orgId,
        shiftId: row.id,
        modifiedBy: schedulerId,
        modifiedOn: when,
        newAssigneeId: null,
        changes: creationChanges(row),
      })),
    );
  }

  async function swap(
    source: ShiftRow | undefined,
    target: ShiftRow | undefined,
    steps: Step[],
    comments: string,
  ) {
    if (!source || !target) return null;
    const state = steps.at(-1)?.state ?? "pending_scheduler_approval";
    const row = await insertSwap(db, {
      ...audit(source.assigneeId, (steps[0]?.hoursAgo ?? 0) + 1, steps.at(-1)?.hoursAgo ?? 0),
      state,
      departmentId: ctx.unitId,
      scheduleId: source.scheduleId,
      sourceUserId: source.assigneeId,
      targetUserId: target.assigneeId,
      sourceShiftId: source.id,
      targetShiftId: target.id,
      sourceShift: snapshot(source),
      targetShift: snapshot(target),
      firstDate: [source.date, target.date].sort()[0] ?? source.date,
      comments,
    });
    await review({ contentType: "swap", row }, source.assigneeId, steps);
    if (state === "approved") await apply(planSwap(source, target), steps.at(-1)?.hoursAgo ?? 0);
    return row;
  }

  async function shiftRequest(
    shift: ShiftRow | undefined,
    kind: "giveaway" | "reschedule" | "split",
    extra: {
      newAssigneeId?: number | null;
      date?: string;
      splits?: { id: number; assigneeId: number; startTime: string; endTime: string }[];
    },
    steps: Step[],
    comments: string,
  ) {
    if (!shift) return null;
    const state = steps.at(-1)?.state ?? "pending_scheduler_approval";
    const date = extra.date ?? shift.date;
    const row = await insertShiftRequest(db, {
      ...audit(shift.assigneeId, (steps[0]?.hoursAgo ?? 0) + 1, steps.at(-1)?.hoursAgo ?? 0),
      requestType: kind,
      state,
      departmentId: ctx.unitId,
      scheduleId: shift.scheduleId,
      assigneeId: shift.assigneeId,
      shiftId: shift.id,
      shift: snapshot(shift),
      newAssigneeId: extra.newAssigneeId ?? null,
      date,
      firstDate: [shift.date, date].sort()[0] ?? shift.date,
      splits: extra.splits ?? [],
      comments,
    });
    await review({ contentType: "shiftrequest", row }, shift.assigneeId, steps);
    if (state === "approved" && kind === "giveaway" && extra.newAssigneeId)
      await apply(planGiveaway(shift, extra.newAssigneeId), steps.at(-1)?.hoursAgo ?? 0);
    return row;
  }

  async function timeOff(userId: number, fromDays: number, days: number, steps: Step[], comments: string) {
    if (!vacation) return null;
    const dates = Array.from({ length: days }, (_, index) => addDays(ctx.today, fromDays + index));
    const state = steps.at(-1)?.state ?? "pending_scheduler_approval";
    const [row] = await insertEvents(db, [
      {
        ...audit(userId, (steps[0]?.hoursAgo ?? 0) + 1, steps.at(-1)?.hoursAgo ?? 0),
        assigneeId: userId,
        departmentId: ctx.unitId,
        typeId: vacation.id,
        dates,
        firstDate: dates[0] ?? ctx.today,
        lastDate: dates.at(-1) ?? ctx.today,
        comments,
        state,
      },
    ]);
    if (!row) return null;
    await review({ contentType: "event", row }, userId, steps);
    if (steps.some((step) => step.state === "approved")) {
      const onDates = rows.filter((shift) => shift.assigneeId === userId && dates.includes(shift.date));
      for (const shift of onDates) used.add(shift.id);
      await apply(
        planTimeOff(row, onDates, flags, { comments: "Approved vacation" }),
        steps[0]?.hoursAgo ?? 0,
      );
    }
    return row;
  }

  const pending = (hoursAgo: number): Step[] => [
    { reviewerId: schedulerId, state: "pending_scheduler_approval", hoursAgo },
  ];
  const decided = (state: string, approved: boolean | null, hoursAgo: number, comments = ""): Step[] => [
    { reviewerId: schedulerId, state, approved, comments, by: schedulerId, hoursAgo },
  ];
  const [c1 = 0, c2 = 0, c3 = 0, c4 = 0, c5 = 0, c6 = 0, c7 = 0, c8 = 0] = colleagues;

  // Awaiting the unit scheduler: the demo nurse's own giveaway and swap, and colleagues' requests.
  await shiftRequest(
    shiftOf(nora, 4, 20),
    "giveaway",
    { newAssigneeId: c1 },
    pending(5),
    "Family wedding that weekend.",
  );
  await swap(
    shiftOf(nora, 6, 24),
    someone(6, 24, [c1]),
    pending(20),
    "Could we trade? I have a class that day.",
  );
  const pair = (fromDays: number, toDays: number, not: number[] = []) => {
    const source = someone(fromDays, toDays, not);
    return [source, someone(fromDays, toDays, [...not, source?.assigneeId ?? 0])] as const;
  };
  const moving = someone(5, 25);
  await shiftRequest(
    moving,
    "reschedule",
    { date: moving ? addDays(moving.date, 2) : ctx.today },
    pending(28),
    "Appointment moved; two days later works.",
  );
  const splitting = someone(5, 25, [], true);
  if (splitting) {
    const start = parseTimeOfDay(splitting.startTime) ?? 0;
    const half = spanMinutes(start, parseTimeOfDay(splitting.endTime) ?? 0) / 2;
    const middle = formatTimeOfDay(start + half, { seconds: true });
    const partner = colleagues.find((userId) => userId !== splitting.assigneeId) ?? c2;
    await shiftRequest(
      splitting,
      "split",
      {
        splits: [
          { id: 1, assigneeId: splitting.assigneeId, startTime: splitting.startTime, endTime: middle },
          { id: 2, assigneeId: partner, startTime: middle, endTime: splitting.endTime },
        ],
      },
      pending(9),
      "Leaving at midday for my child's recital.",
    );
  }
  await shiftRequest(someone(7, 28, [c1]), "giveaway", {}, pending(3), "Anyone can take this one.");
  await timeOff(c3, 20, 2, pending(14), "Long weekend with family.");
  // Sent up to the director.
  await swap(
    ...pair(8, 28, [c4]),
    [
      {
        reviewerId: schedulerId,
        state: "pending_director_approval",
        comments: "Two senior nurses on the same night.",
        by: schedulerId,
        hoursAgo: 30,
      },
      { reviewerId: directorId, state: "pending_director_approval", by: schedulerId, hoursAgo: 30 },
    ],
    "Swapping nights for a family event.",
  );
  // Decided, withdrawn and expired.
  await timeOff(nora, 26, 2, decided("approved", true, 40, "Enjoy the break."), "Visiting my parents.");
  await shiftRequest(
    someone(3, 20),
    "giveaway",
    { newAssigneeId: c5 },
    decided("rejected", false, 50, "We are short that weekend."),
    "",
  );
  await shiftRequest(
    shiftOf(nora, 10, 30),
    "reschedule",
    { date: addDays(ctx.today, 31) },
    [
      {
        reviewerId: schedulerId,
        state: "withdrawn_before_approval",
        comments: "Sorted it out.",
        by: nora,
        hoursAgo: 60,
      },
    ],
    "",
  );
  await swap(
    ...pair(-20, -3, [c6]),
    [{ reviewerId: schedulerId, state: "expired", by: null, hoursAgo: 80 }],
    "",
  );
  await swap(
    ...pair(3, 20, [c7]),
    decided("approved", true, 70, "Fine by me."),
    "Trading so I can make a course.",
  );
  await shiftRequest(
    shiftOf(nora, 2, 30),
    "giveaway",
    { newAssigneeId: c8 },
    decided("approved", true, 90),
    "Covering for a colleague's wedding.",
  );
  await timeOff(
    c2,
    30,
    1,
    [
      { reviewerId: schedulerId, state: "approved", approved: true, by: schedulerId, hoursAgo: 100 },
      { reviewerId: null, state: "withdrawn", comments: "Plans changed.", by: c2, hoursAgo: 20 },
    ],
    "Day off for a move.",
  );
}
