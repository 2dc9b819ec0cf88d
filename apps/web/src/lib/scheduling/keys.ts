/**
 * Query keys of the scheduling data, shared by the schedule screens (which read) and the
 * activity editors (which write and patch the cache). Cache shapes, in the contract's camelCase:
 * - schedule(id), scheduleFor(deptId, date): `Schedule`
 * - shifts(deptId, start, end): `Shift[]` (every shift of the department in [start, end], paged fetch flattened)
 * - events(deptId, start, end): `ScheduleEvent[]`
 * - errors(scheduleId): `ValidatorResult[]` as the server answers `/api/schedules/{id}/errors/`
 * - shiftHistory(id), eventHistory(id): `HistoryEntry[]`
 * A writer patches every cached window of a department with `setQueriesData({ queryKey: shiftsOf(deptId) }, ...)`.
 */
export const schedulingKeys = {
  all: ["scheduling"] as const,
  schedule: (id: number) => ["scheduling", "schedule", id] as const,
  scheduleForOf: (departmentId: number) => ["scheduling", "schedule-for", departmentId] as const,
  scheduleFor: (departmentId: number, date: string) =>
    ["scheduling", "schedule-for", departmentId, date] as const,
  shiftsOf: (departmentId: number) => ["scheduling", "shifts", departmentId] as const,
  shifts: (departmentId: number, start: string, end: string) =>
    ["scheduling", "shifts", departmentId, start, end] as const,
  eventsOf: (departmentId: number) => ["scheduling", "events", departmentId] as const,
  events: (departmentId: number, start: string, end: string) =>
    ["scheduling", "events", departmentId, start, end] as const,
  errors: (scheduleId: number) => ["scheduling", "errors", scheduleId] as const,
  shiftHistory: (shiftId: number) => ["scheduling", "shift-history", shiftId] as const,
  eventHistory: (eventId: number) => ["scheduling", "event-history", eventId] as const,
  myShifts: (userId: number, start: string, end: string) =>
    ["scheduling", "my-shifts", userId, start, end] as const,
};
