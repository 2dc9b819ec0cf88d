import { periodContaining } from "@rosterly/domain/schedule";
import { addDays, type LocalDate } from "@rosterly/domain/time";
import { and, eq, inArray, sql } from "drizzle-orm";
import { insertShiftHistoryInBulk } from "../../repositories/history";
import { insertShiftsInBulk, type NewShiftRow } from "../../repositories/shifts";
import {
  type OrgScheduling,
  orgSchedulingOf,
  schedulingToday,
} from "../../services/scheduling/org-scheduling";
import { ensurePeriodsAhead } from "../../services/scheduling/periods";
import { takeSnapshot } from "../../services/scheduling/snapshot";
import { creationChanges } from "../../services/shifts/shift-history";
import type { Executor } from "../client";
import {
  departments,
  eventTypes,
  events,
  flags,
  jobTypes,
  organisations,
  profiles,
  schedules,
  shiftTypes,
  users,
} from "../schema";
import { seededRandom } from "./random";
import { planActivity } from "./schedule-plan";
import type { RosterPerson } from "./schedule-patterns";

const RIVERSIDE = "Riverside General Hospital";

async function namedIds(db: Executor, orgId: number) {
  const [types, flagRows, eventRows] = await Promise.all([
    db
      .select({
        id: shiftTypes.id,
        name: shiftTypes.name,
        startTime: shiftTypes.startTime,
        endTime: shiftTypes.endTime,
      })
      .from(shiftTypes)
      .where(eq(shiftTypes.orgId, orgId)),
    db.select({ id: flags.id, name: flags.name }).from(flags).where(eq(flags.orgId, orgId)),
    db
      .select({ id: eventTypes.id, name: eventTypes.name })
      .from(eventTypes)
      .where(eq(eventTypes.orgId, orgId)),
  ]);
  const id = (rows: { id: number; name: string }[], name: string) =>
    rows.find((row) => row.name === name)?.id ?? 0;
  return {
    times: new Map(types.map((type) => [type.id, [type.startTime, type.endTime] as const])),
    d8: id(types, "Day 8"),
    refs: {
      d12: id(types, "Day 12"),
      n12: id(types, "Night 12"),
      e8: id(types, "Evening 8"),
      call: id(types, "On call"),
      charge: id(flagRows, "Charge"),
      float: id(flagRows, "Float"),
      sickCall: id(flagRows, "Sick call"),
      vacation: id(eventRows, "Vacation"),
      education: id(eventRows, "Education"),
    },
  };
}

async function roster(
  db: Executor,
  orgId: number,
  units: number[],
  ids: Awaited<ReturnType<typeof namedIds>>,
): Promise<RosterPerson[]> {
  const rows = await db
    .select({
      userId: profiles.userId,
      departmentId: profiles.departmentId,
      shiftTypeId: profiles.shiftTypeId,
      weeklyHours: profiles.weeklyHours,
      charge: profiles.charge,
      job: jobTypes.name,
    })
    .from(profiles)
    .innerJoin(jobTypes, eq(jobTypes.id, profiles.jobTypeId))
    .where(
      and(
        eq(profiles.orgId, orgId),
        eq(profiles.state, "active"),
        eq(jobTypes.partakeInScheduling, true),
        inArray(profiles.departmentId, units),
      ),
    )
    .orderBy(profiles.userId);
  const { d12, n12 } = ids.refs;
  return rows.map((row) => ({
    userId: row.userId,
    departmentId: row.departmentId ?? 0,
    kind: row.shiftTypeId === ids.d8 ? "eight" : "twelve",
    homeTypeId: row.shiftTypeId === n12 || row.shiftTypeId === ids.d8 ? row.shiftTypeId : d12,
    weeklyHours: row.weeklyHours,
    charge: row.charge || row.job === "CHG",
  }));
}

/** Previous (past), current and next (under review on the first unit, a draft elsewhere) periods. */
async function insertSchedules(
  db: Executor,
  scheduling: OrgScheduling,
  units: number[],
  currentStart: LocalDate,
  by: number | null,
) {
  const starts = [
    addDays(currentStart, -scheduling.periodDays),
    currentStart,
    addDays(currentStart, scheduling.periodDays),
  ];
  return db
    .insert(schedules)
    .values(
      units.flatMap((departmentId, index) =>
        starts.map((startOn, i) => ({
          orgId: scheduling.orgId,
          departmentId,
          startOn,
          endOn: addDays(startOn, scheduling.periodDays - 1),
          state: ["past", "current", index === 0 ? "under_nurse_review" : "draft"][i] ?? "initial",
          createdBy: by,
          modifiedBy: by,
        })),
      ),
    )
    .returning();
}

/** Shifts written per statement: a few MB of JSON each. */
const BULK_ROWS = 5000;

/** Where Riverside's activity was written, for the activity seeded on top of it. */
export interface SeededActivity {
  orgId: number;
  units: number[];
  today: LocalDate;
  by: number | null;
}

/**
 * Riverside's schedules, shifts and events around today: the previous, current and next period of
 * every scheduling unit (plan in schedule-plan.ts), written in bulk with their creation history,
 * and snapshots of the periods that were published. Deterministic for a given today.
 */
export async function seedScheduleActivity(db: Executor, now: Date): Promise<SeededActivity | null> {
  const [org] = await db
    .select()
    .from(organisations)
    .where(sql`${organisations.info}->>'name' = ${RIVERSIDE}`);
  if (!org) return null;
  const scheduling = orgSchedulingOf(org);
  const today = schedulingToday(scheduling, now);
  const units = (
    await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.orgId, org.id), eq(departments.partakeInScheduling, true)))
      .orderBy(departments.id)
  ).map((row) => row.id);
  const [operator] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "operator@rosterly.test"));
  const by = operator?.id ?? null;
  const ids = await namedIds(db, org.id);
  const current = periodContaining(today, scheduling.initialStartDate, scheduling.periodDays);
  const window = {
    start: addDays(current.startOn, -scheduling.periodDays),
    days: scheduling.periodDays * 3,
    today,
    currentStart: current.startOn,
  };
  const plan = planActivity(
    await roster(db, org.id, units, ids),
    units,
    ids.refs,
    window,
    seededRandom(20260104),
  );

  const scheduleRows = await insertSchedules(db, scheduling, units, current.startOn, by);
  await ensurePeriodsAhead(db, scheduling, units, today, now);
  const rows: NewShiftRow[] = plan.shifts.flatMap((shift) => {
    const { startOn } = periodContaining(shift.date, scheduling.initialStartDate, scheduling.periodDays);
    const schedule = scheduleRows.find(
      (row) => row.departmentId === shift.departmentId && row.startOn === startOn,
    );
    const [startTime, endTime] = ids.times.get(shift.typeId) ?? ["07:00:00", "19:00:00"];
    if (!schedule) return [];
    return [
      {
        orgId: org.id,
        scheduleId: schedule.id,
        departmentId: shift.departmentId,
        assigneeId: shift.userId,
        typeId: shift.typeId,
        date: shift.date,
        payrollDate: shift.date,
        startTime,
        endTime,
        flags: shift.flags,
        onCall: shift.onCall ?? false,
        canceled: shift.canceled ?? false,
        comments: shift.comments ?? "",
        createdBy: by,
        modifiedBy: by,
      },
    ];
  });
  for (let i = 0; i < rows.length; i += BULK_ROWS) {
    const created = await insertShiftsInBulk(db, rows.slice(i, i + BULK_ROWS));
    await insertShiftHistoryInBulk(
      db,
      created.map((row) => ({
        orgId: org.id,
        shiftId: row.id,
        modifiedBy: by,
        modifiedOn: row.createdOn,
        newAssigneeId: null,
        changes: creationChanges(row),
      })),
    );
  }
  if (plan.events.length > 0) {
    await db.insert(events).values(
      plan.events.map((event) => ({
        orgId: org.id,
        assigneeId: event.userId,
        departmentId: event.departmentId,
        typeId: event.typeId,
        dates: event.dates,
        firstDate: event.dates[0] ?? today,
        lastDate: event.dates[event.dates.length - 1] ?? today,
        comments: event.comments ?? "",
        state: "approved",
        createdBy: by,
        modifiedBy: by,
      })),
    );
  }
  for (const row of scheduleRows)
    if (row.state === "past" || row.state === "current") await takeSnapshot(db, row, by ?? 0, now);
  return { orgId: org.id, units, today, by };
}
