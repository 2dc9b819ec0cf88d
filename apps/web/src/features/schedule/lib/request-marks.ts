/**
 * Where the grid marks a request awaiting review: on the requester's day (for a reschedule, the
 * day asked for) and, for a swap, on the partner's day too. A summary names people and dates, not
 * shift ids, so the mark sits on the staff-day that holds the shift.
 */
import type { RequestContentType, RequestSummary, RequestType } from "@rosterly/contract";

export interface RequestMark {
  contentType: RequestContentType;
  id: number;
  requestType: RequestType;
}

export type RequestMarks = ReadonlyMap<number, ReadonlyMap<string, readonly RequestMark[]>>;

export const NO_MARKS: RequestMarks = new Map();

export function requestMarks(requests: readonly RequestSummary[]): RequestMarks {
  if (requests.length === 0) return NO_MARKS;
  const byUser = new Map<number, Map<string, RequestMark[]>>();
  const add = (userId: number, date: string | undefined, mark: RequestMark) => {
    if (date === undefined) return;
    let days = byUser.get(userId);
    if (days === undefined) {
      days = new Map();
      byUser.set(userId, days);
    }
    const list = days.get(date);
    if (list === undefined) days.set(date, [mark]);
    else if (!list.some((m) => m.contentType === mark.contentType && m.id === mark.id)) list.push(mark);
  };
  for (const request of requests) {
    const mark = { contentType: request.contentType, id: request.id, requestType: request.requestType };
    const [first, second] = request.dates;
    if (request.contentType === "swap") {
      add(request.requesterId, first, mark);
      if (request.counterpartId !== null) add(request.counterpartId, second ?? first, mark);
    } else for (const date of request.dates) add(request.requesterId, date, mark);
  }
  return byUser;
}
