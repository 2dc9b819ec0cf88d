import { z } from "zod";
import { queryId, rowId } from "./input";
import { pageQuery } from "./pagination";
import { COMMENTS_MAX, shift, shiftSettings, wireTime } from "./shift";
import { validatorResults } from "./validation";

const id = z.number().int();

/** The longest pattern a template holds (a year); a department's is its weeks × 7 or its period. */
export const TEMPLATE_OFFSET_MAX = 365;
/** Activities of one template day (a split shift has at most three parts). */
export const TEMPLATE_DAY_ACTIVITIES_MAX = 3;

/** One activity of a template day (J-001): what a shift made from it holds. */
export const templateActivity = z.object({
  typeId: rowId,
  startTime: wireTime,
  endTime: wireTime,
  flags: z.array(rowId).max(50).default([]),
  comments: z.string().max(COMMENTS_MAX).default(""),
  internalComments: z.string().max(COMMENTS_MAX).default(""),
  obligatory: z.boolean().default(false),
  onCall: z.boolean().default(false),
  overtime: z.boolean().default(false),
  sitter: z.boolean().default(false),
  settings: shiftSettings.default({}),
});
export type TemplateActivityInput = z.input<typeof templateActivity>;

const offset = z.number().int().min(0).max(TEMPLATE_OFFSET_MAX);

/** A person's template in a department: the pattern's days that hold activities, by offset. */
export const scheduleTemplate = z
  .object({
    /** Null for a person of the department who has no template yet. */
    id: id.nullable(),
    departmentId: id,
    profileId: id,
    userId: id,
    shifts: z.array(
      z.object({
        offset: id,
        activities: z.array(
          z.object({
            typeId: id,
            startTime: z.string(),
            endTime: z.string(),
            flags: z.array(id),
            comments: z.string(),
            internalComments: z.string(),
            obligatory: z.boolean(),
            onCall: z.boolean(),
            overtime: z.boolean(),
            sitter: z.boolean(),
            settings: shiftSettings,
          }),
        ),
      }),
    ),
    modifiedBy: id.nullable(),
    modifiedOn: z.string().nullable(),
  })
  .meta({ id: "ScheduleTemplate" });
export type ScheduleTemplate = z.infer<typeof scheduleTemplate>;
export type TemplateActivityOut = ScheduleTemplate["shifts"][number]["activities"][number];

/** `GET /schedule-templates/?dept_id=`: every person of the department, with or without a template. */
export const templateListQuery = pageQuery(500, 500).extend({ dept_id: queryId });

/**
 * `PATCH /schedule-templates/{profile_id}/`: one day of the person's template. `id` is the template
 * as the client last saw it (null: none yet), so two editors do not overwrite each other unseen.
 */
export const templatePatch = z.object({
  id: rowId.nullable().optional(),
  departmentId: rowId,
  offset,
  activities: z.array(templateActivity).max(TEMPLATE_DAY_ACTIVITIES_MAX),
});
export type TemplatePatch = z.infer<typeof templatePatch>;

export const profileIdParams = z.object({ profile_id: queryId });

/** `POST /schedule-templates/apply/`: make the templates' shifts in a period of the department. */
export const templateApplyBody = z.object({
  departmentId: rowId,
  scheduleId: rowId,
  /** Only these people's templates (all of the department's when left out). */
  profileIds: z.array(rowId).min(1).max(500).optional(),
});

export const TEMPLATE_SKIP_REASONS = ["has_shift", "has_event", "not_assignable", "not_valid"] as const;

export const templateApplyResult = z
  .object({
    scheduleId: id,
    created: z.array(shift),
    skipped: z.array(
      z.object({
        profileId: id,
        userId: id,
        date: z.string(),
        offset: id,
        reason: z.enum(TEMPLATE_SKIP_REASONS),
        /** For `not_valid`: the field messages the activity failed with. */
        messages: z.array(z.string()),
      }),
    ),
  })
  .meta({ id: "TemplateApplyResult" });
export type TemplateApplyResult = z.infer<typeof templateApplyResult>;
/** Beside the result, in validator wire form: the schedule's validator results after the shifts were made. */
export const templateApplyErrors = z.object({ errors: validatorResults });

/** `POST /schedule-templates/from_schedule/`: the period's shifts become the department's templates. */
export const templateFromScheduleBody = z.object({ scheduleId: rowId });
