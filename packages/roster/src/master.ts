/**
 * The restricted master problem of column generation, kept in one persistent HiGHS model so that columns
 * accumulate across rounds. A column is one whole feasible row for one staff member; rows 0..S-1 pick one
 * column per staff member, rows S.. are the cover of each (day, shift type) with under- and over-cover
 * slack at the cover weights. The linear relaxation gives the duals that price new rows; the integer
 * version picks the best roster made of the known rows.
 */
import type { Highs } from "highs";
import type { Assignment } from "./model.ts";
import { OFF } from "./model.ts";

export interface MasterCover {
  readonly S: number;
  readonly D: number;
  readonly T: number;
  /** Per (day, shift type), index d * T + t. */
  readonly requirement: Int32Array;
  readonly under: Int32Array;
  readonly over: Int32Array;
}

export interface MasterDuals {
  /** The relaxation's objective: a lower bound once no column prices out. */
  readonly objective: number;
  /** Per staff member: the dual of "one row each". */
  readonly staff: Float64Array;
  /** Per (day, shift type): the dual of its cover row. */
  readonly cover: Float64Array;
  /** Per column (in the order added): its value. */
  readonly values: Float64Array;
}

type HighsModel = ReturnType<Highs["createModel"]>;

export class RestrictedMaster {
  private readonly lp: HighsModel;
  private readonly K: number;
  /** Per column after the 2K slacks: its staff member and row. */
  private readonly columnStaff: number[] = [];
  private readonly columnRows: Int16Array[] = [];
  private readonly known: Set<string>[];
  private readonly fixed: number[] = [];
  private readonly barred = new Set<number>();

  constructor(
    private readonly highs: Highs,
    private readonly cover: MasterCover,
  ) {
    const { S, D, T } = cover;
    const K = (this.K = D * T);
    this.known = Array.from({ length: S }, () => new Set<string>());
    const rowBounds = new Float64Array(S + K);
    rowBounds.fill(1, 0, S);
    for (let k = 0; k < K; k++) rowBounds[S + k] = cover.requirement[k]!;
    // slack columns: under_k (+1 on cover row k), then over_k (-1)
    const starts = new Int32Array(2 * K + 1);
    const indices = new Int32Array(2 * K);
    const values = new Float64Array(2 * K);
    for (let j = 0; j < 2 * K; j++) {
      starts[j + 1] = j + 1;
      indices[j] = S + (j % K);
      values[j] = j < K ? 1 : -1;
    }
    const colCost = new Float64Array(2 * K);
    for (let k = 0; k < K; k++) {
      colCost[k] = cover.under[k]!;
      colCost[K + k] = cover.over[k]!;
    }
    this.lp = highs.createModel({
      numCols: 2 * K,
      numRows: S + K,
      colCost,
      colLower: new Float64Array(2 * K),
      colUpper: new Float64Array(2 * K).fill(highs.infinity),
      rowLower: rowBounds,
      rowUpper: rowBounds,
      matrix: { format: "csc", numRows: S + K, numCols: 2 * K, starts, indices, values },
    });
    this.lp.options.set({ output_flag: false });
  }

  get columns(): number {
    return this.columnStaff.length;
  }

  /** Adds staff member s's row with its request cost; false when the master has it already. */
  addColumn(s: number, row: ArrayLike<number>, cost: number): boolean {
    const key = Array.prototype.join.call(row, ",");
    const known = this.known[s]!;
    if (known.has(key)) return false;
    known.add(key);
    const { S, T } = this.cover;
    const indices = [s];
    for (let d = 0; d < row.length; d++) if (row[d]! !== OFF) indices.push(S + d * T + row[d]!);
    this.lp.addCol(cost, 0, 1, { indices, values: indices.map(() => 1) });
    this.columnStaff.push(s);
    this.columnRows.push(Int16Array.from(row));
    return true;
  }

  /** Solves the linear relaxation; null when HiGHS gives no optimal basis (time guard, numerical trouble). */
  solveRelaxation(timeLimitSeconds: number): MasterDuals | null {
    const { S } = this.cover;
    this.lp.clearIntegrality();
    this.lp.options.set({ time_limit: Math.max(0.01, timeLimitSeconds) });
    this.lp.zeroAllClocks();
    this.lp.run();
    if (this.lp.getModelStatus() !== this.highs.constants.modelStatus.optimal) return null;
    const { rowDual, colValue } = this.lp.getSolution();
    return {
      objective: this.lp.getObjectiveValue(),
      values: colValue.slice(2 * this.K),
      staff: rowDual.slice(0, S),
      cover: rowDual.slice(S, S + this.K),
    };
  }

  /**
   * The best roster made of known rows that keeps the fixed ones. Started from `start` when given (its
   * rows must all be columns, none of them barred or against a fixing), so never worse than it; null when
   * HiGHS returns nothing (e.g. its time guard fired before it found or read a roster).
   */
  solveInteger(
    start: Assignment | null,
    limits: { timeLimitSeconds: number; maxNodes: number },
  ): Assignment | null {
    const { S, D } = this.cover;
    const K = this.K;
    const n = this.columnStaff.length;
    const integer = this.highs.constants.variableType.integer;
    this.lp.changeColsIntegrality(
      { kind: "range", from: 2 * K, to: 2 * K + n - 1 },
      new Int32Array(n).fill(integer),
    );
    this.lp.options.set({
      time_limit: Math.max(0.01, limits.timeLimitSeconds),
      mip_max_nodes: limits.maxNodes,
      mip_rel_gap: 0,
    });
    if (start !== null) this.lp.setSolution({ colValue: this.startValues(start) });
    this.lp.zeroAllClocks();
    this.lp.run();
    const ok = this.lp.info.get("primal_solution_status") === this.highs.constants.solutionStatus.feasible;
    const value = ok ? this.lp.getSolution().colValue : null;
    this.lp.clearIntegrality();
    if (value === null) return null;
    const roster = new Int16Array(S * D).fill(OFF);
    const chosen = new Uint8Array(S);
    for (let j = 0; j < n; j++) {
      const s = this.columnStaff[j]!;
      if (value[2 * K + j]! > 0.5 && !chosen[s]) {
        chosen[s] = 1;
        roster.set(this.columnRows[j]!, s * D);
      }
    }
    return chosen.includes(0) ? null : roster;
  }

  /** Column values (slacks, then rows) of a roster whose rows are all known. */
  private startValues(start: Assignment): Float64Array {
    const { S, D, T } = this.cover;
    const K = this.K;
    const n = this.columnStaff.length;
    const startColumn = new Int32Array(S).fill(-1);
    for (let j = 0; j < n; j++) {
      const s = this.columnStaff[j]!;
      if (startColumn[s]! < 0 && sameRow(this.columnRows[j]!, start, s * D)) startColumn[s] = j;
    }
    if (startColumn.includes(-1)) throw new Error("the start roster has a row the master does not know");
    const colValue = new Float64Array(2 * K + n);
    const count = new Int32Array(K);
    for (let s = 0; s < S; s++) {
      colValue[2 * K + startColumn[s]!] = 1;
      for (let d = 0; d < D; d++) if (start[s * D + d]! !== OFF) count[d * T + start[s * D + d]!]!++;
    }
    for (let k = 0; k < K; k++) {
      const gap = this.cover.requirement[k]! - count[k]!;
      colValue[gap > 0 ? k : K + k] = Math.abs(gap);
    }
    return colValue;
  }

  /** The staff member and row of column j. */
  column(j: number): { readonly staff: number; readonly row: Int16Array } {
    return { staff: this.columnStaff[j]!, row: this.columnRows[j]! };
  }

  /** Forces column j into every solution (its staff member's other columns drop out). */
  fix(j: number): void {
    this.lp.changeColBounds(2 * this.K + j, 1, 1);
    this.fixed.push(j);
  }

  /** Undoes `fix(j)`. */
  unfix(j: number): void {
    this.lp.changeColBounds(2 * this.K + j, 0, 1);
    const at = this.fixed.lastIndexOf(j);
    if (at >= 0) this.fixed.splice(at, 1);
  }

  /** Keeps column j out of every solution until `unbarAll()` or `unfixAll()`. */
  bar(j: number): void {
    this.lp.changeColBounds(2 * this.K + j, 0, 0);
    this.barred.add(j);
  }

  unbarAll(): void {
    for (const j of this.barred) this.lp.changeColBounds(2 * this.K + j, 0, 1);
    this.barred.clear();
  }

  /** Undoes every `fix` and `bar`. */
  unfixAll(): void {
    for (const j of [...this.fixed, ...this.barred]) this.lp.changeColBounds(2 * this.K + j, 0, 1);
    this.fixed.length = 0;
    this.barred.clear();
  }

  dispose(): void {
    this.lp.dispose();
  }
}

function sameRow(row: Int16Array, roster: Assignment, offset: number): boolean {
  for (let d = 0; d < row.length; d++) if (row[d] !== roster[offset + d]) return false;
  return true;
}
