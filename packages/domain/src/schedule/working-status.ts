/**
 * Whether a shift counts as worked (F-013) and the label it shows (Z-027). Every validator counts
 * only working shifts, so this is the single place that decides it.
 */
import type { Flag, FlagLookup, FlagTraits, ShiftStatusFields } from "./types.ts";

export type WorkingStatus =
  | "canceled"
  | "giveaway"
  | "swapped"
  | "available"
  | "non_duty"
  | "on_call"
  | "on_duty";

export function indexFlags(flags: readonly Flag[]): FlagLookup {
  return new Map(flags.map((flag) => [flag.id, flag]));
}

function anyFlag(
  shift: ShiftStatusFields,
  flags: FlagLookup,
  isOff: (traits: FlagTraits) => boolean,
): boolean {
  for (const id of shift.flags) {
    const traits = flags.get(id);
    if (traits && isOff(traits)) return true;
  }
  return false;
}

/** A flag marked not working makes the shift non-duty. */
export function hasNonWorkingFlag(shift: ShiftStatusFields, flags: FlagLookup): boolean {
  return anyFlag(shift, flags, (traits) => !traits.working);
}

/** Released from the schedule: available (flex on), canceled, given away or swapped. */
function isReleased(shift: ShiftStatusFields): boolean {
  return shift.available || shift.canceled || shift.giveaway || shift.swapped;
}

export function isWorking(shift: ShiftStatusFields, flags: FlagLookup): boolean {
  return !isReleased(shift) && !shift.onCall && !hasNonWorkingFlag(shift, flags);
}

/** Flags do not take a shift off call; a non-working flag only changes its label. */
export function isOnCall(shift: ShiftStatusFields): boolean {
  return shift.onCall && !isReleased(shift);
}

export function isNonDuty(shift: ShiftStatusFields, flags: FlagLookup): boolean {
  return hasNonWorkingFlag(shift, flags);
}

export function isCommitment(shift: ShiftStatusFields, flags: FlagLookup): boolean {
  return !anyFlag(shift, flags, (traits) => !traits.commitment);
}

export function isProductivity(shift: ShiftStatusFields, flags: FlagLookup): boolean {
  return !anyFlag(shift, flags, (traits) => !traits.productivity);
}

/**
 * The label, by the precedence of Z-027: canceled > giveaway > swapped > available > non-duty
 * (non-working flag) > on call > on duty. An available shift is shown as "available" but counts as
 * non-duty.
 */
export function workingStatus(shift: ShiftStatusFields, flags: FlagLookup): WorkingStatus {
  if (shift.canceled) return "canceled";
  if (shift.giveaway) return "giveaway";
  if (shift.swapped) return "swapped";
  if (shift.available) return "available";
  if (hasNonWorkingFlag(shift, flags)) return "non_duty";
  if (shift.onCall) return "on_call";
  return "on_duty";
}
