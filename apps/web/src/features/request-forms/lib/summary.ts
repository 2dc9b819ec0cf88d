/** What a row of the caller's requests says, from the list's summary (K-005). */
import type { Hospital, RequestSummary } from "@rosterly/contract";
import { canWithdraw, isAwaitingReview } from "@rosterly/domain/requests";

/** The type's name: the shift type's, or the event type's for time off. */
export function summaryTypeName(hospital: Hospital, summary: RequestSummary): string | null {
  if (summary.typeId === null) return null;
  const types = summary.contentType === "event" ? hospital.eventTypes : hospital.shiftTypes;
  return types.find((type) => type.id === summary.typeId)?.name ?? null;
}

/** Only the one who sent it takes a request back, while it awaits review or once approved. */
export const mayWithdraw = (summary: { state: string; requesterId: number }, userId: number): boolean =>
  summary.requesterId === userId && canWithdraw(summary.state);

/** Requests still in play first (awaiting review), then the rest; each group newest first as listed. */
export function splitByOpen(rows: readonly RequestSummary[]): {
  open: RequestSummary[];
  closed: RequestSummary[];
} {
  const open = rows.filter((row) => isAwaitingReview(row.state));
  const closed = rows.filter((row) => !isAwaitingReview(row.state));
  return { open, closed };
}
