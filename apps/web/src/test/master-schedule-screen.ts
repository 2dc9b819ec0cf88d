/**
 * The master schedule of the schedule fixtures, signed in as department management: the grid tests'
 * common start (the draft period of 4 West, its shifts, no events) and a finder for a staff-day cell.
 */
import type { Employee, Shift } from "@rosterly/contract";
import { act } from "@testing-library/react";
import { signedInServer } from "./fake-server";
import { buildSessionUser } from "./factories";
import { renderApp } from "./render-app";
import {
  buildSchedule,
  eventsPage,
  STAFF,
  scheduleHospital,
  scheduleJson,
  shiftsPage,
} from "./schedule-fixtures";
import { storeSession } from "./tokens";

/** The grid cell of a person's day, or null while it is not drawn. */
export const gridCell = (userId: number, date: string) =>
  document.querySelector<HTMLElement>(`[data-cell="${userId}:${date}"]`);

/** Opens `/scheduling/schedule` on the fixtures' draft period with these staff and shifts. */
export function startMasterSchedule(options: { staff?: readonly Employee[]; shifts: readonly Shift[] }) {
  const server = signedInServer("dept", {
    hospital: scheduleHospital(options.staff ?? STAFF),
    user: buildSessionUser("dept"),
  })
    .on("GET", "/api/schedules/", { body: scheduleJson(buildSchedule("draft")) })
    .on("GET", "/api/shifts/", { body: shiftsPage(options.shifts) })
    .on("GET", "/api/events/", { body: eventsPage([]) });
  storeSession();
  const view = renderApp("/scheduling/schedule");
  /** The message as the server sends it, on every open updates channel. */
  const send = (message: unknown) =>
    act(() => {
      for (const socket of view.sockets.all) socket.send(message);
    });
  return { ...view, server, send };
}
