/** Helpers for the package's tests: where the benchmark lives, and tiny instances built in code. */
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseCurtois } from "./curtois/parse.ts";
import { findCurtoisDir } from "./bench.ts";
import { evaluate } from "./evaluate.ts";
import type { RosterModel, StaffMember } from "./model.ts";
import { OFF, emptyAssignment, weekendsFor } from "./model.ts";

export const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const REPO_DIR = resolve(PACKAGE_DIR, "../..");
/** The benchmark folder: $CURTOIS_DIR, else `../shared/bench/curtois` beside the repository. */
export const CURTOIS_DIR = process.env.CURTOIS_DIR ?? findCurtoisDir(REPO_DIR);

export const HAVE_CURTOIS = existsSync(resolve(CURTOIS_DIR, "Instance1.txt"));
export const CURTOIS_MISSING = `Curtois–Qu files not found in ${CURTOIS_DIR} (set CURTOIS_DIR); skipped`;

export function tinyInstance(): RosterModel {
  return parseCurtois(readFileSync(resolve(PACKAGE_DIR, "test-data/Tiny1.txt"), "utf8"), "Tiny1");
}

export function curtoisInstance(n: number): RosterModel {
  return parseCurtois(readFileSync(resolve(CURTOIS_DIR, `Instance${n}.txt`), "utf8"), `Instance${n}`);
}

/** One shift type "D" of 480 minutes, generous limits unless overridden. */
export function smallModel(
  days: number,
  staff: Partial<StaffMember>[],
  requirement: (d: number) => number,
  extra: Partial<RosterModel> = {},
): RosterModel {
  return {
    name: "small",
    days,
    weekends: weekendsFor(days),
    shifts: [{ id: "D", minutes: 480, cannotFollow: [] }],
    staff: staff.map((member, s) => ({
      id: `S${s}`,
      maxPerType: [days],
      minMinutes: 0,
      maxMinutes: days * 480,
      maxConsecutive: days,
      minConsecutive: 1,
      minConsecutiveOff: 1,
      maxWeekends: days,
      minWeekends: 0,
      daysOff: [],
      ...member,
    })),
    onRequests: [],
    offRequests: [],
    cover: Array.from({ length: days }, (_, d) => ({
      day: d,
      shift: 0,
      requirement: requirement(d),
      underWeight: 100,
      overWeight: 1,
    })),
    pins: [],
    ...extra,
  };
}

/**
 * One staff member under run rules (at most 4 days in a row, at least 2, at least 2 days off between
 * runs) who works between `minShifts` and `maxShifts` shifts of the one type over `days` days.
 */
export function runRulesModel(days: number, minShifts: number, maxShifts: number): RosterModel {
  return smallModel(
    days,
    [
      {
        maxConsecutive: 4,
        minConsecutive: 2,
        minConsecutiveOff: 2,
        minMinutes: minShifts * 480,
        maxMinutes: maxShifts * 480,
      },
    ],
    () => 1,
  );
}

/** Uneven cell costs, as cover gives: on some days a shift pays, on others it costs. */
export const unevenCost = (d: number, value: number): number => (value === OFF ? 0 : ((d * 7) % 11) - 5);

/** Every roster of a one-shift model, by brute force: the optimum over the feasible ones. */
export function bruteForceOptimum(model: RosterModel): number {
  const cells = model.staff.length * model.days;
  let best = Number.POSITIVE_INFINITY;
  const assignment = emptyAssignment(model);
  for (let mask = 0; mask < 1 << cells; mask++) {
    for (let i = 0; i < cells; i++) assignment[i] = mask & (1 << i) ? 0 : OFF;
    const result = evaluate(model, assignment);
    if (result.feasible && result.objective < best) best = result.objective;
  }
  return best;
}
