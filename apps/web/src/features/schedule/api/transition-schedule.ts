/** Lifecycle calls (F-004..F-006): approve, reject (with comments), post, post for self-schedule, publish. */
import { type Schedule, schedule, scheduleRejectBody, toWire, wire } from "@rosterly/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { SCHEDULING_API, type ScheduleActionPath } from "../../../lib/scheduling/paths";
import { storeSchedule } from "../../../lib/scheduling/schedule-cache";

const scheduleSchema = wire(schedule);

export interface TransitionVariables {
  scheduleId: number;
  action: ScheduleActionPath;
  /** Reject only. */
  comments?: string;
}

export function transitionSchedule({ scheduleId, action, comments }: TransitionVariables): Promise<Schedule> {
  const body = action === "reject" ? toWire(scheduleRejectBody, { comments: comments ?? "" }) : {};
  return api.post(SCHEDULING_API.scheduleAction(scheduleId, action), body, scheduleSchema);
}

/** The answer is the schedule in its new state; every cached copy takes it at once. */
export function useTransitionSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transitionSchedule,
    onSuccess: (updated) => storeSchedule(queryClient, updated),
  });
}
