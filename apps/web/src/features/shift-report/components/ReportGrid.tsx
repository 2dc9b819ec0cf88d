/**
 * The report grid (M-003): AG Grid Community's infinite row model asking the server block by block
 * (500 rows a block, at most 20 kept). The state is the source of truth: columns, widths, order
 * and sort come from it, and every change the person makes in the grid goes back into it.
 */
import { useTheme } from "@mui/material/styles";
import { REPORT_BLOCK_SIZE, REPORT_MAX_BLOCKS, type ReportField } from "@rosterly/contract";
import {
  type ColDef,
  type ColumnMovedEvent,
  type ColumnResizedEvent,
  CellStyleModule,
  type IDatasource,
  InfiniteRowModelModule,
  ModuleRegistry,
  type SortChangedEvent,
  themeQuartz,
  type ValueFormatterParams,
} from "ag-grid-community";
import { AgGridReact } from "ag-grid-react";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../lib/formatter-context";
import { fetchReportBlock } from "../api/report-api";
import { isSortable, type ReportSortModel, type ReportState, widthOf } from "../lib/report-state";
import { rowToWire } from "../lib/report-rows";

// Sorting, moving and resizing columns are part of the grid's core; the row model and cell classes
// (right-aligned numbers) are modules.
ModuleRegistry.registerModules([InfiniteRowModelModule, CellStyleModule]);

type Cell = ValueFormatterParams<ReportRowData>;
export type ReportRowData = Record<ReportField, unknown> & { id: number };

export interface ReportGridProps {
  state: ReportState;
  fields: readonly ReportField[];
  /** The filters and order as query parameters: a new query starts the grid over. */
  query: string;
  onSortChange: (sort: ReportSortModel) => void;
  onColumnResized: (colId: ReportField, width: number) => void;
  onColumnsMoved: (order: ReportField[]) => void;
  onCount: (count: number | null) => void;
  onLoadFailed: () => void;
}

export function ReportGrid(props: ReportGridProps) {
  const { state, fields, query, onSortChange, onColumnResized, onColumnsMoved, onCount, onLoadFailed } =
    props;
  const { t } = useTranslation();
  const formatter = useFormatter();
  const muiTheme = useTheme();
  const theme = useMemo(
    () =>
      themeQuartz.withParams({
        fontFamily: "inherit",
        fontSize: 14,
        accentColor: muiTheme.palette.primary.main,
        foregroundColor: muiTheme.palette.text.primary,
        headerFontWeight: 600,
        borderRadius: 0,
        wrapperBorderRadius: 0,
      }),
    [muiTheme],
  );

  const columnDefs = useMemo((): ColDef<ReportRowData>[] => {
    const yesNo = (cell: Cell) =>
      cell.value === true
        ? t("shiftReport.values.yes")
        : cell.value === false
          ? t("shiftReport.values.no")
          : "";
    const formatOf = (field: ReportField): ((cell: Cell) => string) | undefined => {
      switch (field) {
        case "date":
        case "payroll_date":
          return (cell) => (typeof cell.value === "string" ? formatter.date(cell.value, "chip") : "");
        case "start_time":
        case "end_time":
          return (cell) => (typeof cell.value === "string" ? cell.value.slice(0, 5) : "");
        case "total_hours":
        case "overtime_hours":
          return (cell) => (typeof cell.value === "number" ? formatter.hours(cell.value) : "");
        case "canceled":
        case "overtime":
        case "sitter":
          return yesNo;
        case "working":
          return (cell) =>
            typeof cell.value === "string" ? t(`shiftReport.values.${cell.value as "on_duty"}`) : "";
        case "flags":
          return (cell) => (Array.isArray(cell.value) ? cell.value.join(", ") : "");
        default:
          return undefined;
      }
    };
    return fields.map((field) => {
      const sortIndex = state.sort.findIndex((s) => s.colId === field);
      return {
        colId: field,
        field,
        headerName: t(`shiftReport.columns.${field}`),
        width: widthOf(state, field),
        minWidth: 80,
        sortable: isSortable(field),
        sort: sortIndex >= 0 ? (state.sort[sortIndex]?.sort ?? null) : null,
        sortIndex: sortIndex >= 0 ? sortIndex : null,
        valueFormatter: formatOf(field),
        type: field === "total_hours" || field === "overtime_hours" ? "rightAligned" : undefined,
      };
    });
  }, [fields, state, t, formatter]);

  // A block asked for under earlier criteria can answer after the current ones: its count and its
  // failure belong to a report no longer shown.
  const current = useRef<IDatasource | null>(null);
  const datasource = useMemo((): IDatasource => {
    const source: IDatasource = {
      getRows: (params) => {
        onCount(null);
        fetchReportBlock(new URLSearchParams(query), params).then(
          (page) => {
            if (current.current === source) onCount(page.count);
            params.successCallback(page.rows.map(rowToWire), page.count);
          },
          () => {
            params.failCallback();
            if (current.current === source) onLoadFailed();
          },
        );
      },
    };
    return source;
  }, [query, onCount, onLoadFailed]);
  useEffect(() => {
    current.current = datasource;
  }, [datasource]);

  const sortChanged = (event: SortChangedEvent<ReportRowData>) => {
    const sort = event.api
      .getColumnState()
      .filter((column) => column.sort)
      .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
      .map((column) => ({ colId: column.colId as ReportField, sort: column.sort as "asc" | "desc" }))
      .filter((entry): entry is ReportSortModel[number] => isSortable(entry.colId));
    onSortChange(sort);
  };
  const resized = (event: ColumnResizedEvent<ReportRowData>) => {
    if (!event.finished || event.column === null) return;
    onColumnResized(event.column.getColId() as ReportField, Math.round(event.column.getActualWidth()));
  };
  const moved = (event: ColumnMovedEvent<ReportRowData>) => {
    if (!event.finished) return;
    onColumnsMoved(event.api.getColumnState().map((column) => column.colId as ReportField));
  };

  return (
    <AgGridReact<ReportRowData>
      theme={theme}
      rowModelType="infinite"
      datasource={datasource}
      cacheBlockSize={REPORT_BLOCK_SIZE}
      maxBlocksInCache={REPORT_MAX_BLOCKS}
      infiniteInitialRowCount={1}
      maxConcurrentDatasourceRequests={2}
      columnDefs={columnDefs}
      getRowId={(params) => String(params.data.id)}
      onSortChanged={sortChanged}
      onColumnResized={resized}
      onColumnMoved={moved}
      multiSortKey="ctrl"
      suppressDragLeaveHidesColumns
      ensureDomOrder
    />
  );
}
