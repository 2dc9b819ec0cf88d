import { type Department, department, wire } from "@rosterly/contract";
import type { KindDefinition } from "../../lib/kind";
import { scheduleRulesPatchOf } from "../../lib/schedule-rules-form";
import { updateScheduleRules } from "../../api/update-schedule-rules";
import { booleanColumn, nameColumn } from "../list/columns";
import { DepartmentEditor } from "./DepartmentEditor";
import {
  type DepartmentForm,
  departmentCreateBody,
  departmentFieldOf,
  departmentForm,
  departmentUpdateBody,
  validateDepartment,
} from "./form";

const leadName = (row: Department, id: number | null, employees: Record<string, { fullName: string }>) =>
  id === null ? "" : (employees[String(id)]?.fullName ?? "");

/** Departments (E-004) at `/admin/general/departments`. */
export const departmentKind: KindDefinition<"departments", DepartmentForm> = {
  id: "department",
  listKey: "departments",
  subject: "department",
  path: "/api/departments/",
  row: wire(department),
  defaultSort: "name",
  searchText: (row) => `${row.name} ${row.fullName} ${row.costCenter}`,
  columns: [
    nameColumn(),
    {
      id: "fullName",
      label: (t) => t("configuration.departments.fullName"),
      render: (row) => row.fullName,
      sortValue: (row) => row.fullName,
      hideBelow: "md",
    },
    {
      id: "director",
      label: (t) => t("configuration.departments.director"),
      render: (row, { hospital }) => leadName(row, row.directorId, hospital.employees),
      sortValue: (row, { hospital }) => leadName(row, row.directorId, hospital.employees),
      hideBelow: "sm",
    },
    {
      id: "scheduler",
      label: (t) => t("configuration.departments.scheduler"),
      render: (row, { hospital }) => leadName(row, row.schedulerId, hospital.employees),
      sortValue: (row, { hospital }) => leadName(row, row.schedulerId, hospital.employees),
      hideBelow: "md",
    },
    {
      id: "weeks",
      label: (t) => t("configuration.departments.weeksColumn"),
      render: (row, { formatter }) => formatter.number(row.numOfWeeksPerSchedule),
      sortValue: (row) => row.numOfWeeksPerSchedule,
      align: "right",
      hideBelow: "sm",
    },
    booleanColumn<Department>(
      "partake",
      (t) => t("configuration.fields.scheduling"),
      (row) => row.partakeInScheduling,
    ),
  ],
  toForm: departmentForm,
  validate: validateDepartment,
  createBody: (values, hospital) => departmentCreateBody(values, hospital.id),
  updateBody: departmentUpdateBody,
  fieldOf: departmentFieldOf,
  Editor: DepartmentEditor,
  dialogWidth: "md",
  // Schedule rules have their own endpoint; only changed rules are sent, and only for saved rows.
  afterSave: async (saved, values) => {
    const patch = scheduleRulesPatchOf(values.rules, saved.scheduleRules);
    return Object.keys(patch).length === 0 ? saved : updateScheduleRules(saved.id, patch);
  },
};
