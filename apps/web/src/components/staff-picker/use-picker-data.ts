/**
 * What one picker tab needs from the server (H-025): the shifts of the day of the tab's people,
 * wherever they work, and each person's last overtime shift before the day (F-040).
 */
import { type Employee, shift, wire } from "@rosterly/contract";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../lib/api/client";
import { departmentShiftsQueryOptions } from "../../lib/scheduling/list-queries";
import { withQuery } from "../../lib/scheduling/paths";

const lastShiftsSchema = z.record(z.string(), z.object({ last: wire(shift).nullable() }));

export function usePickerData(departmentId: number | null, date: string, staff: readonly Employee[]) {
  const staffIds = staff.map((person) => person.userId);
  const shifts = useQuery({
    ...departmentShiftsQueryOptions(departmentId ?? 0, date, date, staffIds),
    enabled: departmentId !== null,
  });
  const lastOvertime = useQuery({
    queryKey: ["scheduling", "last-overtime", date, staffIds],
    queryFn: ({ signal }) =>
      api.get(
        withQuery("/api/shifts/last/", { type: "overtime", before: date, assignee_ids: staffIds.join(",") }),
        lastShiftsSchema,
        signal,
      ),
    enabled: departmentId !== null && staffIds.length > 0,
    select: (answer) =>
      new Map(Object.entries(answer).map(([userId, entry]) => [Number(userId), entry.last?.date ?? null])),
  });
  return { shifts, lastOvertime };
}
