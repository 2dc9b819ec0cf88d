/**
 * ImbalanceValidator (G-004, Z-007): per job type group, shift type and date of the period, the
 * staff-hours of working, non-sitter shifts in the schedule's department divided by the shift type's
 * hours, rounded to one decimal, must equal the staff needed; under- and over-staffing are both
 * errors. Groups come from the department's `staffNeeded`; a job type in no department group falls
 * back to its own `staffNeeded`. No requirement configured means valid. A shift type without hours
 * cannot give a ratio and is left unchecked.
 *
 * Incremental: one cell per (group, shift type) holds integer staff-minutes per day, so a shift
 * change adjusts and re-checks only the cells and dates it touches.
 */
import type { JobTypeInfo, StaffNeededGroup } from "../types.ts";
import { indexFlags } from "../working-status.ts";
import { type PreparedShift, prepareShifts } from "./prepare.ts";
import { type DayRange, inRange, roundToTenth, sortedDates, toDayRange } from "./support.ts";
import type { ImbalanceEntry, ImbalanceErrors, ValidationInput } from "./types.ts";

export type ImbalanceInput = Pick<
  ValidationInput,
  "period" | "departmentId" | "shifts" | "users" | "flags" | "shiftTypes" | "jobTypes" | "staffNeeded"
>;

interface Cell {
  readonly shiftTypeId: number;
  readonly need: number;
  readonly typeMinutes: number;
  readonly staffMinutes: Float64Array;
  readonly inError: Uint8Array;
  readonly pendingDays: Set<number>;
  dates: readonly string[] | null;
}

interface Group {
  readonly jobTypes: readonly number[];
  readonly cells: readonly Cell[];
}

/** Department groups, then one group per job type left out of them that has its own staffNeeded. */
export function staffingGroups(
  departmentGroups: readonly StaffNeededGroup[],
  jobTypes: readonly JobTypeInfo[],
): StaffNeededGroup[] {
  const covered = new Set(departmentGroups.flatMap((group) => group.jobTypes));
  const fallbacks = jobTypes.flatMap((jobType) =>
    covered.has(jobType.id) || !jobType.staffNeeded
      ? []
      : [{ jobTypes: [jobType.id], shiftTypes: jobType.staffNeeded }],
  );
  return [...departmentGroups, ...fallbacks];
}

export class ImbalanceEngine {
  private readonly groups: Group[] = [];
  private readonly cellsByJobType = new Map<number, Map<number, Cell[]>>();
  private readonly jobTypeByUser = new Map<number, number>();
  private readonly pendingCells = new Set<Cell>();
  private published: ImbalanceErrors = [];
  private stale = false;

  constructor(
    private readonly range: DayRange,
    private readonly departmentId: number | null,
    input: Pick<ImbalanceInput, "users" | "shiftTypes" | "jobTypes" | "staffNeeded">,
  ) {
    const days = Math.max(0, range.last - range.first + 1);
    const typeMinutes = new Map(input.shiftTypes.map((type) => [type.id, Math.round(type.hours * 60)]));
    for (const user of input.users)
      if (user.jobTypeId !== null) this.jobTypeByUser.set(user.id, user.jobTypeId);
    for (const config of staffingGroups(input.staffNeeded, input.jobTypes)) {
      const cells = buildCells(config, typeMinutes, days);
      this.groups.push({ jobTypes: [...config.jobTypes], cells });
      for (const cell of cells) {
        this.pendingCells.add(cell);
        for (let i = 0; i < days; i += 1) cell.pendingDays.add(i);
        for (const jobTypeId of new Set(config.jobTypes))
          this.cellsFor(jobTypeId, cell.shiftTypeId).push(cell);
      }
    }
  }

  add(shift: PreparedShift): void {
    this.adjust(shift, shift.minutes);
  }

  remove(shift: PreparedShift): void {
    this.adjust(shift, -shift.minutes);
  }

  errors(): ImbalanceErrors {
    for (const cell of this.pendingCells) {
      for (const i of cell.pendingDays) {
        const wrong = roundToTenth((cell.staffMinutes[i] ?? 0) / cell.typeMinutes) !== cell.need ? 1 : 0;
        if (wrong === cell.inError[i]) continue;
        cell.inError[i] = wrong;
        cell.dates = null;
        this.stale = true;
      }
      cell.pendingDays.clear();
    }
    this.pendingCells.clear();
    if (this.stale) this.publish();
    return this.published;
  }

  private adjust(shift: PreparedShift, delta: number): void {
    if (shift.sitter || shift.departmentId !== this.departmentId || !inRange(this.range, shift.day)) return;
    const jobTypeId = this.jobTypeByUser.get(shift.userId);
    const cells = jobTypeId === undefined ? undefined : this.cellsByJobType.get(jobTypeId)?.get(shift.typeId);
    if (!cells) return;
    const index = shift.day - this.range.first;
    for (const cell of cells) {
      cell.staffMinutes[index] = (cell.staffMinutes[index] ?? 0) + delta;
      cell.pendingDays.add(index);
      this.pendingCells.add(cell);
    }
  }

  private cellsFor(jobTypeId: number, shiftTypeId: number): Cell[] {
    let byShiftType = this.cellsByJobType.get(jobTypeId);
    if (!byShiftType) {
      byShiftType = new Map();
      this.cellsByJobType.set(jobTypeId, byShiftType);
    }
    let cells = byShiftType.get(shiftTypeId);
    if (!cells) {
      cells = [];
      byShiftType.set(shiftTypeId, cells);
    }
    return cells;
  }

  private publish(): void {
    const entries: ImbalanceEntry[] = [];
    for (const group of this.groups) {
      const shiftTypes: Record<string, readonly string[]> = {};
      let any = false;
      for (const cell of group.cells) {
        cell.dates ??= sortedDates(errorDays(cell, this.range.first));
        if (cell.dates.length === 0) continue;
        shiftTypes[String(cell.shiftTypeId)] = cell.dates;
        any = true;
      }
      if (any) entries.push({ job_types: group.jobTypes, shift_types: shiftTypes });
    }
    this.published = entries;
    this.stale = false;
  }
}

function buildCells(
  config: StaffNeededGroup,
  typeMinutes: ReadonlyMap<number, number>,
  days: number,
): Cell[] {
  const cells: Cell[] = [];
  for (const [key, need] of Object.entries(config.shiftTypes)) {
    const shiftTypeId = Number(key);
    const minutes = typeMinutes.get(shiftTypeId) ?? 0;
    if (!Number.isFinite(need) || minutes <= 0) continue;
    cells.push({
      shiftTypeId,
      need: roundToTenth(need),
      typeMinutes: minutes,
      staffMinutes: new Float64Array(days),
      inError: new Uint8Array(days),
      pendingDays: new Set(),
      dates: null,
    });
  }
  return cells;
}

function errorDays(cell: Cell, firstDay: number): number[] {
  const days: number[] = [];
  cell.inError.forEach((wrong, i) => {
    if (wrong) days.push(firstDay + i);
  });
  return days;
}

export function validateImbalance(input: ImbalanceInput): ImbalanceErrors {
  const engine = new ImbalanceEngine(toDayRange(input.period), input.departmentId, input);
  for (const shift of prepareShifts(input.shifts, indexFlags(input.flags))) engine.add(shift);
  return engine.errors();
}
