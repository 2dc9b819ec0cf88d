import type { ScheduleEvent, Shift, ShiftInput, ShiftType } from "@rosterly/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../../components/toasts/toast-service";
import { useCreateEvents } from "../../../../lib/scheduling/mutations/create-events";
import { useCreateShifts } from "../../../../lib/scheduling/mutations/create-shifts";
import type { CacheTarget } from "../../../../lib/scheduling/mutations/shared";
import { getShiftErrors } from "../../api/get-shift-errors";
import { type AssignmentWarning, assignmentWarnings } from "../../lib/assignment-warnings";

export interface AddedActivities {
  shifts: Shift[];
  events: ScheduleEvent[];
}

/** A shift of the type on the day, with the type's times and on-call value (F-018). */
const shiftOn = (day: string, type: ShiftType, departmentId: number, assigneeId: number): ShiftInput => ({
  date: day,
  payrollDate: day,
  typeId: type.id,
  departmentId,
  assigneeId,
  startTime: type.startTime,
  endTime: type.endTime,
  onCall: type.onCall,
});

/**
 * Adds the chosen activity: a shift on each chosen day (`POST /api/shifts/`), or one event over the
 * days (`POST /api/events/`). After shifts are added, the server's checks for them are fetched and
 * kept as warnings; they never undo the add.
 */
export function useAddActivity(args: {
  target: CacheTarget;
  userId: number;
  onAdded: (added: AddedActivities) => void;
}) {
  const { target, userId, onAdded } = args;
  const { t } = useTranslation();
  const toast = useToast();
  const createShifts = useCreateShifts(target);
  const createEvents = useCreateEvents(target);
  const [warnings, setWarnings] = useState<{ list: AssignmentWarning[]; added: AddedActivities } | null>(
    null,
  );

  /** A failed check is not a failed add: without answers there is simply nothing to warn about. */
  const reportWarnings = async (added: AddedActivities) => {
    const own = added.shifts.filter((item) => item.assigneeId === userId);
    const results = await Promise.all(own.map((item) => getShiftErrors(item.id).catch(() => [])));
    const list = assignmentWarnings(results.flat(), userId);
    if (list.length > 0) setWarnings({ list, added });
    else onAdded(added);
  };

  const addShifts = (type: ShiftType, days: readonly string[]) =>
    createShifts.mutate(
      days.map((day) => shiftOn(day, type, target.departmentId, userId)),
      {
        onSuccess: (shifts) => {
          toast.success(t("activityEditor.toast.shiftsAdded", { count: days.length }));
          void reportWarnings({ shifts, events: [] });
        },
        onError: (error) => toast.error(t("activityEditor.toast.saveFailed"), error),
      },
    );

  const addEvent = (typeId: number, days: readonly string[]) =>
    createEvents.mutate(
      [{ assigneeId: userId, departmentId: target.departmentId, typeId, dates: [...days] }],
      {
        onSuccess: (events) => {
          toast.success(t("activityEditor.toast.eventSaved"));
          onAdded({ shifts: [], events });
        },
        onError: (error) => toast.error(t("activityEditor.toast.eventSaveFailed"), error),
      },
    );

  return {
    addShifts,
    addEvent,
    pending: createShifts.isPending || createEvents.isPending,
    warnings,
    acknowledge: () => {
      if (warnings) onAdded(warnings.added);
      setWarnings(null);
    },
  };
}
