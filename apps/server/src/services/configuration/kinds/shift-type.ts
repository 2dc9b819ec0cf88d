import { shiftType, shiftTypeCreate, shiftTypeUpdate } from "@rosterly/contract";
import { normalizeTime } from "@rosterly/domain/fields";
import { shiftTypes } from "../../../db/schema";
import { presentShiftType } from "../../../presenters/configuration";
import { shiftTypeStore } from "../../../repositories/configuration-store";
import { FieldErrors } from "../../../http/field-errors";
import { normalizeStyles } from "../field-checks";
import { defineKind } from "../kind";
import { standardOrder } from "./order";

/** HH:MM or HHMM in, HH:mm:ss stored; a shift type always has both times. */
function time(errors: FieldErrors, field: string, value: string): string {
  const parsed = normalizeTime(value);
  if (!parsed.ok) errors.add(field, parsed);
  else if (parsed.value === null) errors.add(field, { ok: false, key: "validation.required" });
  return parsed.ok && parsed.value !== null ? parsed.value : value;
}

function checked<
  T extends {
    startTime?: string | undefined;
    endTime?: string | undefined;
    styles?: { web?: { color?: string } } | undefined;
  },
>(input: T): T {
  const errors = new FieldErrors();
  const out = { ...input };
  if (input.startTime !== undefined) out.startTime = time(errors, "start_time", input.startTime);
  if (input.endTime !== undefined) out.endTime = time(errors, "end_time", input.endTime);
  if (input.styles !== undefined) out.styles = normalizeStyles(input.styles, errors);
  errors.throwIfAny();
  return out;
}

/** Shift types (E-007): times, symbol and colour; `hours` is derived when presented. */
export const shiftTypeKind = defineKind({
  key: "shiftType",
  noun: "shift type",
  contentType: "shift type",
  store: shiftTypeStore,
  createInput: shiftTypeCreate,
  updateInput: shiftTypeUpdate,
  output: shiftType,
  present: presentShiftType,
  orderColumns: { ...standardOrder(shiftTypes), start_time: shiftTypes.startTime },
  defaultOrder: [shiftTypes.startTime, shiftTypes.name],
  toInsert: ({ hospitalId: _, ...fields }, context) => ({ ...checked(fields), orgId: context.orgId }),
  toChanges: (input) => checked(input),
});
