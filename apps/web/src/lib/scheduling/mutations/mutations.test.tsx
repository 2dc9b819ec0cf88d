import { type ScheduleEvent, type Shift, scheduleEvent, shift, toWire } from "@rosterly/contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { apiError, fakeServer } from "../../../test/fake-server";
import { createQueryClient } from "../../query-client";
import { schedulingKeys } from "../keys";
import { useCreateEvents } from "./create-events";
import { isReferencedShiftError, useDeleteShifts } from "./delete-shifts";
import { useUpdateShift } from "./update-shift";

const DEPT = 3;

const buildShift = (overrides: Partial<Shift> = {}): Shift => ({
  id: 501,
  date: "2026-03-10",
  payrollDate: "2026-03-10",
  typeId: 101,
  departmentId: DEPT,
  assigneeId: 41,
  newAssigneeId: null,
  startTime: "07:00:00",
  endTime: "19:00:00",
  flags: [],
  comments: "",
  obligatory: false,
  overtime: false,
  sitter: false,
  settings: {},
  onCall: false,
  flexOn: false,
  canceled: false,
  giveaway: false,
  swapped: false,
  scheduleId: 900,
  openShiftId: null,
  createdBy: null,
  createdOn: "2026-02-01T15:00:00Z",
  modifiedBy: null,
  modifiedOn: "2026-02-01T15:00:00Z",
  ...overrides,
});

const buildEvent = (): ScheduleEvent => ({
  id: 701,
  type: "event",
  assigneeId: 41,
  departmentId: DEPT,
  typeId: 301,
  typeName: "Vacation",
  dates: ["2026-03-10"],
  flags: [],
  title: "",
  startTime: null,
  endTime: null,
  state: "approved",
  approvals: [],
  createdBy: null,
  createdOn: "2026-02-01T15:00:00Z",
  modifiedBy: null,
  modifiedOn: "2026-02-01T15:00:00Z",
});

const shiftJson = (value: Shift) => toWire(shift, value);
const eventJson = (value: ScheduleEvent) => toWire(scheduleEvent, value);
const windowKey = schedulingKeys.shifts(DEPT, "2026-03-01", "2026-03-31");
const eventsKey = schedulingKeys.events(DEPT, "2026-03-01", "2026-03-31");

function setup() {
  const queryClient = createQueryClient({ retry: false });
  queryClient.setQueryData<Shift[]>(windowKey, [buildShift(), buildShift({ id: 502, assigneeId: 42 })]);
  queryClient.setQueryData<ScheduleEvent[]>(eventsKey, []);
  queryClient.setQueryData(schedulingKeys.errors(900), []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper, server: fakeServer() };
}

const target = { departmentId: DEPT, staffIds: new Set([41, 42]) };

describe("scheduling mutations", () => {
  it("puts a saved shift into the cached windows and asks for fresh validator results", async () => {
    const { queryClient, wrapper, server } = setup();
    server.on("PATCH", "/api/shifts/501/", { body: shiftJson(buildShift({ comments: "Saved" })) });
    const { result } = renderHook(() => useUpdateShift(target), { wrapper });
    await act(() => result.current.mutateAsync({ id: 501, patch: { comments: "Saved" } }));
    expect(queryClient.getQueryData<Shift[]>(windowKey)?.map((item) => item.comments)).toEqual(["Saved", ""]);
    expect(queryClient.getQueryState(schedulingKeys.errors(900))?.isInvalidated).toBe(true);
  });

  it("removes deleted shifts and recognises a delete refused by references", async () => {
    const { queryClient, wrapper, server } = setup();
    server.on("DELETE", "/api/shifts/bulk_delete/", { status: 204 });
    const { result } = renderHook(() => useDeleteShifts(target), { wrapper });
    await act(() => result.current.mutateAsync([501, 502]));
    expect(server.calls("DELETE", "/api/shifts/bulk_delete/")[0]?.body).toEqual({ ids: [501, 502] });
    expect(queryClient.getQueryData<Shift[]>(windowKey)).toEqual([]);
    server.on("DELETE", "/api/shifts/503/", apiError(412, "precondition_failed", "Referenced."));
    await act(() => result.current.mutateAsync([503]).catch(() => undefined));
    await waitFor(() => expect(isReferencedShiftError(result.current.error)).toBe(true));
  });

  it("adds created events to the department's windows", async () => {
    const { queryClient, wrapper, server } = setup();
    const event = buildEvent();
    server.on("POST", "/api/events/", { status: 201, body: [eventJson(event)] });
    const { result } = renderHook(() => useCreateEvents(target), { wrapper });
    await act(() =>
      result.current.mutateAsync([{ assigneeId: 41, departmentId: DEPT, typeId: 301, dates: event.dates }]),
    );
    expect(queryClient.getQueryData<ScheduleEvent[]>(eventsKey)).toEqual([event]);
  });
});
