/**
 * The request forms' values, what each checks before sending (domain rules, so the messages match
 * the server's) and the body it becomes. Comments are optional everywhere, up to COMMENTS_MAX.
 */
import {
  COMMENTS_MAX,
  type EventRequestCreateBody,
  type ShiftRequestCreateBody,
  type SwapCreateBody,
} from "@rosterly/contract";
import { fail } from "@rosterly/domain/fields";
import {
  type RequestOffer,
  rescheduleIssue,
  type TimeOffDatesIssue,
  timeOffDatesIssue,
} from "@rosterly/domain/requests";
import {
  partTimes,
  type SplitError,
  type SplitPart,
  type SplitSource,
  splitSaveError,
} from "@rosterly/domain/schedule";
import { type Issues, note } from "../../../lib/forms/issues";

function commentIssues(issues: Issues, comments: string): void {
  if (comments.length > COMMENTS_MAX) note(issues, "comments", fail("validation.max", { max: COMMENTS_MAX }));
}

const optionalComments = (comments: string) => (comments.trim() === "" ? {} : { comments });

// ---- Time off ------------------------------------------------------------------------

export interface TimeOffValues {
  typeId: number | "";
  dates: string[];
  comments: string;
}

const DATES_TEXT: Record<TimeOffDatesIssue, "required" | "invalidDate" | "tooSoon" | "tooMany"> = {
  required: "required",
  invalid_date: "invalidDate",
  too_soon: "tooSoon",
  too_many: "tooMany",
};

export function timeOffIssues(values: TimeOffValues, today: string, offer: RequestOffer): Issues {
  const issues: Issues = {};
  if (values.typeId === "") note(issues, "typeId", fail("validation.required"));
  const dates = timeOffDatesIssue(values.dates, today, offer);
  if (dates !== null)
    note(issues, "dates", {
      ...fail("validation.invalid"),
      text: `requestForms.timeOff.dateIssues.${DATES_TEXT[dates]}`,
      params: { count: offer.eventMinNoticeDays },
    });
  commentIssues(issues, values.comments);
  return issues;
}

export function timeOffBody(values: TimeOffValues): EventRequestCreateBody | null {
  if (values.typeId === "" || values.dates.length === 0) return null;
  return { typeId: values.typeId, dates: values.dates, ...optionalComments(values.comments) };
}

// ---- Give away -----------------------------------------------------------------------

/** `department`: the scheduler chooses who takes it; otherwise the chosen colleague's user id. */
export interface GiveawayValues {
  receiver: "department" | number;
  comments: string;
}

export function giveawayIssues(values: GiveawayValues): Issues {
  const issues: Issues = {};
  commentIssues(issues, values.comments);
  return issues;
}

export function giveawayBody(shiftId: number, values: GiveawayValues): ShiftRequestCreateBody {
  return {
    requestType: "giveaway",
    shiftId,
    newAssigneeId: values.receiver === "department" ? null : values.receiver,
    ...optionalComments(values.comments),
  };
}

// ---- Swap ----------------------------------------------------------------------------

export interface SwapValues {
  targetShiftId: number | null;
  comments: string;
}

export function swapIssues(values: SwapValues): Issues {
  const issues: Issues = {};
  if (values.targetShiftId === null)
    note(issues, "targetShiftId", { ...fail("validation.required"), text: "requestForms.swap.choose" });
  commentIssues(issues, values.comments);
  return issues;
}

export function swapBody(shiftId: number, values: SwapValues): SwapCreateBody | null {
  if (values.targetShiftId === null) return null;
  return {
    sourceShiftId: shiftId,
    targetShiftId: values.targetShiftId,
    ...optionalComments(values.comments),
  };
}

// ---- Reschedule ----------------------------------------------------------------------

export interface RescheduleValues {
  date: string;
  comments: string;
}

export function rescheduleIssues(values: RescheduleValues, shiftDate: string, today: string): Issues {
  const issues: Issues = {};
  const issue = rescheduleIssue(shiftDate, values.date, today);
  if (issue === "required") note(issues, "date", fail("validation.required"));
  else if (issue === "invalid_date") note(issues, "date", fail("validation.date"));
  else if (issue === "same_date")
    note(issues, "date", { ...fail("validation.invalid"), text: "requestForms.reschedule.sameDate" });
  else if (issue === "past") note(issues, "date", fail("validation.date_not_past"));
  commentIssues(issues, values.comments);
  return issues;
}

export function rescheduleBody(shiftId: number, values: RescheduleValues): ShiftRequestCreateBody | null {
  if (rescheduleIssue("", values.date, "") === "required") return null;
  return { requestType: "reschedule", shiftId, date: values.date, ...optionalComments(values.comments) };
}

// ---- Split ---------------------------------------------------------------------------

export interface SplitValues {
  parts: SplitPart[];
  comments: string;
}

export type SplitIssue = SplitError | "one_part" | "no_colleague";

/**
 * Why the parts cannot be sent: the domain's split rules, and a request needs at least two parts
 * with every part after the first given to a colleague (the first stays the requester's).
 */
export function splitIssue(parts: readonly SplitPart[], source: SplitSource): SplitIssue | null {
  const error = splitSaveError(parts, source);
  if (error !== null) return error;
  if (parts.length < 2) return "one_part";
  if (parts.slice(1).some((part) => part.assigneeId === source.assigneeId)) return "no_colleague";
  return null;
}

export function splitIssues(values: SplitValues, source: SplitSource): Issues {
  const issues: Issues = {};
  const issue = splitIssue(values.parts, source);
  if (issue === "no_colleague")
    values.parts.forEach((part, index) => {
      if (index > 0 && part.assigneeId === source.assigneeId)
        note(issues, `parts.${index}.assigneeId`, {
          ...fail("validation.required"),
          text: "requestForms.split.chooseColleague",
        });
    });
  else if (issue !== null)
    note(issues, "parts", { ...fail("validation.invalid"), text: `requestForms.split.issues.${issue}` });
  commentIssues(issues, values.comments);
  return issues;
}

export function splitBody(
  shiftId: number,
  values: SplitValues,
  source: SplitSource,
): ShiftRequestCreateBody | null {
  if (splitIssue(values.parts, source) !== null) return null;
  const splits = values.parts.map((part) => {
    const times = partTimes(part, source);
    return { assigneeId: part.assigneeId, startTime: times?.startTime ?? "", endTime: times?.endTime ?? "" };
  });
  return { requestType: "split", shiftId, splits, ...optionalComments(values.comments) };
}
