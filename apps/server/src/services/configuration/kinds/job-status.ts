import { jobStatus, jobStatusCreate, jobStatusUpdate } from "@rosterly/contract";
import { jobStatuses } from "../../../db/schema";
import { presentJobStatus } from "../../../presenters/configuration";
import { jobStatusStore } from "../../../repositories/configuration-store";
import { defineKind } from "../kind";
import { standardOrder } from "./order";

/** Job statuses (E-006): FT, PT, PD and the weekend minimums they owe. */
export const jobStatusKind = defineKind({
  key: "jobStatus",
  noun: "job status",
  contentType: "job status",
  store: jobStatusStore,
  createInput: jobStatusCreate,
  updateInput: jobStatusUpdate,
  output: jobStatus,
  present: presentJobStatus,
  orderColumns: { ...standardOrder(jobStatuses), short_code: jobStatuses.shortCode },
  defaultOrder: [jobStatuses.name],
  toInsert: ({ hospitalId: _, ...fields }, context) => ({ ...fields, orgId: context.orgId }),
  toChanges: (input) => input,
});
