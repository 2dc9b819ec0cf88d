import { type JobTypeUpdate, jobType, jobTypeCreate, jobTypeUpdate } from "@rosterly/contract";
import { jobTypeReferences, type References } from "@rosterly/domain/configuration";
import { jobTypes } from "../../../db/schema";
import { presentJobType } from "../../../presenters/configuration";
import type { JobTypeRow } from "../../../repositories/configuration";
import { jobTypeStore } from "../../../repositories/configuration-store";
import { FieldErrors } from "../../../http/field-errors";
import { checkReferences } from "../field-checks";
import { defineKind, type WriteContext } from "../kind";
import { standardOrder } from "./order";

type JobTypeValues = Pick<
  JobTypeRow,
  "settings" | "swappableJobTypes" | "associatedJobTypes" | "staffNeeded"
>;
const EMPTY: JobTypeValues = { settings: {}, swappableJobTypes: [], associatedJobTypes: [], staffNeeded: {} };

/**
 * Every shift type and job type the job type names must be a live row of the organisation, each
 * reported under the field that names it. Settings merge part by part over the current ones.
 */
async function checked(input: JobTypeUpdate, current: JobTypeValues, context: WriteContext) {
  const settings = input.settings === undefined ? undefined : { ...current.settings, ...input.settings };
  const previous = jobTypeReferences(current);
  const sets = await context.references();
  const errors = new FieldErrors();
  const check = (field: string, refs: References) => checkReferences(errors, field, refs, previous, sets);
  const none = { ...EMPTY };
  if (settings) check("settings.associatedShiftTypes", jobTypeReferences({ ...none, settings }));
  if (input.swappableJobTypes)
    check("swappable_job_types", jobTypeReferences({ ...none, swappableJobTypes: input.swappableJobTypes }));
  if (input.associatedJobTypes)
    check(
      "associated_job_types",
      jobTypeReferences({ ...none, associatedJobTypes: input.associatedJobTypes }),
    );
  if (input.staffNeeded)
    check("staff_needed", jobTypeReferences({ ...none, staffNeeded: input.staffNeeded }));
  errors.throwIfAny();
  return settings === undefined ? input : { ...input, settings };
}

/** Job types (E-005): associated shift types and groups, charge roles, swaps and staff needed. */
export const jobTypeKind = defineKind({
  key: "jobType",
  noun: "job type",
  contentType: "job type",
  store: jobTypeStore,
  createInput: jobTypeCreate,
  updateInput: jobTypeUpdate,
  output: jobType,
  present: presentJobType,
  orderColumns: { ...standardOrder(jobTypes), rank: jobTypes.rank },
  defaultOrder: [jobTypes.rank, jobTypes.name],
  toInsert: async ({ hospitalId: _, name, ...fields }, context) => ({
    ...(await checked(fields, EMPTY, context)),
    name,
    orgId: context.orgId,
  }),
  toChanges: async (input, row, context) => checked(input, row, context),
});
