import { memo, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../../lib/formatter-context";
import { renderProbe } from "../../../../lib/scheduling/render-probe";
import { sentence } from "../../lib/cell-text";
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
  /** The aria-rowindex of the first totals line (after the header and every staff row). */
  firstRowIndex: number;
}) {
  renderProbe.totals();
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { lines, labels, imbalance, columns, offsets, firstColumn, lastColumn } = props;
  // Translated once per language, not per cell: a grid shows a few hundred totals.
  const words = useMemo(() => {
    const values = ["count", "need"] as const;
    return {
      name: sentence(values, (marks) => t("scheduleGrid.total.name", marks)),
      over: sentence(values, (marks) => t("scheduleGrid.total.over", marks)),
      under: sentence(values, (marks) => t("scheduleGrid.total.under", marks)),
    };
  }, [t]);
  return (
    <div className="totals" role="rowgroup">
      {lines.map((line, lineIndex) => {
        const wrong = imbalance.get(line.key);
        const cells = [];
        for (let index = firstColumn; index <= lastColumn; index += 1) {
          const column = columns[index];
          if (column === undefined || column.kind !== "day") continue;
          const count = line.counts.get(column.date) ?? 0;
          const off = wrong?.has(column.date) ?? false;
          // Which way a day is off, in a mark and in words, not in the colour alone.
          const direction = !off ? null : count > line.need ? "over" : "under";
          const values = { count: formatter.hours(count), need: formatter.hours(line.need) };
          cells.push(
            <div
              key={column.date}
              role="gridcell"
              aria-colindex={index + 2}
              className={direction ? `total off ${direction}` : "total"}
              style={{ left: offsets[index] ?? 0 }}
              data-total={`${line.key}:${column.date}`}
            >
              <span aria-hidden>
                {direction === "over" && <span className="direction">▲</span>}
                {direction === "under" && <span className="direction">▼</span>}
                {values.count}/{values.need}
              </span>
              <span className="sr-only">{words[direction ?? "name"](values)}</span>
            </div>,
          );
        }
        return (
          <div
            key={line.key}
            role="row"
            aria-rowindex={props.firstRowIndex + lineIndex}
            className="totals-line"
          >
            <div role="rowheader" aria-colindex={1} className="name">
              {labels.get(line.key) ?? line.key}
            </div>
            {cells}
          </div>
        );
      })}
    </div>
  );
});
