import { CENSUS_LIMITS } from "@rosterly/domain/daily";
import { z } from "zod";
import { queryId, rowId } from "./input";
import { wireDate, wireTime } from "./shift";

const id = z.number().int();

export const DAILY_SCHEDULE_STATES = ["draft", "finalized"] as const;
export type DailyScheduleState = (typeof DAILY_SCHEDULE_STATES)[number];

const text = (max: number) =>
  z.string().trim().max(max, `Ensure this field has no more than ${max} characters.`);
const patients = z.number().int("A whole number is required.").min(0).max(CENSUS_LIMITS.patients);
const level = z.object({ value: patients }).strict();

/** Patients of one specialty per acuity level (I-005). */
export const specialtyCensusInput = z
  .object({
    name: text(CENSUS_LIMITS.name).min(1, "This field is required."),
    showAcuitySubtotal: z.boolean().default(true),
    acuityBreakdown: z.object({ 1: level, 2: level, 3: level, 4: level, 5: level }).strict(),
  })
  .strict();

/** Which parts of a census row the page shows. */
export const censusRowSettings = z
  .object({
    acuity: z.boolean(),
    censusBySpecialty: z.boolean(),
    showTotalAcuityByClass: z.boolean(),
  })
  .partial()
  .strict();

/** A census row as presented; `total`, the subtotals and `acuityStaff` are computed by the server. */
export const censusRow = z
  .object({
    id,
    dailyScheduleId: id,
    position: z.number().int(),
    name: z.string(),
    description: z.string(),
    time: z.string().nullable(),
    dayOffset: z.number().int(),
    acuity1: z.number().int(),
    acuity2: z.number().int(),
    acuity3: z.number().int(),
    acuity4: z.number().int(),
    acuity5: z.number().int(),
    /** Staff the department's matrix suggests for this census (the first shift type it speaks for). */
    acuityStaff: z.number().nullable(),
    censusBySpecialty: z.array(
      z.object({
        name: z.string(),
        showAcuitySubtotal: z.boolean(),
        subtotal: z.number().int(),
        acuityBreakdown: z.object({
          1: z.object({ value: z.number().int() }),
          2: z.object({ value: z.number().int() }),
          3: z.object({ value: z.number().int() }),
          4: z.object({ value: z.number().int() }),
          5: z.object({ value: z.number().int() }),
        }),
      }),
    ),
    extraStaff: z.number().int(),
    notes: z.string(),
    settings: censusRowSettings,
    staffCount: z.number().int().nullable(),
    total: z.number().int(),
    modifiedBy: id.nullable(),
    modifiedOn: z.string(),
  })
  .meta({ id: "CensusRow" });
export type CensusRow = z.infer<typeof censusRow>;

const censusName = text(CENSUS_LIMITS.name).min(1, "This field is required.");
const censusFields = {
  description: text(CENSUS_LIMITS.description),
  time: wireTime.nullable(),
  dayOffset: z.number().int().min(-CENSUS_LIMITS.dayOffset).max(CENSUS_LIMITS.dayOffset),
  acuity1: patients,
  acuity2: patients,
  acuity3: patients,
  acuity4: patients,
  acuity5: patients,
  censusBySpecialty: z.array(specialtyCensusInput).max(CENSUS_LIMITS.specialties),
  extraStaff: z.number().int("A whole number is required.").min(0).max(CENSUS_LIMITS.extraStaff),
  notes: text(CENSUS_LIMITS.notes),
  settings: censusRowSettings,
  staffCount: z.number().int("A whole number is required.").min(0).max(CENSUS_LIMITS.staffCount).nullable(),
};

/** `POST /census/`: new rows, each naming its daily schedule. */
export const censusRowCreate = z
  .object({ dailyScheduleId: rowId, name: censusName })
  .extend(z.object(censusFields).partial().shape)
  .strict();
export const censusCreateBody = z.array(censusRowCreate).min(1).max(CENSUS_LIMITS.rows);
/** `PATCH /census/bulk_update/`: changes to existing rows, by id. */
export const censusRowPatch = z
  .object({ id: rowId, name: censusName.optional() })
  .extend(z.object(censusFields).partial().shape)
  .strict();
export const censusBulkPatchBody = z.array(censusRowPatch).min(1).max(CENSUS_LIMITS.rows);
export type CensusRowCreate = z.infer<typeof censusRowCreate>;
export type CensusRowPatch = z.infer<typeof censusRowPatch>;

/** A daily schedule (I-001) with its census rows. */
export const dailySchedule = z
  .object({
    id,
    date: z.string(),
    departmentId: id,
    typeId: id,
    state: z.enum(DAILY_SCHEDULE_STATES),
    memos: z.string(),
    census: z.array(censusRow),
    sharedById: id.nullable(),
    sharedOn: z.string().nullable(),
    finalizedById: id.nullable(),
    finalizedOn: z.string().nullable(),
    /** Whether the caller may change it now (finalized, or the caller views only). */
    readOnly: z.boolean(),
    createdBy: id.nullable(),
    createdOn: z.string(),
    modifiedBy: id.nullable(),
    modifiedOn: z.string(),
  })
  .meta({ id: "DailySchedule" });
export type DailySchedule = z.infer<typeof dailySchedule>;

/** `GET /daily-schedules/`: the daily schedules of the weeks around a date (I-003). */
export const dailyScheduleQuery = z.object({
  dept_id: queryId.optional(),
  type_id: queryId.optional(),
  for_date: wireDate.optional(),
});
export type DailyScheduleQuery = z.infer<typeof dailyScheduleQuery>;

export const dailyScheduleCreate = z
  .object({
    departmentId: rowId,
    typeId: rowId,
    date: wireDate,
    memos: text(CENSUS_LIMITS.memos).optional(),
  })
  .strict();
export const dailySchedulePatch = z.object({ memos: text(CENSUS_LIMITS.memos).optional() }).strict();
export type DailyScheduleCreate = z.infer<typeof dailyScheduleCreate>;
export type DailySchedulePatch = z.infer<typeof dailySchedulePatch>;

export const censusQuery = z.object({ daily_schedule_id: queryId.optional() });
