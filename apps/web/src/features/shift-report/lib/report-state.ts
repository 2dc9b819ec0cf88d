/**
 * The report's state (M-006, M-009): filters, sort, side panel, column widths, order and
 * visibility, as a template stores it; the query it sends; and the templates kept in the profile's
 * schedule preferences. Pure: the components hold the state, this module decides about it.
 */
import {
  REPORT_FIELDS,
  REPORT_SORT_FIELDS,
  type ReportField,
  type ReportSortField,
} from "@rosterly/contract";
import { addDays } from "@rosterly/domain/time";
import { capReportRange, REPORT_MAX_RANGE_DAYS } from "@rosterly/domain/reports";
import { z } from "zod";

const field = z.enum(REPORT_FIELDS);
const sortField = z.enum(REPORT_SORT_FIELDS);
const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ids = z.array(z.number().int().positive()).max(1000);

const dateFilter = z.discriminatedUnion("type", [
  z.object({ filterType: z.literal("date"), type: z.literal("equals"), dateFrom: localDate }),
  z.object({
    filterType: z.literal("date"),
    type: z.literal("inRange"),
    dateFrom: localDate,
    dateTo: localDate,
  }),
]);
export type DateFilter = z.infer<typeof dateFilter>;
const setFilter = z.object({ filterType: z.literal("set"), values: ids });
const booleanFilter = z.object({ filterType: z.literal("boolean"), value: z.boolean() });

/** The filters by column (the grid's filterModel); the name filter only "contains" (M-005). */
export const reportFilterModel = z.object({
  full_name: z
    .object({ filterType: z.literal("text"), type: z.literal("contains"), filter: z.string().max(100) })
    .optional(),
  date: dateFilter,
  payroll_date: dateFilter.optional(),
  department: setFilter.optional(),
  flags: setFilter.optional(),
  job_status: setFilter.optional(),
  job_type: setFilter.optional(),
  shift_type: setFilter.optional(),
  canceled: booleanFilter.optional(),
  overtime: booleanFilter.optional(),
  working: booleanFilter.optional(),
});
export type ReportFilterModel = z.infer<typeof reportFilterModel>;
export type SetFilterField = "department" | "flags" | "job_status" | "job_type" | "shift_type";
export type BooleanFilterField = "canceled" | "overtime" | "working";

const toolPanel = z.enum(["columns", "filters"]);
export const reportState = z.object({
  filter: reportFilterModel,
  sort: z.array(z.object({ colId: sortField, sort: z.enum(["asc", "desc"]) })).max(5),
  sideBar: z.object({
    visible: z.boolean(),
    position: z.enum(["left", "right"]),
    openToolPanel: toolPanel.nullable(),
    toolPanels: z.object({
      columns: z.object({ expandedGroupIds: z.array(z.string()) }),
      filters: z.object({ expandedGroupIds: z.array(z.string()), expandedColIds: z.array(field) }),
    }),
  }),
  columnSizing: z.array(z.object({ colId: field, width: z.number().int().min(40).max(2000) })),
  columnOrder: z.array(field),
  columnVisibility: z.object({ hiddenColIds: z.array(field) }),
});
export type ReportState = z.infer<typeof reportState>;
export type ReportSortModel = ReportState["sort"];

export const COLUMN_WIDTH = 200;
export const NAME_COLUMN_WIDTH = 300;

/** M-006: the last 366 days to today, newest first, every column 200 wide and the name 300. */
export function defaultReportState(today: string): ReportState {
  return {
    filter: {
      date: {
        filterType: "date",
        type: "inRange",
        dateFrom: addDays(today, -REPORT_MAX_RANGE_DAYS),
        dateTo: today,
      },
    },
    sort: [{ colId: "date", sort: "desc" }],
    sideBar: {
      visible: true,
      position: "right",
      openToolPanel: null,
      toolPanels: {
        columns: { expandedGroupIds: [] },
        filters: { expandedGroupIds: [], expandedColIds: [] },
      },
    },
    columnSizing: REPORT_FIELDS.map((colId) => ({
      colId,
      width: colId === "full_name" ? NAME_COLUMN_WIDTH : COLUMN_WIDTH,
    })),
    columnOrder: [...REPORT_FIELDS],
    columnVisibility: { hiddenColIds: [] },
  };
}

/** A date filter within the cap: a range longer than 366 days keeps its end (M-005). */
export function cappedDateFilter(filter: DateFilter): DateFilter {
  if (filter.type === "equals") return filter;
  const { from, to } = capReportRange(filter.dateFrom, filter.dateTo);
  return { ...filter, dateFrom: from, dateTo: to };
}

/** The columns a person may see: internal comments only for operations management (C-015). */
export function visibleFields(state: ReportState, seesInternalComments: boolean): ReportField[] {
  const hidden = new Set(state.columnVisibility.hiddenColIds);
  return orderedFields(state).filter(
    (colId) => !hidden.has(colId) && (seesInternalComments || colId !== "internal_comments"),
  );
}

/** Every column in the state's order; columns the order does not name (added later) go last. */
export function orderedFields(state: ReportState): ReportField[] {
  const named = state.columnOrder.filter((colId, i) => state.columnOrder.indexOf(colId) === i);
  return [...named, ...REPORT_FIELDS.filter((colId) => !named.includes(colId))];
}

export function widthOf(state: ReportState, colId: ReportField): number {
  return (
    state.columnSizing.find((size) => size.colId === colId)?.width ??
    (colId === "full_name" ? NAME_COLUMN_WIDTH : COLUMN_WIDTH)
  );
}

const SET_PARAMS: Record<SetFilterField, string> = {
  department: "department_id",
  flags: "flags",
  job_status: "job_status_id",
  job_type: "job_type_id",
  shift_type: "type_id",
};

function putDate(query: URLSearchParams, on: string, between: string, filter: DateFilter | undefined) {
  if (filter === undefined) return;
  if (filter.type === "equals") query.set(on, filter.dateFrom);
  else {
    const capped = cappedDateFilter(filter);
    query.set(between, `${capped.dateFrom},${capped.type === "inRange" ? capped.dateTo : capped.dateFrom}`);
  }
}

/**
 * The report query (M-007) for the state: the filters and `order_by`. The department filter is
 * left out for department management, who see only their own departments (C-021).
 */
export function reportQuery(state: ReportState, options: { departmentFilter: boolean }): URLSearchParams {
  const query = new URLSearchParams();
  const { filter } = state;
  putDate(query, "date_on", "date_between", filter.date);
  putDate(query, "payroll_date_on", "payroll_date_between", filter.payroll_date);
  const name = filter.full_name?.filter.trim();
  if (name) query.set("name", name);
  for (const [key, param] of Object.entries(SET_PARAMS) as [SetFilterField, string][]) {
    if (key === "department" && !options.departmentFilter) continue;
    const values = filter[key]?.values;
    if (values && values.length > 0) query.set(param, values.join(","));
  }
  for (const key of ["canceled", "overtime", "working"] as const) {
    const value = filter[key]?.value;
    if (value !== undefined) query.set(key, String(value));
  }
  const orderBy = state.sort.map(({ colId, sort }) => `${sort === "desc" ? "-" : ""}${colId}`).join(",");
  if (orderBy !== "") query.set("order_by", orderBy);
  return query;
}

/** A sortable column? (flags and internal comments are not). */
export function isSortable(colId: ReportField): colId is ReportSortField {
  return (REPORT_SORT_FIELDS as readonly string[]).includes(colId);
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}

/** Whether two states are the same settings (key order and absent keys do not count). */
export function sameState(a: ReportState, b: ReportState): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

// Templates in the schedule preferences (M-009).

export const reportTemplate = z.object({ name: z.string().min(1).max(100), state: reportState });
export type ReportTemplate = z.infer<typeof reportTemplate> & { id: string };

const TEMPLATE_ID = /^rpt\d{1,16}$/;

/** `rpt` and the millisecond timestamp (M-009). */
export function newTemplateId(now: number): string {
  return `rpt${Math.floor(now)}`;
}

function childOf(value: unknown, key: string): unknown {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** The saved templates (by name) and the last used id; entries that do not parse are left out. */
export function templatesOf(preferences: Record<string, unknown>): {
  templates: ReportTemplate[];
  last: string | null;
} {
  const shifts = childOf(childOf(preferences, "reports"), "shifts");
  const stored = childOf(shifts, "templates");
  const templates: ReportTemplate[] = [];
  if (stored !== null && typeof stored === "object")
    for (const [id, value] of Object.entries(stored)) {
      const parsed = reportTemplate.safeParse(value);
      if (TEMPLATE_ID.test(id) && parsed.success) templates.push({ id, ...parsed.data });
    }
  templates.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  const last = childOf(shifts, "last");
  return { templates, last: typeof last === "string" && templates.some((t) => t.id === last) ? last : null };
}

/** The state to save: a copy of the current settings (the grid's focus and scroll are never part of it). */
export function stateToSave(state: ReportState): ReportState {
  return reportState.parse(structuredClone(state));
}
