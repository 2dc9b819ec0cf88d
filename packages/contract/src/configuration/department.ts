import { CONFIGURATION_LIMITS } from "@rosterly/domain/fields";
import { z } from "zod";
import { asData, count, id, idKey, idList, name, optionalText, requiredId } from "./fields";

/** One group of job types and the staff it needs per shift type (E-004, Z-007). */
export const staffNeededGroup = z
  .object({
    jobTypes: idList(100).min(1, "Choose at least one job type."),
    shiftTypes: z.record(idKey, count()),
  })
  .strict();

/** Suggested staff at one census, per acuity level 1 (lightest) to 5 (I-006). */
export const staffingMatrixRow = z
  .object({
    census: count(10_000),
    acuity: z.object({ 1: count(), 2: count(), 3: count(), 4: count(), 5: count() }).strict(),
  })
  .strict();

export const departmentSettings = z
  .object({
    staffNeeded: z.array(staffNeededGroup).max(50),
    staffingMatrix: z.record(
      idKey,
      z
        .array(staffingMatrixRow)
        .max(200)
        .refine(
          (rows) => new Set(rows.map((row) => row.census)).size === rows.length,
          "Each census may appear only once.",
        ),
    ),
    display: z
      .object({ dailySchedule: z.object({ groupRight: z.boolean() }).partial().strict() })
      .partial()
      .strict(),
  })
  .partial()
  .strict();

const fields = {
  name,
  fullName: optionalText(CONFIGURATION_LIMITS.fullName),
  costCenter: optionalText(CONFIGURATION_LIMITS.costCenter),
  directorId: id.nullable(),
  schedulerId: id.nullable(),
  partakeInScheduling: z.boolean(),
  numOfWeeksPerSchedule: z.number().int().min(1).max(12),
  settings: asData(departmentSettings),
  obsolete: z.boolean(),
};

export const departmentUpdate = z.object(fields).partial().strict();
export const departmentCreate = departmentUpdate.extend({ hospitalId: requiredId, name }).strict();

/** `PATCH /departments/{id}/update_schedule_rules/` (E-004, Z-012, Z-023, Z-026). */
export const scheduleRulesPatch = z
  .object({
    postNeedsApproval: z.boolean(),
    publishNeedsApproval: z.boolean(),
    reviewDays: z.number().int().min(0).max(42),
    postLeadDays: z.number().int().min(0).max(84),
    selfScheduleWindow: z.number().int().min(1).max(84).nullable(),
    allowOvertimeInSelfSchedule: z.boolean(),
    maxShiftsPerSchedule: z.number().int().min(1).max(84).nullable(),
  })
  .partial()
  .strict();

export type DepartmentCreate = z.infer<typeof departmentCreate>;
export type DepartmentUpdate = z.infer<typeof departmentUpdate>;
export type DepartmentSettings = z.infer<typeof departmentSettings>;
export type ScheduleRulesPatch = z.infer<typeof scheduleRulesPatch>;
