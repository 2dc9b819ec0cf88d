import { type UpdateMessage, WS_UPDATES_PATH } from "@rosterly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { departmentStaff } from "../../features/schedule/lib/staff-rows";
import { applySchedulingUpdate, type StaffOf } from "../../lib/scheduling/live";
import { openSessionChannel } from "../../lib/live/open-session-channel";
import { useSession } from "../../lib/session/session-context";
import { useAppDependencies } from "../deps";

/**
 * While a schedule screen is open, its own `/ws/updates/` channel turns `shift`, `event` and
 * `schedule` messages into cache patches (F-037) within the message's turn of the event loop. On
 * leaving, the scheduling cache is marked stale: nothing patched it meanwhile, so the next visit
 * reloads what it shows.
 */
export function useScheduleLiveUpdates(
  staffOf: StaffOf,
  observe?: (update: UpdateMessage) => void,
  options: { enabled?: boolean } = {},
): void {
  const enabled = options.enabled ?? true;
  const queryClient = useQueryClient();
  const { createSocket } = useAppDependencies();
  const staff = useRef(staffOf);
  const observer = useRef(observe);
  useEffect(() => {
    staff.current = staffOf;
    observer.current = observe;
  }, [staffOf, observe]);

  useEffect(() => {
    if (!enabled) return;
    const close = openSessionChannel({
      path: WS_UPDATES_PATH,
      createSocket,
      onUpdate: (update) => {
        // Heard before it is applied, so the observer still sees what the message changes.
        observer.current?.(update);
        applySchedulingUpdate(queryClient, update, (id) => staff.current(id));
      },
    });
    return () => {
      close();
      void queryClient.invalidateQueries({ queryKey: ["scheduling"], refetchType: "none" });
    };
  }, [createSocket, queryClient, enabled]);
}

/** The same, for management screens: a department's staff are those the organisation places in it. */
export function useDepartmentScheduleLiveUpdates(
  observe?: (update: UpdateMessage) => void,
  options: { enabled?: boolean } = {},
): void {
  const { hospital } = useSession();
  const staffByDepartment = useMemo(() => {
    const sets = new Map<number, ReadonlySet<number>>();
    for (const d of hospital.departments)
      sets.set(d.id, new Set(departmentStaff(hospital, d.id).map((e) => e.userId)));
    return sets;
  }, [hospital]);
  useScheduleLiveUpdates(
    useCallback((id: number) => staffByDepartment.get(id), [staffByDepartment]),
    observe,
    options,
  );
}
