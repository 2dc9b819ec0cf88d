import { type DailySchedule, dailySchedule, shift, toWire } from "@rosterly/contract";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signedInServer } from "../../../test/fake-server";
import { audited, buildEmployee, buildJobType, buildSessionUser } from "../../../test/factories";
import { renderApp } from "../../../test/render-app";
import {
  buildSchedule,
  buildShift,
  CHG,
  DAY,
  DEPARTMENT_ID,
  eventsPage,
  layOutGrid,
  NIGHT,
  RN,
  scheduleHospital,
  STAFF,
  scheduleJson,
  shiftsPage,
} from "../../../test/schedule-fixtures";
import { storeSession } from "../../../test/tokens";
import { keepStylesheets } from "../../../test/stylesheets";

// Checks colours or decorations, so MUI writes its rules here.
keepStylesheets();

// A day ahead: open shifts are offered from today on.
const DATE = "2030-02-10";
const TYPE_ID = 60;

function hospital() {
  const base = scheduleHospital([
    ...STAFF,
    buildEmployee(31, "Linh", "Nguyen", {
      id: 1031,
      fullName: "Linh Nguyen",
      departmentId: 4,
      jobTypeId: RN,
    }),
  ]);
  return {
    ...base,
    departments: base.departments.map((department) =>
      department.id === DEPARTMENT_ID
        ? {
            ...department,
            settings: {
              ...department.settings,
              staffingMatrix: { [DAY]: [{ census: 8, acuity: { 1: 1, 2: 2, 3: 3, 4: 4, 5: 4 } }] },
            },
          }
        : department,
    ),
    jobTypes: [
      buildJobType(RN, "RN", { rank: 2, settings: { canBeChargeNurse: true } }),
      buildJobType(CHG, "CHG", { rank: 1, settings: { isChargeNurse: true } }),
    ],
    dailyScheduleTypes: [
      {
        ...audited,
        id: TYPE_ID,
        hospitalId: 1,
        name: "Unit census",
        description: "",
        shiftTypes: [DAY, NIGHT],
        settings: {},
        obsolete: false,
      },
    ],
  };
}

function buildDaily(extra: Partial<DailySchedule> = {}): DailySchedule {
  const row = (id: number, name: string, time: string, acuity3: number) => ({
    id,
    dailyScheduleId: 500,
    position: id - 700,
    name,
    description: "",
    time,
    dayOffset: 0,
    acuity1: 0,
    acuity2: 0,
    acuity3,
    acuity4: 0,
    acuity5: 0,
    acuityStaff: null,
    censusBySpecialty: [],
    extraStaff: 0,
    notes: "",
    settings: {},
    staffCount: null,
    total: acuity3,
    modifiedBy: null,
    modifiedOn: "2026-02-10T06:00:00.000Z",
  });
  return {
    id: 500,
    date: DATE,
    departmentId: DEPARTMENT_ID,
    typeId: TYPE_ID,
    state: "draft",
    memos: "Bed 12 closed",
    census: [row(701, "Day shift census", "07:00:00", 8), row(702, "Night shift census", "19:00:00", 6)],
    sharedById: null,
    sharedOn: null,
    finalizedById: null,
    finalizedOn: null,
    readOnly: false,
    createdBy: 1,
    createdOn: "2026-02-10T06:00:00.000Z",
    modifiedBy: 1,
    modifiedOn: "2026-02-10T06:00:00.000Z",
    ...extra,
  };
}

function serve(role: "ops" | "staff", daily: DailySchedule) {
  const shifts = [
    buildShift(21, DATE, DAY),
    buildShift(22, DATE, DAY, { canceled: true }),
    buildShift(31, DATE, DAY),
    buildShift(23, DATE, NIGHT, { departmentId: 4 }),
  ];
  const server = signedInServer(role, { hospital: hospital(), user: buildSessionUser(role) })
    .on("GET", "/api/daily-schedules/", { body: [toWire(dailySchedule, daily)] })
    .on("GET", "/api/shifts/", { body: shiftsPage(shifts) })
    .on("PATCH", "/api/census/bulk_update/", (request) => ({
      body: [toWire(dailySchedule, daily).census[0]].map((row) => ({
        ...row,
        ...(request.body as object[])[0],
      })),
    }))
    .on("POST", `/api/daily-schedules/${daily.id}/finalize/`, {
      body: toWire(dailySchedule, { ...daily, state: "finalized", readOnly: true }),
    });
  storeSession();
  window.localStorage.setItem("active-department-id", String(DEPARTMENT_ID));
  return server;
}

describe("daily schedule screen", () => {
  it("shows each shift's people, suggested against on duty and the gap, and saves the census", async () => {
    const server = serve("ops", buildDaily());
    renderApp(`/scheduling/daily?date=${DATE}&dept=${DEPARTMENT_ID}`);

    const day = await screen.findByRole("region", { name: /Day 12/ });
    // 8 patients at acuity 3 suggest 3 nurses; Baker and the float from another unit are on duty.
    await waitFor(() => expect(within(day).getByText("Short 1 (post 1)")).toBeInTheDocument());
    expect(within(day).getByText("Float in from Float Pool")).toBeInTheDocument();
    const chavez = within(day).getByText("Amelia Chavez");
    expect(chavez).toHaveStyle({ textDecoration: "line-through" });
    expect(within(day).getByText("Canceled")).toBeInTheDocument();
    await userEvent.click(within(day).getByRole("button", { name: "Post an open shift for 1" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue(DATE);
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    const night = screen.getByRole("region", { name: /Night 12/ });
    expect(within(night).getByText("Float out to Float Pool")).toBeInTheDocument();
    expect(within(night).getByText("No staffing matrix")).toBeInTheDocument();

    const census = screen.getByRole("region", { name: "Day shift census" });
    const level4 = within(census).getByRole("textbox", { name: "Patients at acuity 4, Day shift census" });
    await userEvent.clear(level4);
    await userEvent.type(level4, "2");
    expect(within(census).getByText(/10 patients/)).toBeInTheDocument();
    await userEvent.click(within(census).getByRole("button", { name: "Save Day shift census" }));
    await waitFor(() => expect(server.calls("PATCH", "/api/census/bulk_update/")).toHaveLength(1));
    expect(server.calls("PATCH", "/api/census/bulk_update/")[0]?.body).toEqual([
      expect.objectContaining({ id: 701, acuity3: 8, acuity4: 2, time: "07:00:00" }),
    ]);
  });

  it("finalizes after a confirmation", async () => {
    const server = serve("ops", buildDaily());
    renderApp(`/scheduling/daily?date=${DATE}&dept=${DEPARTMENT_ID}`);
    await userEvent.click(await screen.findByRole("button", { name: "Finalize" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/cannot be undone/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Finalize" }));
    await waitFor(() => expect(server.calls("POST", "/api/daily-schedules/500/finalize/")).toHaveLength(1));
  });

  it("shows staff the shared day read-only", async () => {
    serve("staff", buildDaily({ readOnly: true, sharedOn: "2026-02-10T06:30:00.000Z", sharedById: 1 }));
    renderApp(`/scheduling/staffdaily?date=${DATE}`);
    expect(
      await screen.findByRole(
        "table",
        { name: "Patients of Day shift census by specialty and acuity" },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Finalize" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Post an open shift/ })).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Memos" })).toBeNull();
    expect(
      within(screen.getByRole("region", { name: "Memos" })).getByText("Bed 12 closed"),
    ).toBeInTheDocument();
  });

  it("follows changes live: a daily schedule update reloads it, a new shift joins the day", async () => {
    let daily = buildDaily({ readOnly: true, sharedOn: "2026-02-10T06:30:00.000Z", sharedById: 1 });
    const server = serve("staff", daily).on("GET", "/api/daily-schedules/", () => ({
      body: [toWire(dailySchedule, daily)],
    }));
    const view = renderApp(`/scheduling/staffdaily?date=${DATE}`);
    const census = await screen.findByRole("region", { name: /^Day shift census/ });
    expect(within(census).getByText(/^8 patients/)).toBeInTheDocument();
    const send = (message: unknown) =>
      act(() => {
        for (const socket of view.sockets.all) socket.send(message);
      });

    daily = {
      ...daily,
      census: daily.census.map((row, index) => (index === 0 ? { ...row, acuity3: 12, total: 12 } : row)),
    };
    send({ content_type: "daily schedule", action: "updated", id: daily.id, data: {} });
    await waitFor(() => expect(within(census).getByText(/^12 patients/)).toBeInTheDocument());
    expect(server.calls("GET", "/api/daily-schedules/").length).toBeGreaterThan(1);

    const night = screen.getByRole("region", { name: /Night 12/ });
    expect(within(night).queryByText("Omar Baker")).toBeNull();
    send({
      content_type: "shift",
      action: "created",
      id: 9001,
      data: toWire(shift, buildShift(21, DATE, NIGHT, { id: 9001 })),
    });
    await waitFor(() => expect(within(night).getByText("Omar Baker")).toBeInTheDocument());
  });

  it("is reached from a date of the master schedule's daily summary", async () => {
    layOutGrid();
    serve("ops", buildDaily({ date: "2026-02-03" }))
      .on("GET", "/api/schedules/", { body: scheduleJson(buildSchedule("draft")) })
      .on("GET", "/api/events/", { body: eventsPage([]) });
    renderApp("/scheduling/schedule");
    await userEvent.click(await screen.findByRole("button", { name: "Daily summary" }));
    await userEvent.click(
      await screen.findByRole("button", { name: "Open the daily schedule of Tuesday Feb 3, 2026" }),
    );
    expect(await screen.findByRole("heading", { name: "Daily schedule", level: 1 })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/scheduling/daily");
    expect(new URLSearchParams(window.location.search).get("date")).toBe("2026-02-03");
  });

  it("is reached from a shift's details on the master schedule", async () => {
    layOutGrid();
    serve("ops", buildDaily({ date: "2026-02-03" }))
      .on("GET", "/api/schedules/", { body: scheduleJson(buildSchedule("draft")) })
      .on("GET", "/api/events/", { body: eventsPage([]) })
      .on("GET", "/api/shifts/", { body: shiftsPage([buildShift(21, "2026-02-03")]) })
      .on("GET", "/api/shifts/last/", { body: {} });
    renderApp("/scheduling/schedule");
    await screen.findByRole("grid", { name: "Master schedule" });
    const cell = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-cell="21:2026-02-03"]');
      // The cell shows the day shift's symbol once the shifts have arrived.
      if (!found?.textContent?.includes("D")) throw new Error("no shift in the cell yet");
      return found;
    });
    // The shift in the cell opens its details (the cell around it would add an activity).
    await userEvent.click(cell.querySelector<HTMLElement>("[data-shift-id]") ?? cell);
    const panel = await screen.findByRole("complementary", {});
    await userEvent.click(await within(panel).findByRole("button", { name: "Go to the daily schedule" }));
    expect(await screen.findByRole("heading", { name: "Daily schedule", level: 1 })).toBeInTheDocument();
    const query = new URLSearchParams(window.location.search);
    expect([query.get("date"), query.get("user")]).toEqual(["2026-02-03", "21"]);
    // The person it was opened for is marked in the day's list.
    expect(
      await screen.findByText("Omar Baker", { selector: "li[aria-current='true'] *" }),
    ).toBeInTheDocument();
  });
});
