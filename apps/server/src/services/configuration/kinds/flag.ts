import { flag, flagCreate, flagUpdate } from "@rosterly/contract";
import { flags } from "../../../db/schema";
import { presentFlag } from "../../../presenters/configuration";
import { flagStore } from "../../../repositories/configuration-store";
import { defineKind } from "../kind";
import { standardOrder } from "./order";

/** Flags (E-009) carry no references of their own: their fields are checked by the schema alone. */
export const flagKind = defineKind({
  key: "flag",
  noun: "flag",
  contentType: "flag",
  store: flagStore,
  createInput: flagCreate,
  updateInput: flagUpdate,
  output: flag,
  present: presentFlag,
  orderColumns: { ...standardOrder(flags), short_code: flags.shortCode },
  defaultOrder: [flags.name],
  toInsert: ({ hospitalId: _, ...fields }, context) => ({ ...fields, orgId: context.orgId }),
  toChanges: (input) => input,
});
