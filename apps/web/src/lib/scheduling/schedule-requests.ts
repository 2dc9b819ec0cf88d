/**
 * The requests of a schedule awaiting review, as its record carries them (`swaps`,
 * `shift_requests`: request summaries). Each item is read on its own: one the contract does not
 * describe is left out rather than failing the schedule.
 */
import { type RequestSummary, requestSummary, type Schedule, wire } from "@rosterly/contract";
import { isAwaitingReview } from "@rosterly/domain/requests";

const summarySchema = wire(requestSummary);
const cache = new WeakMap<Schedule, readonly RequestSummary[]>();

export function scheduleRequests(schedule: Schedule): readonly RequestSummary[] {
  const known = cache.get(schedule);
  if (known !== undefined) return known;
  const items = [...(schedule.swaps ?? []), ...(schedule.shiftRequests ?? [])];
  const requests: RequestSummary[] = [];
  for (const item of items) {
    const parsed = summarySchema.safeParse(item);
    if (parsed.success && isAwaitingReview(parsed.data.state)) requests.push(parsed.data);
  }
  cache.set(schedule, requests);
  return requests;
}
