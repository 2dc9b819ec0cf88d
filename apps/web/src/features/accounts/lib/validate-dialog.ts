/**
 * The user dialog's rules (D-007..D-015, C-012), all from the domain package the server uses, so
 * the form names the same problems the server would, before anything is sent.
 */
import {
  checkScreenOverrides,
  planScheduledChanges,
  planStatusChange,
  type ProfileState,
  type StateSettings,
} from "@rosterly/domain/accounts";
import {
  type Check,
  checkDateNotBefore,
  normalizeDateInput,
  normalizeEmail,
  normalizeText,
  normalizeUsPhone,
  type Parsed,
  parseNumberInRange,
  USER_FIELD_LIMITS,
} from "@rosterly/domain/fields";
import type { GroupName } from "@rosterly/domain/permissions";
import type { Issues } from "../../../lib/forms/issues";
import type { OrgDays } from "./dates";
import type { DialogMode, DialogValues } from "./dialog-values";
import type { RuleAnswer } from "./messages";
import { groupScheduledRows } from "./payloads";
import { editedScreens } from "./screens";

export interface DialogRulesContext {
  mode: DialogMode;
  /** The person's details may not be changed by this editor (D-010). */
  locked: boolean;
  days: OrgDays;
  currentState: ProfileState | null;
  stateSettings: StateSettings;
  actorUserId: number;
  /** The job type's first group; null means no access-control choices. */
  screensGroup: GroupName | null;
  /** Sections the editor changed: only those are checked and sent. */
  touched: { status: boolean; scheduled: boolean; screens: boolean };
  now: Date;
}

export type DialogProblem = { path: string; answer: RuleAnswer };

const REQUIRED: RuleAnswer = { key: "validation.required" };

const problem = (result: Parsed<unknown> | Check): RuleAnswer | null => (result.ok ? null : result);

/** Where the domain's status-change violations belong in the form. */
const STATUS_FIELDS: Readonly<Record<string, string>> = {
  state: "status.state",
  effective: "status.effectiveOn",
  until: "status.until",
  shiftFlags: "status.flagIds",
  deleteShifts: "status.deleteShifts",
  confirmation: "status.confirmation",
};

/** The dialog's problems as form issues, the first of each path (the dialog's `issuesResolver`). */
export function dialogIssues(values: DialogValues, context: DialogRulesContext): Issues {
  const issues: Issues = {};
  for (const { path, answer } of validateDialog(values, context)) issues[path] ??= answer;
  return issues;
}

export function validateDialog(values: DialogValues, context: DialogRulesContext): DialogProblem[] {
  const found: DialogProblem[] = [];
  const add = (path: string, answer: RuleAnswer | null) => {
    if (answer !== null) found.push({ path, answer });
  };
  if (context.mode === "newUser" || !context.locked) {
    add("firstName", problem(normalizeText(values.firstName, USER_FIELD_LIMITS.firstName)));
    add("lastName", problem(normalizeText(values.lastName, USER_FIELD_LIMITS.lastName)));
    add("alias", problem(normalizeText(values.alias, USER_FIELD_LIMITS.alias)));
    add("email", problem(normalizeEmail(values.email)));
    add("phonePersonal", problem(normalizeUsPhone(values.phonePersonal)));
  }
  for (const field of ["departmentId", "jobTypeId", "jobStatusId", "shiftTypeId"] as const)
    if (values[field] === "") add(field, REQUIRED);
  add("employeeId", problem(normalizeText(values.employeeId, USER_FIELD_LIMITS.employeeId)));
  add("jobTitle", problem(normalizeText(values.jobTitle, USER_FIELD_LIMITS.jobTitle)));
  add("dailyHours", problem(parseNumberInRange(values.dailyHours, USER_FIELD_LIMITS.dailyHours)));
  add("weeklyHours", problem(parseNumberInRange(values.weeklyHours, USER_FIELD_LIMITS.weeklyHours)));
  add("phoneWork", problem(normalizeUsPhone(values.phoneWork)));
  add("hiredOn", problem(normalizeDateInput(values.hiredOn)));

  if (context.mode !== "update") checkActivation(values, context, add);
  else {
    if (context.touched.status) checkStatus(values, context, add);
    if (context.touched.scheduled) checkScheduled(values, context, add);
  }
  if (context.touched.screens && context.screensGroup !== null)
    for (const violation of checkScreenOverrides(context.screensGroup, editedScreens(values.screens)))
      add(`screens.${violation.field}`, violation);
  return found;
}

type Add = (path: string, answer: RuleAnswer | null) => void;

/** D-011, D-012: 'now', or a date from tomorrow on (required when chosen). */
function checkActivation(values: DialogValues, context: DialogRulesContext, add: Add) {
  if (values.activation.mode === "now") return;
  const on = values.activation.on;
  add("activation.on", on === null ? REQUIRED : problem(checkDateNotBefore(on, context.days.tomorrow)));
}

/** D-013: effective-from is required unless immediate; the rest is the domain's plan check. */
function checkStatus(values: DialogValues, context: DialogRulesContext, add: Add) {
  const { status } = values;
  if (status.state === "" || context.currentState === null) return;
  const missingStart = !status.immediately && status.effectiveOn === null;
  if (missingStart) add("status.effectiveOn", REQUIRED);
  const result = planStatusChange(
    {
      state: status.state,
      effectiveOn: status.immediately || missingStart ? null : status.effectiveOn,
      until: status.state === "inactive" ? status.until : null,
      flagIds: status.state === "active" ? [] : status.flagIds,
      deleteShifts: status.state === "severed" && status.deleteShifts,
      confirmation: status.confirmation,
    },
    {
      current: context.currentState,
      stateSettings: context.stateSettings,
      today: context.days.today,
      timeZone: context.days.timeZone,
      now: context.now,
      actorUserId: context.actorUserId,
    },
  );
  if (result.ok) return;
  for (const violation of result.violations) add(STATUS_FIELDS[violation.field] ?? "status.state", violation);
}

/** D-015: each row complete; then the domain's check of the whole list (one per kind, at most four). */
function checkScheduled(values: DialogValues, context: DialogRulesContext, add: Add) {
  let complete = true;
  values.scheduled.forEach((row, index) => {
    for (const key of ["field", "value"] as const)
      if (row[key] === "") {
        add(`scheduled.${index}.${key}`, REQUIRED);
        complete = false;
      }
    if (row.effectiveOn === null) {
      add(`scheduled.${index}.effectiveOn`, REQUIRED);
      complete = false;
    }
  });
  if (!complete) return;
  const { requests, rowsOf } = groupScheduledRows(values.scheduled);
  const result = planScheduledChanges(requests, {
    today: context.days.today,
    timeZone: context.days.timeZone,
  });
  if (result.ok) return;
  for (const violation of result.violations) {
    const [group = "0", part = "fields", fieldIndex] = violation.field.split(".");
    const rows = rowsOf[Number(group)] ?? [0];
    const row = fieldIndex === undefined ? (rows[0] ?? 0) : (rows[Number(fieldIndex)] ?? 0);
    add(`scheduled.${row}.${part === "effectiveOn" ? "effectiveOn" : "field"}`, violation);
  }
}
