import type { SplitError } from "@rosterly/domain/schedule";
import type { MessageKey } from "../../../../lib/i18n";

/** Why a split edit or save was refused, in words (F-034). */
export const SPLIT_ERROR_KEYS: Readonly<Record<SplitError, MessageKey>> = {
  no_such_part: "activityEditor.split.errors.no_such_part",
  too_many_parts: "activityEditor.split.errors.too_many_parts",
  part_too_short: "activityEditor.split.errors.part_too_short",
  original_part: "activityEditor.split.errors.original_part",
  last_part_end: "activityEditor.split.errors.last_part_end",
  required: "activityEditor.split.errors.required",
  invalid_time: "activityEditor.split.errors.invalid_time",
  out_of_range: "activityEditor.split.errors.out_of_range",
  no_parts: "activityEditor.split.errors.no_parts",
  same_assignee: "activityEditor.split.errors.same_assignee",
  not_contiguous: "activityEditor.split.errors.not_contiguous",
};
