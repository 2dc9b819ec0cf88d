/** `GET /api/shifts/last/` (F-040): a person's latest canceled, float and overtime shift before a day. */
import { shift, wire } from "@rosterly/contract";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api/client";
import { withQuery } from "../../../lib/scheduling/paths";

const lastShiftsSchema = z.record(z.string(), z.object({ last: wire(shift).nullable() }));

export const LAST_SHIFT_KINDS = ["canceled", "float", "overtime"] as const;
export type LastShiftKind = (typeof LAST_SHIFT_KINDS)[number];

async function lastShiftDates(userId: number, before: string, signal?: AbortSignal) {
  const answers = await Promise.all(
    LAST_SHIFT_KINDS.map((type) =>
      api.get(
        withQuery("/api/shifts/last/", { type, before, assignee_ids: String(userId) }),
        lastShiftsSchema,
        signal,
      ),
    ),
  );
  const dates: Record<LastShiftKind, string | null> = { canceled: null, float: null, overtime: null };
  LAST_SHIFT_KINDS.forEach((kind, index) => {
    dates[kind] = answers[index]?.[String(userId)]?.last?.date ?? null;
  });
  return dates;
}

/** Under the scheduling keys, so a live shift change marks it stale with the rest of the schedule. */
export function useLastShiftDates(userId: number, before: string) {
  return useQuery({
    queryKey: ["scheduling", "last-shifts", userId, before],
    queryFn: ({ signal }) => lastShiftDates(userId, before, signal),
  });
}
