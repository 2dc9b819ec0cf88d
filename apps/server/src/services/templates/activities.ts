import type { TemplatePatch } from "@rosterly/contract";
import type { TemplateActivity } from "@rosterly/domain/templates";
import { checkShiftTimes } from "@rosterly/domain/schedule";
import type { FieldErrors } from "../../http/field-errors";
import type { WriteContext } from "../activities/write-context";
import { isOfferedTo } from "../shifts/offered-type";
import { storedTime } from "../shifts/shift-values";

/**
 * A day's activities as stored, after the checks a shift made from them will face: a shift type of
 * the hospital in use and offered to the person (F-019), times that exist and differ, known flags.
 * Reports each bad field under `activities.<i>.<field>`; answers null when any was bad.
 */
export function resolveTemplateActivities(
  inputs: TemplatePatch["activities"],
  ctx: Pick<WriteContext, "shiftTypes" | "flags" | "jobTypes">,
  person: { jobTypeId: number | null; charge: boolean } | undefined,
  errors: FieldErrors,
): TemplateActivity[] | null {
  const before = errors.count;
  const out: TemplateActivity[] = [];
  inputs.forEach((input, i) => {
    const field = (name: string) => `activities.${i}.${name}`;
    const type = ctx.shiftTypes.get(input.typeId);
    if (!type || type.obsolete)
      errors.add(field("type_id"), {
        ok: false,
        key: "validation.hospital_choice",
        params: { kind: "a shift type" },
      });
    else if (person && !isOfferedTo(ctx.jobTypes, type, person))
      errors.add(field("type_id"), "validation.shift_type_not_offered");
    const startTime = storedTime(input.startTime);
    const endTime = storedTime(input.endTime);
    if (startTime === null) errors.add(field("start_time"), "validation.time");
    if (endTime === null) errors.add(field("end_time"), "validation.time");
    const same = startTime !== null && endTime !== null ? checkShiftTimes(startTime, endTime) : null;
    if (same) errors.add(field("end_time"), same);
    const flags = [...new Set(input.flags)];
    for (const id of flags) {
      const flag = ctx.flags.get(id);
      if (!flag || flag.obsolete)
        errors.add(field("flags"), {
          ok: false,
          key: "validation.unknown_reference",
          params: { kind: "flag", id },
        });
    }
    if (startTime === null || endTime === null) return;
    out.push({
      typeId: input.typeId,
      startTime,
      endTime,
      flags,
      comments: input.comments,
      internalComments: input.internalComments,
      obligatory: input.obligatory,
      onCall: input.onCall,
      overtime: input.overtime,
      sitter: input.sitter,
      settings: input.sitter && input.settings.sitter ? { sitter: input.settings.sitter } : {},
    });
  });
  return errors.count === before ? out : null;
}
