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
  for (const [unitIndex, unit] of units.entries()) {
    const base = 18 + unitIndex * 2;
    for (let offset = -DAYS_BACK; offset <= DAYS_AHEAD; offset += 1) {
      const date = addDays(activity.today, offset);
      const past = offset < 0;
      const [schedule] = await db
        .insert(dailySchedules)
        .values({
          orgId: activity.orgId,
          date,
          departmentId: unit.id,
          typeId: type.id,
          state: past ? "finalized" : "draft",
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
        })
        .onConflictDoNothing()
        .returning();
      if (!schedule) continue;
      // Two days ahead and later the census rows wait to be counted.
      const counted = offset <= 1;
      const rows = predefined.map((name, position) => {
        const figures = censusFigures({
          ...acuityMix(random, counted ? base + Math.floor(random() * 7) - position * 2 : 0),
          censusBySpecialty: [],
        });
        return { name, position, time: starts[position]?.startTime ?? null, dayOffset: 0, ...figures };
      });
      await db.insert(censusRows).values(
        rows.map((row, index) => {
          const shift = starts.find((candidate) => censusRowForShift(rows, candidate.startTime) === index);
          return {
            orgId: activity.orgId,
            dailyScheduleId: schedule.id,
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
          };
        }),
      );
    }
  }
}
