import { dailyScheduleType, dailyScheduleTypeCreate, dailyScheduleTypeUpdate } from "@rosterly/contract";
import { dailyScheduleTypeReferences, type References } from "@rosterly/domain/configuration";
import { dailyScheduleTypes } from "../../../db/schema";
import { presentDailyScheduleType } from "../../../presenters/configuration";
import { dailyScheduleTypeStore } from "../../../repositories/configuration-store";
import { FieldErrors } from "../../../http/field-errors";
import { checkReferences } from "../field-checks";
import { defineKind, type WriteContext } from "../kind";
import { standardOrder } from "./order";

const NONE: References = { jobType: [], shiftType: [], eventType: [] };

async function checkShiftTypes(
  shiftTypes: number[] | undefined,
  previous: References,
  context: WriteContext,
) {
  if (shiftTypes === undefined) return;
  const errors = new FieldErrors();
  const refs = dailyScheduleTypeReferences({ shiftTypes });
  checkReferences(errors, "shift_types", refs, previous, await context.references());
  errors.throwIfAny();
}

/** Daily schedule types (E-011): which shift types a daily schedule covers and its census rows. */
export const dailyScheduleTypeKind = defineKind({
  key: "dailyScheduleType",
  noun: "daily schedule",
  contentType: "daily schedule type",
  store: dailyScheduleTypeStore,
  createInput: dailyScheduleTypeCreate,
  updateInput: dailyScheduleTypeUpdate,
  output: dailyScheduleType,
  present: presentDailyScheduleType,
  orderColumns: standardOrder(dailyScheduleTypes),
  defaultOrder: [dailyScheduleTypes.name],
  toInsert: async ({ hospitalId: _, ...fields }, context) => {
    await checkShiftTypes(fields.shiftTypes, NONE, context);
    return { ...fields, orgId: context.orgId };
  },
  toChanges: async (input, row, context) => {
    await checkShiftTypes(input.shiftTypes, dailyScheduleTypeReferences(row), context);
    // Settings are edited part by part: a change replaces only the parts it names.
    return input.settings === undefined
      ? input
      : { ...input, settings: { ...row.settings, ...input.settings } };
  },
});
