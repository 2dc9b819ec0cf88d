import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { fetchWindow } from "../../../lib/scheduling/window";
import { signedInServer } from "../../../test/fake-server";
import { buildSessionUser } from "../../../test/factories";
import { gridCell } from "../../../test/master-schedule-screen";
import { renderApp } from "../../../test/render-app";
import {
  buildSchedule,
  buildShift,
  DEPARTMENT_ID,
  eventsPage,
  layOutGrid,
  PERIOD,
  scheduleHospital,
  scheduleJson,
  shiftsPage,
} from "../../../test/schedule-fixtures";
import { storeSession } from "../../../test/tokens";

const NEXT = { startOn: "2026-03-15", endOn: "2026-04-25" };
const nextWindow = fetchWindow(NEXT);
const inNext = (date: string | null) => date !== null && date >= NEXT.startOn;

function start() {
  const base = scheduleHospital();
  const hospital = {
    ...base,
    departments: base.departments.map((department) =>
      department.id === DEPARTMENT_ID
        ? {
            ...department,
            schedulingPeriods: [
              { id: 900, ...PERIOD, state: "draft" },
              { id: 901, ...NEXT, state: "draft" },
            ],
          }
        : department,
    ),
  };
  const server = signedInServer("dept", { hospital, user: buildSessionUser("dept") })
    .on("GET", "/api/schedules/", (request) => ({
      body: scheduleJson(
        inNext(request.query.get("for_date"))
          ? buildSchedule("draft", { id: 901, ...NEXT })
          : buildSchedule("draft"),
      ),
    }))
    .on("GET", "/api/shifts/", (request) => ({
      body: shiftsPage(
        request.query.get("between")?.startsWith(nextWindow.start)
          ? [buildShift(22, "2026-03-16")]
          : [buildShift(22, "2026-02-01")],
      ),
    }))
    .on("GET", "/api/events/", { body: eventsPage([]) });
  storeSession();
  renderApp("/scheduling/schedule");
  return server;
}

/**
 * The browser moving to another entry of the app's history (Back or Forward): the entry carries the
 * router's own index, as entries the app made do, then the browser announces the move.
 */
function goInHistory(path: string) {
  const { idx } = window.history.state as { idx: number };
  window.history.pushState({ usr: null, key: `entry${idx + 1}`, idx: idx + 1 }, "", path);
  window.dispatchEvent(new PopStateEvent("popstate"));
}

beforeEach(() => layOutGrid({ width: 8000, height: 900 }));

describe("switching to another period", () => {
  it("loads a period picked in the selector before Apply, and Apply shows it without asking again", async () => {
    const user = userEvent.setup();
    const server = start();
    await screen.findByRole("grid", { name: "Master schedule" });
    const nextShiftRequests = () =>
      server
        .calls("GET", "/api/shifts/")
        .filter((request) => request.query.get("between") === `${nextWindow.start},${nextWindow.end}`);
    const nextEventRequests = () =>
      server
        .calls("GET", "/api/events/")
        .filter((request) => request.query.get("between") === `${nextWindow.start},${nextWindow.end}`);
    expect(nextShiftRequests()).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: /Feb 1, 2026/ }));
    const selector = await screen.findByRole("dialog", { name: "Choose a schedule" });
    await user.click(within(selector).getByRole("button", { name: /Mar 15, 2026/ }));
    // Picked, not applied: the period's shifts and events are already on their way.
    await waitFor(() => expect(nextShiftRequests()).toHaveLength(1));
    expect(nextEventRequests()).toHaveLength(1);
    expect(gridCell(22, "2026-03-16")).toBeNull();

    const apply = within(selector).getByRole("button", { name: "Apply" });
    await waitFor(() => expect(apply).toBeEnabled());
    await user.click(apply);
    await waitFor(() =>
      expect(within(gridCell(22, "2026-03-16") as HTMLElement).getByRole("img")).toBeInTheDocument(),
    );
    expect(nextShiftRequests()).toHaveLength(1);
    expect(nextEventRequests()).toHaveLength(1);
  });

  it("asks for the period the browser goes back to in the history event, before the app re-renders", async () => {
    const server = start();
    await screen.findByRole("grid", { name: "Master schedule" });
    const nextRequests = (path: string) =>
      server
        .calls("GET", path)
        .filter((request) => request.query.get("between") === `${nextWindow.start},${nextWindow.end}`);
    // What Back does once the next period was shown: the address changes, then the browser says so.
    goInHistory(`/scheduling/schedule?date=${NEXT.startOn}`);
    // Asked already, in the event: no render has run since.
    expect(nextRequests("/api/shifts/")).toHaveLength(1);
    expect(nextRequests("/api/events/")).toHaveLength(1);
    expect(
      server.calls("GET", "/api/schedules/").filter((request) => inNext(request.query.get("for_date"))),
    ).toHaveLength(1);

    await waitFor(() =>
      expect(within(gridCell(22, "2026-03-16") as HTMLElement).getByRole("img")).toBeInTheDocument(),
    );
    expect(nextRequests("/api/shifts/")).toHaveLength(1);
    expect(nextRequests("/api/events/")).toHaveLength(1);
  });

  it("asks nothing in the history event once the browser has left the screen", async () => {
    const server = start();
    await screen.findByRole("grid", { name: "Master schedule" });
    const asked = server.calls("GET", "/api/shifts/").length;
    // The next period's date, on another screen: the schedule's loading would ask for its shifts.
    goInHistory(`/scheduling/daily?date=${NEXT.startOn}`);
    expect(server.calls("GET", "/api/shifts/")).toHaveLength(asked);
  });
});
