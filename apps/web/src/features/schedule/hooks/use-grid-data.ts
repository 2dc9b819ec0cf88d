/**
 * Everything the grid draws, derived from the cache with stable references: after one shift
 * changes, only that user's entries, highlights and hours are new objects, so only that row (and
 * the totals) re-render (F-037; the performance budget of the issue).
 */
import type { Department, Employee, Hospital, ScheduleEvent, Shift } from "@rosterly/contract";
import { useMemo, useState } from "react";
import { Previous } from "../../../lib/scheduling/previous";
import { useScheduleValidation } from "../../../lib/scheduling/use-schedule-validation";
import { staffNeededOf, validationContext } from "../../../lib/scheduling/validation-input";
import { type EntriesByUser, eventsByUser, shiftsByUser } from "../lib/entries-by-user";
import { type ScheduleFilter, showsUser } from "../lib/filters";
import { gridColumns, gridRows } from "../lib/grid-model";
import { buildHighlights, type Highlights } from "../lib/highlights";
import type { ScheduleLookups } from "../lib/lookups";
import { departmentStaff, staffGroups } from "../lib/staff-rows";
import { totalsLines } from "../lib/totals";
import { sameNumbers, weekHours } from "../lib/week-hours";

export interface GridDataInput {
  hospital: Hospital;
  department: Department;
  period: { startOn: string; endOn: string };
  shifts: readonly Shift[] | undefined;
  events: readonly ScheduleEvent[] | undefined;
  filter: ScheduleFilter;
  lookups: ScheduleLookups;
  viewerIsStaff: boolean;
  /** Staff looking at their department see no one's errors but their own (own view), so none here. */
  validate?: boolean;
}

export function useGridData(input: GridDataInput) {
  const {
    hospital,
    department,
    period,
    shifts,
    events,
    filter,
    lookups,
    viewerIsStaff,
    validate = true,
  } = input;
  const { startOn, endOn } = period;
  const staff = useMemo(() => departmentStaff(hospital, department.id), [hospital, department.id]);
  const groups = useMemo(() => staffGroups(hospital, staff), [hospital, staff]);
  const rows = useMemo(
    () => gridRows(groups, (employee: Employee) => showsUser(filter, employee)),
    [groups, filter],
  );
  const columns = useMemo(() => gridColumns({ startOn, endOn }), [startOn, endOn]);
  const context = useMemo(
    () => validationContext(hospital, department, { startOn, endOn }),
    [hospital, department, startOn, endOn],
  );
  const validation = useScheduleValidation(validate ? context : null, shifts, events, {
    mode: "schedule",
    viewerIsStaff,
  });

  const [previousShifts] = useState(() => new Previous<EntriesByUser<Shift>>());
  const shiftIndex = useMemo(
    () => previousShifts.next((before) => shiftsByUser(shifts ?? [], before)),
    [previousShifts, shifts],
  );
  const [previousEvents] = useState(() => new Previous<EntriesByUser<ScheduleEvent>>());
  const eventIndex = useMemo(
    () => previousEvents.next((before) => eventsByUser(events ?? [], before)),
    [previousEvents, events],
  );
  const [previousHighlights] = useState(() => new Previous<Highlights>());
  const highlights = useMemo(
    () => previousHighlights.next((before) => buildHighlights(validation.results, before)),
    [previousHighlights, validation.results],
  );

  const [previousHours] = useState(() => new Previous<ReadonlyMap<number, readonly number[]>>());
  const hours = useMemo(
    () =>
      previousHours.next((previous) => {
        const next = new Map<number, readonly number[]>();
        for (const employee of staff) {
          const userShifts = shiftIndex.get(employee.userId)?.items ?? [];
          const value = weekHours(
            validation.state,
            employee,
            userShifts,
            { startOn, endOn },
            lookups.flagTraits,
          );
          const before = previous?.get(employee.userId);
          next.set(employee.userId, before && sameNumbers(before, value) ? before : value);
        }
        return next;
      }),
    [previousHours, staff, shiftIndex, validation, startOn, endOn, lookups],
  );

  const staffNeeded = useMemo(() => staffNeededOf(department), [department]);
  const totals = useMemo(
    () => totalsLines(hospital, department.id, staffNeeded, shifts ?? [], lookups.flagTraits),
    [hospital, department.id, staffNeeded, shifts, lookups],
  );
  const totalsLabels = useMemo(() => {
    const labels = new Map<string, string>();
    for (const line of totals) {
      const jobs = line.jobTypes.map((id) => lookups.jobTypes.get(id)?.name ?? `#${id}`).join(", ");
      labels.set(
        line.key,
        `${jobs} · ${lookups.shiftTypes.get(line.shiftTypeId)?.name ?? `#${line.shiftTypeId}`}`,
      );
    }
    return labels;
  }, [totals, lookups]);

  return {
    staff,
    rows,
    columns,
    shiftIndex,
    eventIndex,
    highlights,
    hours,
    totals,
    totalsLabels,
    validation,
  };
}
