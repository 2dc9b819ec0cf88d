/**
 * Where the server's 400 field errors belong in the user dialog. The server names fields by their
 * wire path (`first_name`, `profiles.0.job_type_id`, `status.until`, `screens.web.report`); a
 * field the dialog does not show is reported beside the form instead of being lost.
 */
import { camelCase } from "@rosterly/contract";
import type { FieldPath } from "react-hook-form";
import type { DialogValues } from "./dialog-values";

const FORM_FIELDS = new Set([
  "email",
  "firstName",
  "lastName",
  "alias",
  "phonePersonal",
  "gender",
  "departmentId",
  "jobTypeId",
  "jobStatusId",
  "shiftTypeId",
  "employeeId",
  "jobTitle",
  "dailyHours",
  "weeklyHours",
  "phoneWork",
  "hiredOn",
  "charge",
]);

const STATUS: Readonly<Record<string, string>> = {
  state: "status.state",
  effective: "status.effectiveOn",
  until: "status.until",
  shift_flags: "status.flagIds",
  delete_shifts: "status.deleteShifts",
  confirmation: "status.confirmation",
};

const NESTED =
  /^(activation\.on|status\.(state|effectiveOn|until|flagIds|deleteShifts|confirmation)|scheduled\.\d+\.(field|value|effectiveOn)|screens\.[A-Za-z]+)$/;

/** Whether a path names one of the dialog's inputs. */
export function isDialogPath(path: string): path is FieldPath<DialogValues> {
  return FORM_FIELDS.has(path) || NESTED.test(path);
}

function wireToForm(wirePath: string): string | null {
  const parts = wirePath.replace(/^profiles\.\d+\./, "").split(".");
  const [head = "", second] = parts;
  if (parts.length === 1 && FORM_FIELDS.has(camelCase(head))) return camelCase(head);
  if (head === "activation" || head === "on") return "activation.on";
  if (head === "status") return STATUS[second ?? "state"] ?? "status.state";
  if (head === "screens") {
    const key = parts.at(-1);
    return key === undefined || key === "web" || key === "screens" ? null : `screens.${key}`;
  }
  if (head === "scheduled_changes") return "scheduled.0.effectiveOn";
  return null;
}

export function formPathOf(wirePath: string): FieldPath<DialogValues> | null {
  const path = wireToForm(wirePath);
  return path !== null && isDialogPath(path) ? path : null;
}
