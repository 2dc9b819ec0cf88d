/**
 * A deterministic, realistic department for benchmarks: 150 staff (70 RN, 10 CHG on 12 h shifts;
 * 25 LVN, 45 CNA on 8 h shifts; full-time, part-time and per diem) over a 56-day
 * period starting Sunday 2026-03-01 (so it spans the 2026-03-08 DST change), 12 h day/night and 8 h
 * shifts, on-call shifts, some canceled/given-away/swapped/available/non-working shifts, sitters,
 * floats to another department, events, staff needed and consecutive-shift rules. Shifts are
 * generated for 7 days either side of the period, as the schedule screen fetches them. Edits to
 * replay against it are in bench-edits.ts.
 */
import { addDays, type LocalDate } from "../time/index.ts";
import type { ScheduleEvent, ScheduleShift, StaffMember } from "./types.ts";
import type { ValidationInput } from "./validators/index.ts";

export const BENCH_DEPARTMENT_ID = 10;
const OTHER_DEPARTMENT_ID = 11;
const JOB = { RN: 1, LVN: 2, CNA: 3, CHG: 4 } as const;
const STATUS = { FT: 1, PT: 2, PD: 3 } as const;
export const BENCH_SHIFT_TYPES = { D12: 1, N12: 2, D8: 3, E8: 4, N8: 5, OC: 6 } as const;
export const BENCH_SHIFT_TIMES: Record<number, readonly [string, string]> = {
  [BENCH_SHIFT_TYPES.D12]: ["07:00:00", "19:00:00"],
  [BENCH_SHIFT_TYPES.N12]: ["19:00:00", "07:00:00"],
  [BENCH_SHIFT_TYPES.D8]: ["07:00:00", "15:00:00"],
  [BENCH_SHIFT_TYPES.E8]: ["15:00:00", "23:00:00"],
  [BENCH_SHIFT_TYPES.N8]: ["23:00:00", "07:00:00"],
  [BENCH_SHIFT_TYPES.OC]: ["19:00:00", "07:00:00"],
};
const FLAG = { FLOAT: 1, LOW_CENSUS: 2, EDUCATION: 3 } as const;

export interface BenchOptions {
  readonly staff?: number;
  readonly days?: number;
  readonly startOn?: LocalDate;
  readonly seed?: number;
}

/** A small seeded PRNG (mulberry32): the same seed always gives the same department. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface BenchStaff extends StaffMember {
  readonly twelveHour: boolean;
  readonly shiftsPerWeek: number;
}

function staffMix(index: number, random: () => number): BenchStaff {
  const share = index % 30;
  const jobTypeId = share < 14 ? JOB.RN : share < 16 ? JOB.CHG : share < 21 ? JOB.LVN : JOB.CNA;
  const twelveHour = jobTypeId === JOB.RN || jobTypeId === JOB.CHG;
  const roll = random();
  const jobStatusId = roll < 0.7 ? STATUS.FT : roll < 0.9 ? STATUS.PT : STATUS.PD;
  const weeklyHours = jobStatusId === STATUS.PD ? 0 : jobStatusId === STATUS.PT ? 24 : twelveHour ? 36 : 40;
  const shiftsPerWeek = jobStatusId === STATUS.PD ? 2.5 : Math.round(weeklyHours / (twelveHour ? 12 : 8));
  return { id: 1000 + index, jobTypeId, jobStatusId, weeklyHours, twelveHour, shiftsPerWeek };
}

/** Days of one week a person works: their weekly count, now and then one more or one fewer. */
function weekPattern(perWeek: number, random: () => number): Set<number> {
  const base = Math.floor(perWeek) + (random() < perWeek % 1 ? 1 : 0);
  const wanted = base + (random() < 0.08 ? 1 : 0) - (random() < 0.05 ? 1 : 0);
  const free = [0, 1, 2, 3, 4, 5, 6];
  const worked = new Set<number>();
  while (worked.size < wanted && free.length > 0) {
    for (const day of free.splice(Math.floor(random() * free.length), 1)) worked.add(day);
  }
  return worked;
}

/** One shift of the fixture's department, with the fixture's mix of statuses and flags. */
export function makeBenchShift(
  id: number,
  assigneeId: number,
  date: LocalDate,
  typeId: number,
  random: () => number,
): ScheduleShift {
  const [startTime, endTime] = BENCH_SHIFT_TIMES[typeId] ?? ["07:00:00", "19:00:00"];
  const roll = random();
  return {
    id,
    date,
    payrollDate: date,
    typeId,
    departmentId: random() < 0.03 ? OTHER_DEPARTMENT_ID : BENCH_DEPARTMENT_ID,
    assigneeId,
    startTime,
    endTime,
    flags: roll < 0.03 ? [FLAG.LOW_CENSUS] : roll < 0.06 ? [FLAG.FLOAT] : roll < 0.08 ? [FLAG.EDUCATION] : [],
    onCall: typeId === BENCH_SHIFT_TYPES.OC,
    available: roll > 0.98,
    canceled: roll > 0.96 && roll <= 0.98,
    giveaway: roll > 0.95 && roll <= 0.96,
    swapped: roll > 0.94 && roll <= 0.95,
    sitter: random() < 0.01,
  };
}

/** The department as validator input, period shifts plus 7 days either side. */
export function generateBenchDepartment(options: BenchOptions = {}): ValidationInput {
  const { staff = 150, days = 56, startOn = "2026-03-01", seed = 42 } = options;
  const random = seededRandom(seed);
  const users = Array.from({ length: staff }, (_, i) => staffMix(i, random));
  const shifts: ScheduleShift[] = [];
  const events: ScheduleEvent[] = [];
  for (const user of users) {
    const vacation = new Set<LocalDate>();
    if (random() < 0.8) {
      const first = Math.floor(random() * (days - 5));
      const dates = Array.from({ length: 1 + Math.floor(random() * 4) }, (_, i) =>
        addDays(startOn, first + i),
      );
      for (const date of dates) vacation.add(date);
      const state = random() < 0.8 ? "approved" : "pending_scheduler_approval";
      events.push({ id: events.length + 1, assigneeId: user.id, dates, state });
    }
    if (random() < 0.3) {
      const date = addDays(startOn, Math.floor(random() * days));
      events.push({
        id: events.length + 1,
        assigneeId: user.id,
        dates: [date],
        startTime: "09:00:00",
        endTime: "13:00:00",
      });
    }
    const homeTypes = user.twelveHour
      ? [BENCH_SHIFT_TYPES.D12, BENCH_SHIFT_TYPES.N12]
      : [BENCH_SHIFT_TYPES.D8, BENCH_SHIFT_TYPES.E8, BENCH_SHIFT_TYPES.N8];
    const homeType = homeTypes[Math.floor(random() * homeTypes.length)] ?? BENCH_SHIFT_TYPES.D12;
    for (let week = -1; week * 7 < days + 7; week += 1) {
      const pattern = weekPattern(user.shiftsPerWeek, random);
      for (let weekday = 0; weekday < 7; weekday += 1) {
        const date = addDays(startOn, week * 7 + weekday);
        if (pattern.has(weekday) && !vacation.has(date)) {
          const typeId =
            random() < 0.9 ? homeType : (homeTypes[Math.floor(random() * homeTypes.length)] ?? homeType);
          shifts.push(makeBenchShift(shifts.length + 1, user.id, date, typeId, random));
        } else if (random() < 0.15) {
          shifts.push(makeBenchShift(shifts.length + 1, user.id, date, BENCH_SHIFT_TYPES.OC, random));
        }
      }
    }
  }
  return {
    period: { startOn, endOn: addDays(startOn, days - 1) },
    departmentId: BENCH_DEPARTMENT_ID,
    shifts,
    events,
    users: users.map(({ id, jobTypeId, jobStatusId, weeklyHours }) => ({
      id,
      jobTypeId,
      jobStatusId,
      weeklyHours,
    })),
    shiftTypes: Object.values(BENCH_SHIFT_TYPES).map((id) => ({
      id,
      hours:
        id === BENCH_SHIFT_TYPES.D12 || id === BENCH_SHIFT_TYPES.N12 || id === BENCH_SHIFT_TYPES.OC ? 12 : 8,
    })),
    jobTypes: [
      { id: JOB.RN, staffNeeded: null },
      { id: JOB.LVN, staffNeeded: null },
      { id: JOB.CNA, staffNeeded: null },
      { id: JOB.CHG, staffNeeded: { [BENCH_SHIFT_TYPES.D12]: 1, [BENCH_SHIFT_TYPES.N12]: 1 } },
    ],
    jobStatuses: [
      { id: STATUS.FT, minShiftSettings: { countRules: { weekend: [{ count: 4 }] } } },
      { id: STATUS.PT, minShiftSettings: { countRules: { weekend: [{ count: 2 }] } } },
      { id: STATUS.PD, minShiftSettings: null },
    ],
    flags: [
      { id: FLAG.FLOAT, working: true, commitment: true, productivity: true },
      { id: FLAG.LOW_CENSUS, working: false, commitment: false, productivity: false },
      { id: FLAG.EDUCATION, working: true, commitment: true, productivity: false },
    ],
    staffNeeded: [
      {
        jobTypes: [JOB.RN, JOB.CHG],
        shiftTypes: { [BENCH_SHIFT_TYPES.D12]: 15, [BENCH_SHIFT_TYPES.N12]: 15 },
      },
      {
        jobTypes: [JOB.LVN],
        shiftTypes: { [BENCH_SHIFT_TYPES.D8]: 6, [BENCH_SHIFT_TYPES.E8]: 5, [BENCH_SHIFT_TYPES.N8]: 4 },
      },
      {
        jobTypes: [JOB.CNA],
        shiftTypes: { [BENCH_SHIFT_TYPES.D8]: 10, [BENCH_SHIFT_TYPES.E8]: 9, [BENCH_SHIFT_TYPES.N8]: 8 },
      },
    ],
    consecutiveShifts: [
      { jobTypes: [JOB.RN, JOB.CHG], shiftTypes: { [BENCH_SHIFT_TYPES.D12]: 3, [BENCH_SHIFT_TYPES.N12]: 3 } },
      {
        jobTypes: [JOB.LVN, JOB.CNA],
        shiftTypes: { [BENCH_SHIFT_TYPES.D8]: 5, [BENCH_SHIFT_TYPES.E8]: 5, [BENCH_SHIFT_TYPES.N8]: 5 },
      },
    ],
  };
}
