import { isIsoDate } from "@rosterly/domain/fields";
import { z } from "zod";
import { rowId } from "./input";

const id = z.number().int();
const ref = rowId;
/** Dates travel as `YYYY-MM-DD` and must exist (2026-02-30 is refused before any query). */
export const wireDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD.")
  .refine(isIsoDate, "Enter a date that exists.");
/** `HH:MM`, `HHMM` or the stored `HH:MM:SS`; the server checks the hour and minute ranges. */
export const wireTime = z
  .string()
  .regex(/^\d{2}:?\d{2}(:\d{2})?$/, "Enter a time as HH:MM or HHMM (24-hour).");
export const COMMENTS_MAX = 1000;

export const sitterSettings = z.object({
  room: z.string().trim().max(100).default(""),
  reason: z.string().trim().max(COMMENTS_MAX).default(""),
});
export const shiftSettings = z.object({ sitter: sitterSettings.nullable().optional() });

/**
 * A shift as presented (F-012). `flexOn` is the wire's `flex_on` (`available` in the domain).
 * `comments` and `internalComments` are left out where the caller may not see them (Z-017).
 */
export const shift = z
  .object({
    id,
    date: z.string(),
    payrollDate: z.string(),
    typeId: id,
    departmentId: id,
    assigneeId: id,
    newAssigneeId: id.nullable(),
    startTime: z.string(),
    endTime: z.string(),
    flags: z.array(id),
    comments: z.string().optional(),
    internalComments: z.string().optional(),
    obligatory: z.boolean(),
    overtime: z.boolean(),
    sitter: z.boolean(),
    settings: shiftSettings,
    onCall: z.boolean(),
    flexOn: z.boolean(),
    canceled: z.boolean(),
    giveaway: z.boolean(),
    swapped: z.boolean(),
    scheduleId: id,
    openShiftId: id.nullable(),
    createdBy: id.nullable(),
    createdOn: z.string(),
    modifiedBy: id.nullable(),
    modifiedOn: z.string(),
  })
  .meta({ id: "Shift" });
export type Shift = z.infer<typeof shift>;

/** The writable fields of a shift; times default to the shift type's, payroll date to the date. */
export const shiftInput = z.object({
  date: wireDate,
  payrollDate: wireDate.nullable().optional(),
  typeId: ref,
  departmentId: ref,
  assigneeId: ref,
  newAssigneeId: ref.nullable().optional(),
  startTime: wireTime.optional(),
  endTime: wireTime.optional(),
  flags: z.array(ref).max(50).optional(),
  comments: z.string().max(COMMENTS_MAX).optional(),
  internalComments: z.string().max(COMMENTS_MAX).optional(),
  obligatory: z.boolean().optional(),
  overtime: z.boolean().optional(),
  sitter: z.boolean().optional(),
  settings: shiftSettings.optional(),
  onCall: z.boolean().optional(),
  flexOn: z.boolean().optional(),
  canceled: z.boolean().optional(),
  giveaway: z.boolean().optional(),
  swapped: z.boolean().optional(),
});
export type ShiftInput = z.infer<typeof shiftInput>;

/** A partial change; read-only fields a client sends back with a full shift are ignored. */
export const shiftPatch = shiftInput.partial();
export type ShiftPatch = z.infer<typeof shiftPatch>;
export const shiftBulkPatch = z
  .array(shiftPatch.extend({ id: ref }))
  .min(1)
  .max(500);
export const shiftCreateBody = z.array(shiftInput).max(500);
export const idsBody = z.object({ ids: z.array(ref).min(1).max(500) });

const person = z.object({ id, fullName: z.string() });
export const historyEntry = z
  .object({
    id,
    modifiedBy: person.nullable(),
    modifiedOn: z.string(),
    newAssignee: person.nullable(),
    changes: z.array(z.object({ field: z.string(), old: z.unknown(), new: z.unknown() })),
  })
  .meta({ id: "HistoryEntry" });
export type HistoryEntry = z.infer<typeof historyEntry>;

export const LAST_SHIFT_TYPES = ["canceled", "float", "overtime"] as const;

/** A page of the last-shift browser; `nextCursor` asks for the earlier ones, null at the end. */
export const lastShiftHistoryPage = z.object({
  results: z.array(shift),
  nextCursor: z.string().nullable(),
});
export type LastShiftHistoryPage = z.infer<typeof lastShiftHistoryPage>;
