/**
 * A wire shift's working status by the domain rules (F-013, Z-027). The wire calls "available"
 * `flexOn`; the domain's rules read `available`.
 */
import type { Shift } from "@rosterly/contract";
import {
  type FlagLookup,
  isOnCall,
  isWorking,
  type ShiftStatusFields,
  type WorkingStatus,
  workingStatus,
} from "@rosterly/domain/schedule";
import { shiftHours } from "@rosterly/domain/time";
import type { MessageKey } from "../../../lib/i18n";

type StatusSource = Pick<Shift, "onCall" | "flexOn" | "canceled" | "giveaway" | "swapped" | "flags">;

export function statusFields(shift: StatusSource): ShiftStatusFields {
  return {
    onCall: shift.onCall,
    available: shift.flexOn,
    canceled: shift.canceled,
    giveaway: shift.giveaway,
    swapped: shift.swapped,
    flags: shift.flags,
  };
}

export function statusOf(shift: StatusSource, flags: FlagLookup): WorkingStatus {
  return workingStatus(statusFields(shift), flags);
}

/** F-022: a nurse can be canceled off a saved shift that is not canceled and is working or on call. */
export function canCancel(shift: StatusSource, flags: FlagLookup): boolean {
  const fields = statusFields(shift);
  return !shift.canceled && (isWorking(fields, flags) || isOnCall(fields));
}

export const STATUS_LABEL: Readonly<Record<WorkingStatus, MessageKey>> = {
  on_duty: "activityEditor.status.on_duty",
  on_call: "activityEditor.status.on_call",
  canceled: "activityEditor.status.canceled",
  giveaway: "activityEditor.status.giveaway",
  swapped: "activityEditor.status.swapped",
  available: "activityEditor.status.available",
  non_duty: "activityEditor.status.non_duty",
};

export const STATUS_COLOR: Readonly<
  Record<WorkingStatus, "success" | "info" | "default" | "warning" | "secondary" | "error">
> = {
  on_duty: "success",
  on_call: "info",
  canceled: "error",
  giveaway: "warning",
  swapped: "secondary",
  available: "default",
  non_duty: "default",
};

/** Scheduled hours of a shift (19:00-07:00 is 12), or null when a time is malformed. */
export const hoursOf = (shift: Pick<Shift, "startTime" | "endTime">): number | null =>
  shiftHours(shift.startTime, shift.endTime);
