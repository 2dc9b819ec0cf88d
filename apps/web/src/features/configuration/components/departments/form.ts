/** The department dialog's values, rules and request bodies (E-004). */
import {
  type Department,
  type DepartmentUpdate,
  departmentCreate,
  departmentSettings,
  departmentUpdate,
  type Hospital,
  toWire,
} from "@rosterly/contract";
import { departmentReferences } from "@rosterly/domain/configuration";
import { CONFIGURATION_LIMITS, fail, normalizeText } from "@rosterly/domain/fields";
import { type Issues, note } from "../../../../lib/forms/issues";
import { fieldsByWirePath } from "../../../../lib/forms/server-errors";
import { referenceSetsOf } from "../../../../lib/organisation/reference-sets";
import { countText, parseCount } from "../../../../lib/forms/counts";
import { noteReferences } from "../../lib/references";
import {
  type ScheduleRulesForm,
  scheduleRuleField,
  scheduleRulesForm,
  validateScheduleRules,
} from "../../lib/schedule-rules-form";
import { countsOf, countsRecord, type ShiftTypeCount } from "../../../../lib/organisation/shift-type-counts";
import { type MatrixForm, matrixForm, matrixRecord, validateMatrix } from "./matrix-form";

export const WEEKS_PER_SCHEDULE = { min: 1, max: 12 } as const;
export const MAX_STAFF_GROUPS = 50;

export interface StaffGroupForm {
  jobTypes: number[];
  counts: ShiftTypeCount[];
}

export interface DepartmentForm {
  name: string;
  fullName: string;
  costCenter: string;
  directorId: number | null;
  schedulerId: number | null;
  partakeInScheduling: boolean;
  numOfWeeksPerSchedule: string;
  groupRight: boolean;
  staffNeeded: StaffGroupForm[];
  matrix: MatrixForm[];
  rules: ScheduleRulesForm;
}

export const emptyStaffGroup = (hospital: Hospital): StaffGroupForm => ({
  jobTypes: [],
  counts: countsOf(hospital, {}),
});

export function departmentForm(row: Department | null, hospital: Hospital): DepartmentForm {
  const parsed = departmentSettings.safeParse(row?.settings ?? {});
  const settings = parsed.success ? parsed.data : {};
  return {
    name: row?.name ?? "",
    fullName: row?.fullName ?? "",
    costCenter: row?.costCenter ?? "",
    directorId: row?.directorId ?? null,
    schedulerId: row?.schedulerId ?? null,
    partakeInScheduling: row?.partakeInScheduling ?? true,
    numOfWeeksPerSchedule: countText(row?.numOfWeeksPerSchedule ?? 6),
    groupRight: settings.display?.dailySchedule?.groupRight ?? false,
    staffNeeded: (settings.staffNeeded ?? []).map((group) => ({
      jobTypes: group.jobTypes,
      counts: countsOf(hospital, group.shiftTypes),
    })),
    matrix: matrixForm(hospital, settings.staffingMatrix ?? {}),
    rules: scheduleRulesForm(row),
  };
}

export function validateDepartment(
  values: DepartmentForm,
  hospital: Hospital,
  row: Department | null,
): Issues {
  const issues: Issues = {};
  const text = (path: string, value: string, maxLength: number, required = false) =>
    note(issues, path, normalizeText(value, { required, maxLength }));
  text("name", values.name, CONFIGURATION_LIMITS.name, true);
  text("fullName", values.fullName, CONFIGURATION_LIMITS.fullName);
  text("costCenter", values.costCenter, CONFIGURATION_LIMITS.costCenter);
  note(
    issues,
    "numOfWeeksPerSchedule",
    parseCount(values.numOfWeeksPerSchedule, { ...WEEKS_PER_SCHEDULE, required: true }),
  );
  const sets = referenceSetsOf(hospital);
  const previous = row ? departmentReferences(row) : null;
  values.staffNeeded.forEach((group, index) => {
    const path = `staffNeeded.${index}.jobTypes`;
    if (group.jobTypes.length === 0) note(issues, path, fail("validation.required"));
    noteReferences(issues, path, "jobType", group.jobTypes, sets, previous);
    group.counts.forEach((entry, at) =>
      note(
        issues,
        `staffNeeded.${index}.counts.${at}.count`,
        parseCount(entry.count, { max: 1000, required: false }),
      ),
    );
  });
  Object.assign(
    issues,
    validateMatrix(values.matrix),
    row ? validateScheduleRules(values.rules, "rules.") : {},
  );
  return issues;
}

function fields(values: DepartmentForm): DepartmentUpdate & { name: string } {
  const weeks = parseCount(values.numOfWeeksPerSchedule, { ...WEEKS_PER_SCHEDULE, required: true });
  return {
    name: values.name.trim(),
    fullName: values.fullName.trim(),
    costCenter: values.costCenter.trim(),
    directorId: values.directorId,
    schedulerId: values.schedulerId,
    partakeInScheduling: values.partakeInScheduling,
    numOfWeeksPerSchedule: weeks.ok && weeks.value !== null ? weeks.value : 6,
    settings: {
      staffNeeded: values.staffNeeded.map((group) => ({
        jobTypes: group.jobTypes,
        shiftTypes: countsRecord(group.counts),
      })),
      staffingMatrix: matrixRecord(values.matrix),
      display: { dailySchedule: { groupRight: values.groupRight } },
    },
  };
}

export const departmentCreateBody = (values: DepartmentForm, hospitalId: number) =>
  toWire(departmentCreate, { ...fields(values), hospitalId });
export const departmentUpdateBody = (values: DepartmentForm) => toWire(departmentUpdate, fields(values));

const topLevel = fieldsByWirePath<DepartmentForm>(
  [
    "name",
    "fullName",
    "costCenter",
    "directorId",
    "schedulerId",
    "partakeInScheduling",
    "numOfWeeksPerSchedule",
  ],
  { "settings.display": "groupRight" },
);

/** Top-level fields, staff-needed job types and schedule rules land on their fields. */
export function departmentFieldOf(wirePath: string) {
  const group = /^settings\.staffNeeded\.(\d+)\.jobTypes/.exec(wirePath);
  if (group) return `staffNeeded.${Number(group[1])}.jobTypes` as const;
  const rule = scheduleRuleField(wirePath);
  if (rule !== null) return `rules.${rule}` as const;
  return topLevel(wirePath);
}
