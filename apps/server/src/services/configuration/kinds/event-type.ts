import { eventType, eventTypeCreate, eventTypeUpdate } from "@rosterly/contract";
import { eventTypes } from "../../../db/schema";
import { presentEventType } from "../../../presenters/configuration";
import { eventTypeStore } from "../../../repositories/configuration-store";
import { FieldErrors } from "../../../http/field-errors";
import { normalizeStyles } from "../field-checks";
import { defineKind } from "../kind";
import { standardOrder } from "./order";

function checked<T extends { styles?: { web?: { color?: string } } | undefined }>(input: T): T {
  if (input.styles === undefined) return input;
  const errors = new FieldErrors();
  const styles = normalizeStyles(input.styles, errors);
  errors.throwIfAny();
  return { ...input, styles };
}

/** Event types (E-008, Z-050): time off and other non-shift entries; the colour is normalised. */
export const eventTypeKind = defineKind({
  key: "eventType",
  noun: "event type",
  contentType: "event type",
  store: eventTypeStore,
  createInput: eventTypeCreate,
  updateInput: eventTypeUpdate,
  output: eventType,
  present: presentEventType,
  orderColumns: standardOrder(eventTypes),
  defaultOrder: [eventTypes.name],
  toInsert: ({ hospitalId: _, ...fields }, context) => ({ ...checked(fields), orgId: context.orgId }),
  toChanges: (input) => checked(input),
});
