import { type DepartmentUpdate, department, departmentCreate, departmentUpdate } from "@rosterly/contract";
import { departmentReferences } from "@rosterly/domain/configuration";
import { departments } from "../../../db/schema";
import { presentDepartment } from "../../../presenters/configuration";
import type { DepartmentRow } from "../../../repositories/configuration";
import { isActiveMemberOfGroups } from "../../../repositories/configuration-references";
import { departmentStore } from "../../../repositories/configuration-store";
import { FieldErrors } from "../../../http/field-errors";
import { checkReferences } from "../field-checks";
import { defineKind, type WriteContext } from "../kind";
import { standardOrder } from "./order";

/** The director and the scheduler are active people of the organisation in that role (Z-018). */
async function checkLeads(input: DepartmentUpdate, context: WriteContext, errors: FieldErrors) {
  const leads = [
    ["director_id", input.directorId, "director"],
    ["scheduler_id", input.schedulerId, "scheduler"],
  ] as const;
  for (const [field, userId, group] of leads) {
    if (userId === undefined || userId === null) continue;
    if (!(await isActiveMemberOfGroups(context.db, context.orgId, userId, [group])))
      errors.addWith(field, "validation.inactive_user", { id: userId, group });
  }
}

/**
 * Staff needed and the staffing matrix name job types and shift types of the organisation; the
 * matrix rows are kept in census order. Settings merge part by part over the current ones.
 */
async function checked(
  input: DepartmentUpdate,
  current: Pick<DepartmentRow, "settings">,
  context: WriteContext,
) {
  const errors = new FieldErrors();
  await checkLeads(input, context, errors);
  let settings: Record<string, unknown> | undefined;
  if (input.settings !== undefined) {
    const { staffNeeded, staffingMatrix } = input.settings;
    const previous = departmentReferences(current);
    const sets = await context.references();
    if (staffNeeded)
      checkReferences(
        errors,
        "settings.staffNeeded",
        departmentReferences({ settings: { staffNeeded } }),
        previous,
        sets,
      );
    if (staffingMatrix)
      checkReferences(
        errors,
        "settings.staffingMatrix",
        departmentReferences({ settings: { staffingMatrix } }),
        previous,
        sets,
      );
    const sortedMatrix = staffingMatrix
      ? Object.fromEntries(
          Object.entries(staffingMatrix).map(([id, rows]) => [
            id,
            [...rows].sort((a, b) => a.census - b.census),
          ]),
        )
      : undefined;
    settings = {
      ...current.settings,
      ...input.settings,
      ...(sortedMatrix ? { staffingMatrix: sortedMatrix } : {}),
    };
  }
  errors.throwIfAny();
  return settings === undefined ? input : { ...input, settings };
}

/** Departments (E-004): who leads them, whether they schedule, and what they need. */
export const departmentKind = defineKind({
  key: "department",
  noun: "department",
  contentType: "department",
  store: departmentStore,
  createInput: departmentCreate,
  updateInput: departmentUpdate,
  output: department,
  present: (row: DepartmentRow) => presentDepartment(row),
  orderColumns: standardOrder(departments),
  defaultOrder: [departments.name],
  toInsert: async ({ hospitalId: _, name, ...fields }, context) => ({
    ...(await checked(fields, { settings: {} }, context)),
    name,
    orgId: context.orgId,
  }),
  toChanges: async (input, row, context) => checked(input, row, context),
});
