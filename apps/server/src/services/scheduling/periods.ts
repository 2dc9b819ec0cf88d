import { periodContaining } from "@rosterly/domain/schedule";
import { addDays, type LocalDate } from "@rosterly/domain/time";
import type { Executor } from "../../db/client";
import { departmentsOf } from "../../repositories/scheduling-config";
import {
  findScheduleByStart,
  insertMissingSchedules,
  type NewSchedule,
  type ScheduleRow,
} from "../../repositories/schedules";
import type { OrgScheduling } from "./org-scheduling";

/** Y-016: the current period and this many after it always exist for every scheduling department. */
export const PERIODS_AHEAD = 2;

function newSchedule(org: OrgScheduling, departmentId: number, date: LocalDate, now: Date): NewSchedule {
  const period = periodContaining(date, org.initialStartDate, org.periodDays);
  return {
    orgId: org.orgId,
    departmentId,
    startOn: period.startOn,
    endOn: period.endOn,
    createdOn: now,
    modifiedOn: now,
  };
}

/**
 * The department's schedule for the period containing `date`, created in `initial` on first use
 * (Y-016). A concurrent creator is harmless: the unique (department, start) key keeps one row.
 */
export async function scheduleFor(
  db: Executor,
  org: OrgScheduling,
  departmentId: number,
  date: LocalDate,
  now: Date,
): Promise<ScheduleRow> {
  const wanted = newSchedule(org, departmentId, date, now);
  const existing = await findScheduleByStart(db, departmentId, wanted.startOn);
  if (existing) return existing;
  const [created] = await insertMissingSchedules(db, [wanted]);
  const row = created ?? (await findScheduleByStart(db, departmentId, wanted.startOn));
  if (!row)
    throw new Error(`schedule for department ${departmentId} at ${wanted.startOn} could not be created`);
  return row;
}

/** Finds each (department, period) once per request: a bulk write touches few periods many times. */
export class ScheduleLookup {
  private readonly byKey = new Map<string, Promise<ScheduleRow>>();

  constructor(
    private readonly db: Executor,
    private readonly org: OrgScheduling,
    private readonly now: Date,
  ) {}

  forDate(departmentId: number, date: LocalDate): Promise<ScheduleRow> {
    const { startOn } = periodContaining(date, this.org.initialStartDate, this.org.periodDays);
    const key = `${departmentId}:${startOn}`;
    let found = this.byKey.get(key);
    if (!found) {
      found = scheduleFor(this.db, this.org, departmentId, date, this.now);
      this.byKey.set(key, found);
    }
    return found;
  }
}

/**
 * Creates the missing current and next periods of every department of the organisation that takes
 * part in scheduling; answers the new rows.
 */
export async function ensureOrgPeriodsAhead(
  db: Executor,
  org: OrgScheduling,
  today: LocalDate,
  now: Date,
): Promise<ScheduleRow[]> {
  const departments = (await departmentsOf(db, org.orgId)).filter(
    (department) => department.partakeInScheduling && !department.obsolete,
  );
  return ensurePeriodsAhead(
    db,
    org,
    departments.map((department) => department.id),
    today,
    now,
  );
}

/** Creates the missing current and next periods of the departments; answers the new rows. */
export async function ensurePeriodsAhead(
  db: Executor,
  org: OrgScheduling,
  departmentIds: readonly number[],
  today: LocalDate,
  now: Date,
): Promise<ScheduleRow[]> {
  const wanted: NewSchedule[] = [];
  for (const departmentId of departmentIds) {
    let date = today;
    for (let i = 0; i <= PERIODS_AHEAD; i += 1) {
      const next = newSchedule(org, departmentId, date, now);
      wanted.push(next);
      date = addDays(next.endOn, 1);
    }
  }
  return insertMissingSchedules(db, wanted);
}
