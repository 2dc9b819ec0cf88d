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
// Two periods on: not loaded ahead while the first period is shown.
const LATER = { startOn: "2026-04-26", endOn: "2026-06-06" };
const laterWindow = fetchWindow(LATER);
// The period before the one shown first.
const EARLIER = { startOn: "2025-12-21", endOn: "2026-01-31" };
const earlierWindow = fetchWindow(EARLIER);
const periodOf = (date: string | null) =>
  date !== null && date <= EARLIER.endOn
    ? "earlier"
    : date === null || date < NEXT.startOn
      ? "first"
      : date < LATER.startOn
        ? "next"
        : "later";

function start(known: readonly { startOn: string; endOn: string }[] = [NEXT, LATER]) {
  const base = scheduleHospital();
  const hospital = {
    ...base,
    departments: base.departments.map((department) =>
      department.id === DEPARTMENT_ID
        ? {
            ...department,
            schedulingPeriods: [
              { id: 900, ...PERIOD, state: "draft" },
              ...known.map((period, index) => ({ id: 901 + index, ...period, state: "draft" })),
            ],
          }
        : department,
    ),
  };
  const server = signedInServer("dept", { hospital, user: buildSessionUser("dept") })
    .on("GET", "/api/schedules/", (request) => {
      const period = periodOf(request.query.get("for_date"));
      return {
        body: scheduleJson(
          period === "next"
            ? buildSchedule("draft", { id: 901, ...NEXT })
            : period === "later"
              ? buildSchedule("draft", { id: 902, ...LATER })
              : period === "earlier"
                ? buildSchedule("draft", { id: 899, ...EARLIER })
                : buildSchedule("draft"),
        ),
      };
    })
    .on("GET", "/api/shifts/", (request) => {
      const between = request.query.get("between") ?? "";
      return {
        body: shiftsPage(
          between.startsWith(laterWindow.start)
            ? [buildShift(22, "2026-04-27")]
            : between.startsWith(nextWindow.start)
              ? [buildShift(22, "2026-03-16")]
              : between.startsWith(earlierWindow.start)
                ? [buildShift(22, "2026-01-05")]
                : [buildShift(22, "2026-02-01")],
        ),
      };
    })
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

/** Requests of `path` for a window, as the screen asks for them. */
function windowRequests(
  server: ReturnType<typeof start>,
  path: string,
  window: { start: string; end: string },
) {
  return server
    .calls("GET", path)
    .filter((request) => request.query.get("between") === `${window.start},${window.end}`);
}

describe("switching to another period", () => {
  it("loads the following period once the one shown has its data, and shows it without asking again", async () => {
    const server = start();
    await screen.findByRole("grid", { name: "Master schedule" });
    await waitFor(() => expect(windowRequests(server, "/api/shifts/", nextWindow)).toHaveLength(1));
    await waitFor(() => expect(windowRequests(server, "/api/events/", nextWindow)).toHaveLength(1));
    // Only the following one: the period after it waits until the next one is shown.
    expect(windowRequests(server, "/api/shifts/", laterWindow)).toHaveLength(0);

    goInHistory(`/scheduling/schedule?date=${NEXT.startOn}`);
    await waitFor(() =>
      expect(within(gridCell(22, "2026-03-16") as HTMLElement).getByRole("img")).toBeInTheDocument(),
    );
    expect(windowRequests(server, "/api/shifts/", nextWindow)).toHaveLength(1);
    expect(windowRequests(server, "/api/events/", nextWindow)).toHaveLength(1);
    // Shown now, so the one after it is loaded ahead in turn.
    await waitFor(() => expect(windowRequests(server, "/api/shifts/", laterWindow)).toHaveLength(1));
  });

  it("shows any date of a period loaded ahead without asking for its schedule again", async () => {
    const server = start();
    await screen.findByRole("grid", { name: "Master schedule" });
    await waitFor(() => expect(windowRequests(server, "/api/events/", nextWindow)).toHaveLength(1));
    const nextSchedules = () =>
      server
        .calls("GET", "/api/schedules/")
        .filter((request) => periodOf(request.query.get("for_date")) === "next");
    expect(nextSchedules()).toHaveLength(1);

    // A day inside the period, as a link or a history entry carries it, not the period's first.
    goInHistory("/scheduling/schedule?date=2026-04-01");
    await waitFor(() =>
      expect(within(gridCell(22, "2026-03-16") as HTMLElement).getByRole("img")).toBeInTheDocument(),
    );
    expect(nextSchedules()).toHaveLength(1);
    expect(windowRequests(server, "/api/shifts/", nextWindow)).toHaveLength(1);
  });

  it("loads the period before too, after the following one, and shows it without asking again", async () => {
    const server = start([EARLIER, NEXT, LATER]);
    await screen.findByRole("grid", { name: "Master schedule" });
    await waitFor(() => expect(windowRequests(server, "/api/events/", earlierWindow)).toHaveLength(1));
    const shiftRequests = server.calls("GET", "/api/shifts/");
    const firstOf = (window: { start: string }) =>
      shiftRequests.findIndex((request) => request.query.get("between")?.startsWith(window.start));
    expect(firstOf(nextWindow)).toBeGreaterThan(-1);
    expect(firstOf(earlierWindow)).toBeGreaterThan(firstOf(nextWindow));

    goInHistory(`/scheduling/schedule?date=${EARLIER.startOn}`);
    await waitFor(() =>
      expect(within(gridCell(22, "2026-01-05") as HTMLElement).getByRole("img")).toBeInTheDocument(),
    );
    expect(windowRequests(server, "/api/shifts/", earlierWindow)).toHaveLength(1);
    expect(windowRequests(server, "/api/events/", earlierWindow)).toHaveLength(1);
  });

  it("loads nothing ahead when the following period does not exist yet", async () => {
    // Asking for its date would have the server create a period nobody asked for.
    const server = start([LATER]);
    await screen.findByRole("grid", { name: "Master schedule" });
    // The shell's counts are asked for once the screen has settled, after what it loads ahead.
    await waitFor(() => expect(server.calls("GET", "/api/notification-receipts/").length).toBeGreaterThan(0));
    expect(
      server
        .calls("GET", "/api/schedules/")
        .filter((request) => periodOf(request.query.get("for_date")) === "next"),
    ).toHaveLength(0);
    expect(windowRequests(server, "/api/shifts/", nextWindow)).toHaveLength(0);
  });

  it("loads a period picked in the selector before Apply, and Apply shows it without asking again", async () => {
    const user = userEvent.setup();
    const server = start();
    await screen.findByRole("grid", { name: "Master schedule" });
    expect(windowRequests(server, "/api/shifts/", laterWindow)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: /Feb 1, 2026/ }));
    const selector = await screen.findByRole("dialog", { name: "Choose a schedule" });
    await user.click(within(selector).getByRole("button", { name: /Apr 26, 2026/ }));
    // Picked, not applied: the period's shifts and events are already on their way.
    await waitFor(() => expect(windowRequests(server, "/api/shifts/", laterWindow)).toHaveLength(1));
    expect(windowRequests(server, "/api/events/", laterWindow)).toHaveLength(1);
    expect(gridCell(22, "2026-04-27")).toBeNull();

    const apply = within(selector).getByRole("button", { name: "Apply" });
    await waitFor(() => expect(apply).toBeEnabled());
    await user.click(apply);
    await waitFor(() =>
      expect(within(gridCell(22, "2026-04-27") as HTMLElement).getByRole("img")).toBeInTheDocument(),
    );
    expect(windowRequests(server, "/api/shifts/", laterWindow)).toHaveLength(1);
    expect(windowRequests(server, "/api/events/", laterWindow)).toHaveLength(1);
  });

  it("asks for the period the browser goes back to in the history event, before the app re-renders", async () => {
    const server = start();
    await screen.findByRole("grid", { name: "Master schedule" });
    // What Back does once a later period was shown: the address changes, then the browser says so.
    goInHistory(`/scheduling/schedule?date=${LATER.startOn}`);
    // Asked already, in the event: no render has run since.
    expect(windowRequests(server, "/api/shifts/", laterWindow)).toHaveLength(1);
    expect(windowRequests(server, "/api/events/", laterWindow)).toHaveLength(1);
    expect(
      server
        .calls("GET", "/api/schedules/")
        .filter((request) => periodOf(request.query.get("for_date")) === "later"),
    ).toHaveLength(1);

    await waitFor(() =>
      expect(within(gridCell(22, "2026-04-27") as HTMLElement).getByRole("img")).toBeInTheDocument(),
    );
    expect(windowRequests(server, "/api/shifts/", laterWindow)).toHaveLength(1);
    expect(windowRequests(server, "/api/events/", laterWindow)).toHaveLength(1);
  });

  it("asks nothing in the history event once the browser has left the screen", async () => {
    const server = start();
    await screen.findByRole("grid", { name: "Master schedule" });
    const asked = server.calls("GET", "/api/shifts/").length;
    // A later period's date, on another screen: the schedule's loading would ask for its shifts.
    goInHistory(`/scheduling/daily?date=${LATER.startOn}`);
    expect(server.calls("GET", "/api/shifts/")).toHaveLength(asked);
  });
});
