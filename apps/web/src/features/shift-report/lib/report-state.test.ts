import { describe, expect, it } from "vitest";
import {
  defaultReportState,
  newTemplateId,
  reportQuery,
  type ReportState,
  sameState,
  templatesOf,
  visibleFields,
  widthOf,
} from "./report-state";

const today = "2026-11-25";

describe("defaultReportState (M-006)", () => {
  const state = defaultReportState(today);
  it("covers the 366 days up to today, newest first", () => {
    expect(state.filter.date).toEqual({
      filterType: "date",
      type: "inRange",
      dateFrom: "2025-11-24",
      dateTo: today,
    });
    expect(state.sort).toEqual([{ colId: "date", sort: "desc" }]);
    expect(reportQuery(state, { departmentFilter: true }).toString()).toBe(
      "date_between=2025-11-24%2C2026-11-25&order_by=-date",
    );
  });
  it("sizes every column 200 and the name 300", () => {
    expect(widthOf(state, "full_name")).toBe(300);
    expect(widthOf(state, "comments")).toBe(200);
    expect(state.columnSizing.every((size) => size.width === (size.colId === "full_name" ? 300 : 200))).toBe(
      true,
    );
  });
});

describe("reportQuery (M-007)", () => {
  const full: ReportState = {
    ...defaultReportState(today),
    filter: {
      date: { filterType: "date", type: "equals", dateFrom: "2026-03-02" },
      payroll_date: { filterType: "date", type: "inRange", dateFrom: "2026-03-01", dateTo: "2026-03-31" },
      full_name: { filterType: "text", type: "contains", filter: "  quinn " },
      department: { filterType: "set", values: [3, 4] },
      flags: { filterType: "set", values: [9] },
      job_status: { filterType: "set", values: [2] },
      job_type: { filterType: "set", values: [5, 6] },
      shift_type: { filterType: "set", values: [7] },
      canceled: { filterType: "boolean", value: false },
      overtime: { filterType: "boolean", value: true },
      working: { filterType: "boolean", value: true },
    },
    sort: [
      { colId: "full_name", sort: "asc" },
      { colId: "total_hours", sort: "desc" },
    ],
  };

  it("sends every filter by its parameter", () => {
    expect(Object.fromEntries(reportQuery(full, { departmentFilter: true }))).toEqual({
      date_on: "2026-03-02",
      payroll_date_between: "2026-03-01,2026-03-31",
      name: "quinn",
      department_id: "3,4",
      flags: "9",
      job_status_id: "2",
      job_type_id: "5,6",
      type_id: "7",
      canceled: "false",
      overtime: "true",
      working: "true",
      order_by: "full_name,-total_hours",
    });
  });

  it("leaves the department filter out for department management (C-021)", () => {
    expect(reportQuery(full, { departmentFilter: false }).has("department_id")).toBe(false);
  });

  it("caps a range longer than 366 days at its end (M-005)", () => {
    const long: ReportState = {
      ...full,
      filter: { date: { filterType: "date", type: "inRange", dateFrom: "2020-01-01", dateTo: "2026-06-30" } },
    };
    expect(reportQuery(long, { departmentFilter: true }).get("date_between")).toBe("2025-06-29,2026-06-30");
  });
});

describe("columns", () => {
  it("shows internal comments to operations management only (C-015)", () => {
    const state = defaultReportState(today);
    expect(visibleFields(state, true)).toContain("internal_comments");
    expect(visibleFields(state, false)).not.toContain("internal_comments");
  });

  it("keeps the saved order and hides hidden columns", () => {
    const state: ReportState = {
      ...defaultReportState(today),
      columnOrder: ["date", "full_name"],
      columnVisibility: { hiddenColIds: ["employee_id"] },
    };
    const fields = visibleFields(state, false);
    expect(fields.slice(0, 3)).toEqual(["date", "full_name", "payroll_date"]);
    expect(fields).not.toContain("employee_id");
  });
});

describe("templates (M-009, M-010)", () => {
  it("ids are rpt and the millisecond timestamp", () => {
    expect(newTemplateId(1764072000123)).toBe("rpt1764072000123");
  });

  it("detects changes regardless of key order", () => {
    const a = defaultReportState(today);
    const b: ReportState = JSON.parse(JSON.stringify({ ...a, sort: a.sort, filter: { ...a.filter } }));
    expect(sameState(a, b)).toBe(true);
    expect(sameState(a, { ...a, sort: [{ colId: "date", sort: "asc" }] })).toBe(false);
  });

  it("reads templates and last from the preferences, skipping broken entries", () => {
    const state = defaultReportState(today);
    const preferences = {
      reports: {
        shifts: {
          templates: {
            rpt2: { name: "Nights", state },
            rpt1: { name: "April", state },
            rpt3: { name: "Broken", state: { filter: "x" } },
            nope: { name: "Bad id", state },
          },
          last: "rpt2",
        },
      },
    };
    const { templates, last } = templatesOf(preferences);
    expect(templates.map((t) => t.name)).toEqual(["April", "Nights"]);
    expect(last).toBe("rpt2");
    expect(templatesOf({ reports: { shifts: { templates: {}, last: "rpt9" } } }).last).toBeNull();
    expect(templatesOf({}).templates).toEqual([]);
  });
});
