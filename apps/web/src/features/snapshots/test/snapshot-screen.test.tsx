import { page, type Snapshot, snapshot, snapshotDiff, toWire } from "@rosterly/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { signedInServer } from "../../../test/fake-server";
import { buildSessionUser } from "../../../test/factories";
import { renderApp } from "../../../test/render-app";
import {
  buildSchedule,
  buildShift,
  DEPARTMENT_ID,
  layOutGrid,
  PERIOD,
  scheduleHospital,
  scheduleJson,
} from "../../../test/schedule-fixtures";
import { storeSession } from "../../../test/tokens";

const kept = buildShift(21, "2026-02-02");
const moved = { ...kept, date: "2026-02-04", payrollDate: "2026-02-04" };
const removed = buildShift(23, "2026-02-03");
const taken: Snapshot = {
  id: 5,
  schedule: 900,
  departmentId: DEPARTMENT_ID,
  startOn: PERIOD.startOn,
  endOn: PERIOD.endOn,
  state: "published",
  shiftCount: 2,
  eventCount: 0,
  createdBy: 11,
  createdOn: "2026-01-30T15:00:00.000Z",
};

function serve(role: "dept" | "ops", changes = true) {
  const server = signedInServer(role, { hospital: scheduleHospital(), user: buildSessionUser(role) })
    .on("GET", "/api/snapshots/", {
      body: toWire(page(snapshot), { count: 1, next: null, previous: null, results: [taken] }),
    })
    .on("GET", "/api/snapshots/5/", {
      body: toWire(snapshot, { ...taken, shifts: [kept, removed], events: [] }),
    })
    .on("GET", "/api/snapshots/5/diff/", {
      body: toWire(snapshotDiff, {
        snapshot: 5,
        shifts: changes
          ? [
              { id: kept.id, kinds: ["moved"], before: kept, after: moved, fields: ["date", "payrollDate"] },
              { id: removed.id, kinds: ["removed"], before: removed, after: null, fields: [] },
            ]
          : [],
        events: [],
      }),
    })
    .on("GET", "/api/schedules/", { body: scheduleJson(buildSchedule("current", { id: 901 })) });
  storeSession();
  window.localStorage.setItem("active-department-id", String(DEPARTMENT_ID));
  return server;
}

const cell = (userId: number, date: string) => {
  const found = document.querySelector<HTMLElement>(`[data-cell="${userId}:${date}"]`);
  if (found === null) throw new Error(`no cell ${userId}:${date}`);
  return found;
};

beforeEach(() => layOutGrid());
const findGrid = () => screen.findByRole("grid", { name: "Snapshot" });

describe("snapshot screen (J-003)", () => {
  it("shows the snapshot read-only with the changed cells marked and the changes per person", async () => {
    serve("dept");
    renderApp("/scheduling/snapshot");
    await findGrid();
    expect(screen.getByRole("status")).toHaveTextContent("2 changes since");
    expect(
      within(cell(21, "2026-02-02")).getByRole("img", { name: "Day 12 07:00–19:00" }),
    ).toBeInTheDocument();
    for (const [userId, date] of [
      [21, "2026-02-02"],
      [21, "2026-02-04"],
      [23, "2026-02-03"],
    ] as const)
      expect(cell(userId, date)).toHaveAttribute("data-changed", "true");
    expect(cell(22, "2026-02-02")).not.toHaveAttribute("data-changed");
    const changes = screen.getByRole("list", { name: "Changes since the snapshot" });
    expect(within(changes).getByText(/Omar Baker · 1 change/)).toBeInTheDocument();
    expect(
      within(changes).getByText("Day 12 07:00–19:00, Feb 2 → Day 12 07:00–19:00, Feb 4"),
    ).toBeInTheDocument();
    expect(within(changes).getByText("Removed")).toBeInTheDocument();
    // No one but operations management takes snapshots on demand.
    expect(screen.queryByRole("button", { name: "Take a snapshot now" })).not.toBeInTheDocument();
  });

  it("opens the snapshot the address names, not the newest", async () => {
    const newer: Snapshot = { ...taken, id: 7, createdOn: "2026-03-13T15:00:00.000Z" };
    serve("dept")
      .on("GET", "/api/snapshots/", {
        body: toWire(page(snapshot), { count: 2, next: null, previous: null, results: [newer, taken] }),
      })
      .on("GET", "/api/snapshots/7/", { body: toWire(snapshot, { ...newer, shifts: [], events: [] }) })
      .on("GET", "/api/snapshots/7/diff/", {
        body: toWire(snapshotDiff, { snapshot: 7, shifts: [], events: [] }),
      });
    renderApp("/scheduling/snapshot?id=5");
    await findGrid();
    expect(await screen.findByText("2 changes since", { exact: false })).toBeInTheDocument();
  });

  it("groups the changes per day and shows a change's cell when chosen", async () => {
    serve("dept");
    const user = userEvent.setup();
    renderApp("/scheduling/snapshot");
    await findGrid();
    await user.click(screen.getByRole("button", { name: "By day" }));
    const changes = screen.getByRole("list", { name: "Changes since the snapshot" });
    const headers = within(changes)
      .getAllByText(/· \d+ change/)
      .map((node) => node.textContent);
    expect(headers).toEqual([
      "Monday Feb 2, 2026 · 1 change",
      "Tuesday Feb 3, 2026 · 1 change",
      "Wednesday Feb 4, 2026 · 1 change",
    ]);
    await user.click(within(changes).getAllByRole("button", { name: /Removed/ })[0] as HTMLElement);
    await waitFor(() => expect(cell(23, "2026-02-03")).toHaveFocus());
  });

  it("says when nothing changed, and lets operations management take a snapshot", async () => {
    const server = serve("ops", false).on("POST", "/api/snapshots/", {
      status: 201,
      body: toWire(snapshot, { ...taken, id: 6 }),
    });
    const user = userEvent.setup();
    renderApp("/scheduling/snapshot");
    await findGrid();
    expect(screen.getByText("Nothing has changed since this snapshot.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Take a snapshot now" }));
    expect(await screen.findByText("Snapshot taken.")).toBeInTheDocument();
    expect(server.calls("POST", "/api/snapshots/")[0]?.body).toEqual({ schedule: 901 });
  });
});
