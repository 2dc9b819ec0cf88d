import { memo } from "react";
import { useFormatter } from "../../../../lib/formatter-context";
import { renderProbe } from "../../../../lib/scheduling/render-probe";
import type { GridColumn } from "../../lib/grid-model";
import type { TotalsLine } from "../../lib/totals";

/**
 * Per-day staffing against the need, one line per job type group and shift type (spec 2 §5); a day
 * the imbalance validator reports is marked. Sticky at the bottom of the grid.
 */
export const TotalsBlock = memo(function TotalsBlock(props: {
  lines: readonly TotalsLine[];
  labels: ReadonlyMap<string, string>;
  imbalance: ReadonlyMap<string, ReadonlySet<string>>;
  columns: readonly GridColumn[];
  offsets: readonly number[];
  firstColumn: number;
  lastColumn: number;
}) {
  renderProbe.totals();
  const formatter = useFormatter();
  const { lines, labels, imbalance, columns, offsets, firstColumn, lastColumn } = props;
  return (
    <div className="totals" role="rowgroup">
      {lines.map((line) => {
        const wrong = imbalance.get(line.key);
        const cells = [];
        for (let index = firstColumn; index <= lastColumn; index += 1) {
          const column = columns[index];
          if (column === undefined || column.kind !== "day") continue;
          const count = line.counts.get(column.date) ?? 0;
          const off = wrong?.has(column.date) ?? false;
          cells.push(
            <div
              key={column.date}
              role="gridcell"
              className={off ? "total off" : "total"}
              style={{ left: offsets[index] ?? 0 }}
              data-total={`${line.key}:${column.date}`}
            >
              {formatter.hours(count)}/{formatter.hours(line.need)}
            </div>,
          );
        }
        return (
          <div key={line.key} role="row" className="totals-line">
            <div role="rowheader" className="name">
              {labels.get(line.key) ?? line.key}
            </div>
            {cells}
          </div>
        );
      })}
    </div>
  );
});
