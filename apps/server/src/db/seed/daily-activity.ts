import { censusFigures, censusRowForShift, matrixFor, suggestedStaff } from "@rosterly/domain/daily";
import { addDays, type LocalDate } from "@rosterly/domain/time";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../client";
import { censusRows, dailySchedules, dailyScheduleTypes, departments, shiftTypes } from "../schema";
import { seededRandom } from "./random";

/** Days before and after today that have a daily schedule in the demo. */
const DAYS_BACK = 3;
const DAYS_AHEAD = 3;

/** Patients per level, about `census` in all, weighted to the middle acuities. */
function acuityMix(random: () => number, census: number) {
  const weights = [0.1, 0.25, 0.35, 0.2, 0.1];
  const counts = weights.map((weight) => Math.floor(census * weight));
  let left = census - counts.reduce((sum, value) => sum + value, 0);
  while (left > 0) {
    const level = Math.floor(random() * 5);
    counts[level] = (counts[level] ?? 0) + 1;
    left -= 1;
  }
  const [acuity1, acuity2, acuity3, acuity4, acuity5] = counts as [number, number, number, number, number];
  return { acuity1, acuity2, acuity3, acuity4, acuity5 };
}

/**
 * Riverside's daily schedules around today for every unit: a census before the day and the night
 * shift; past days finalized, today shared, the next days drafts.
 */
export async function seedDailyActivity(
  db: Executor,
  activity: { orgId: number; units: number[]; today: LocalDate; by: number | null },
  now: Date,
): Promise<void> {
  const [type] = await db
    .select()
    .from(dailyScheduleTypes)
    .where(eq(dailyScheduleTypes.orgId, activity.orgId))
    .orderBy(asc(dailyScheduleTypes.id));
  if (!type || activity.units.length === 0) return;
  const starts =
    type.shiftTypes.length === 0
      ? []
      : await db
          .select({ id: shiftTypes.id, startTime: shiftTypes.startTime })
          .from(shiftTypes)
          .where(inArray(shiftTypes.id, type.shiftTypes))
          .orderBy(asc(shiftTypes.startTime));
  const predefined = (type.settings.census as { predefined?: string[] } | undefined)?.predefined ?? [];
  const units = await db
    .select({ id: departments.id, settings: departments.settings })
    .from(departments)
    .where(and(eq(departments.orgId, activity.orgId), inArray(departments.id, activity.units)));
  const random = seededRandom(4_2026);
  // Two statements for all units and days (a fresh start pays for each round trip): the daily
  // schedules, then every census row.
  const days = units.flatMap((unit, unitIndex) =>
    Array.from({ length: DAYS_BACK + DAYS_AHEAD + 1 }, (_, i) => ({
      unit,
      unitIndex,
      offset: i - DAYS_BACK,
    })),
  );
  if (days.length === 0) return;
  const created = await db
    .insert(dailySchedules)
    .values(
      days.map(({ unit, offset }) => {
        const past = offset < 0;
        return {
          orgId: activity.orgId,
          date: addDays(activity.today, offset),
          departmentId: unit.id,
          typeId: type.id,
          state: past ? ("finalized" as const) : ("draft" as const),
          memos: past
            ? "Handover done; no open beds."
            : offset === 0
              ? "Room 412 needs a sitter tonight."
              : "",
          sharedById: offset <= 0 ? activity.by : null,
          sharedOn: offset <= 0 ? now : null,
          finalizedById: past ? activity.by : null,
          finalizedOn: past ? now : null,
          createdBy: activity.by,
          createdOn: now,
          modifiedBy: activity.by,
          modifiedOn: now,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({
      id: dailySchedules.id,
      departmentId: dailySchedules.departmentId,
      date: dailySchedules.date,
    });
  const scheduleIdOf = new Map(created.map((row) => [`${row.departmentId}:${row.date}`, row.id]));
  const census: (typeof censusRows.$inferInsert)[] = [];
  for (const { unit, unitIndex, offset } of days) {
    const scheduleId = scheduleIdOf.get(`${unit.id}:${addDays(activity.today, offset)}`);
    if (scheduleId === undefined) continue;
    const base = 18 + unitIndex * 2;
    // Two days ahead and later the census rows wait to be counted.
    const counted = offset <= 1;
    const rows = predefined.map((name, position) => {
      const figures = censusFigures({
        ...acuityMix(random, counted ? base + Math.floor(random() * 7) - position * 2 : 0),
        censusBySpecialty: [],
      });
      return { name, position, time: starts[position]?.startTime ?? null, dayOffset: 0, ...figures };
    });
    rows.forEach((row, index) => {
      const shift = starts.find((candidate) => censusRowForShift(rows, candidate.startTime) === index);
      census.push({
        orgId: activity.orgId,
        dailyScheduleId: scheduleId,
        position: row.position,
        name: row.name,
        time: row.time,
        acuity1: row.acuity1,
        acuity2: row.acuity2,
        acuity3: row.acuity3,
        acuity4: row.acuity4,
        acuity5: row.acuity5,
        total: row.total,
        extraStaff: row.position === 1 && offset === 0 ? 1 : 0,
        notes: row.position === 1 && offset === 0 ? "One sitter for room 412." : "",
        acuityStaff: shift ? suggestedStaff(matrixFor(unit.settings, shift.id), row) : null,
        createdBy: activity.by,
        createdOn: now,
        modifiedBy: activity.by,
        modifiedOn: now,
      });
    });
  }
  if (census.length > 0) await db.insert(censusRows).values(census);
}
