import { type ScheduleTemplate, page, scheduleTemplate, toWire } from "@rosterly/contract";
import { addDays, localDateOf } from "@rosterly/domain/time";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { signedInServer } from "../../../test/fake-server";
import { buildSessionUser } from "../../../test/factories";
import { renderApp } from "../../../test/render-app";
import {
  buildSchedule,
  buildShift,
  DAY,
  DEPARTMENT_ID,
  eventsPage,
  layOutGrid,
  scheduleHospital,
  scheduleJson,
  shiftJson,
  shiftsPage,
} from "../../../test/schedule-fixtures";
import { storeSession } from "../../../test/tokens";

// The periods follow today, as the screen does: the current one anchors the pattern, the next is
// where templates are applied, one published period is shown but cannot be chosen.
const today = localDateOf(new Date(), "America/Chicago") ?? new Date().toISOString().slice(0, 10);
const current = { id: 900, startOn: addDays(today, -3), endOn: addDays(today, 38), state: "current" };
const next = { id: 901, startOn: addDays(today, 39), endOn: addDays(today, 80), state: "draft" };
const locked = {
  id: 902,
  startOn: addDays(today, 81),
  endOn: addDays(today, 122),
  state: "pending_publish_approval",
};

function template(
  userId: number,
  shifts: ScheduleTemplate["shifts"],
  id: number | null = null,
): ScheduleTemplate {
  return {
    id,
    departmentId: DEPARTMENT_ID,
    profileId: userId + 1000,
    userId,
    shifts,
    modifiedBy: null,
    modifiedOn: null,
  };
}
const dayActivity = {
  typeId: DAY,
  startTime: "07:00:00",
  endTime: "19:00:00",
  flags: [],
  comments: "",
  internalComments: "",
  obligatory: false,
  onCall: false,
  overtime: false,
  sitter: false,
  settings: { sitter: null },
};
const templatesPage = (values: ScheduleTemplate[]) =>
  toWire(page(scheduleTemplate), { count: values.length, next: null, previous: null, results: values });

function serve(templates: ScheduleTemplate[]) {
  const base = scheduleHospital();
  const hospital = {
    ...base,
    departments: base.departments.map((d) =>
      d.id === DEPARTMENT_ID ? { ...d, schedulingPeriods: [current, next, locked] } : d,
    ),
  };
  const server = signedInServer("dept", { hospital, user: buildSessionUser("dept") }).on(
    "GET",
    "/api/schedule-templates/",
    { body: templatesPage(templates) },
  );
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
const findGrid = () => screen.findByRole("grid", { name: /^Template of/ });

describe("template screen (J-002, Z-029)", () => {
  it("draws each person's pattern from the current period's first day, with day numbers", async () => {
    serve([template(21, [{ offset: 0, activities: [dayActivity] }], 7), template(22, []), template(23, [])]);
    renderApp("/scheduling/template");
    const grid = await findGrid();
    expect(
      within(cell(21, current.startOn)).getByRole("img", { name: "Day 12 07:00–19:00" }),
    ).toBeInTheDocument();
    expect(within(grid).getByText("Day 1")).toBeInTheDocument();
    expect(within(grid).getByText("Day 7")).toBeInTheDocument();
    expect(screen.getByText("A 6-week pattern (42 days)")).toBeInTheDocument();
  });

  it("sets a day with the person's shift type and saves it; a bad time is refused before sending", async () => {
    const server = serve([template(21, []), template(22, []), template(23, [])]);
    server.on("PATCH", "/api/schedule-templates/1021/", (request) => ({
      body: toWire(scheduleTemplate, template(21, [{ offset: 1, activities: [dayActivity] }], 8)),
      status: (request.body as { offset: number }).offset === 1 ? 200 : 400,
    }));
    const user = userEvent.setup();
    renderApp("/scheduling/template");
    await findGrid();
    await user.click(cell(21, addDays(current.startOn, 1)));
    const dialog = await screen.findByRole("dialog", { name: /Omar Baker/ });
    expect(within(dialog).getByText(/day 2 \(week 1\)/)).toBeInTheDocument();
    const start = within(dialog).getByRole("textbox", { name: "Start" });
    expect(start).toHaveValue("07:00");
    await user.clear(start);
    await user.type(start, "25:00");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(start).toHaveAttribute("aria-invalid", "true"));
    expect(server.calls("PATCH", "/api/schedule-templates/1021/")).toHaveLength(0);
    await user.clear(start);
    await user.type(start, "0700");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.calls("PATCH", "/api/schedule-templates/1021/")[0]?.body).toEqual({
      id: null,
      department_id: DEPARTMENT_ID,
      offset: 1,
      activities: [
        expect.objectContaining({
          type_id: DAY,
          start_time: "07:00:00",
          end_time: "19:00:00",
          on_call: false,
          flags: [],
        }),
      ],
    });
    expect(
      within(cell(21, addDays(current.startOn, 1))).getByRole("img", { name: "Day 12 07:00–19:00" }),
    ).toBeInTheDocument();
  });

  it("applies to a chosen period and shows what was made, skipped (who, when, why) and found", async () => {
    const server = serve([
      template(21, [{ offset: 0, activities: [dayActivity] }], 7),
      template(22, []),
      template(23, []),
    ]);
    server.on("POST", "/api/schedule-templates/apply/", {
      status: 201,
      body: {
        schedule_id: next.id,
        created: [shiftJson(buildShift(21, addDays(next.startOn, 7)))],
        skipped: [
          { profile_id: 1021, user_id: 21, date: next.startOn, offset: 0, reason: "has_shift", messages: [] },
        ],
        errors: [{ validator: "OvertimeValidator", priority: 150, error_data: { "21": [next.startOn] } }],
      },
    });
    const user = userEvent.setup();
    renderApp("/scheduling/template");
    await findGrid();
    await user.click(screen.getByRole("button", { name: "Apply to a period" }));
    const dialog = await screen.findByRole("dialog", { name: /Apply the templates/ });
    const radios = within(dialog).getAllByRole("radio");
    expect(radios).toHaveLength(3);
    expect(radios[1]).toBeEnabled();
    expect(radios[2]).toBeDisabled();
    await user.click(radios[1] as HTMLElement);
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    const result = await within(dialog).findByTestId("apply-result");
    expect(server.calls("POST", "/api/schedule-templates/apply/")[0]?.body).toEqual({
      department_id: DEPARTMENT_ID,
      schedule_id: next.id,
    });
    expect(within(result).getByText("1 shift made.")).toBeInTheDocument();
    expect(within(result).getByText("1 day skipped")).toBeInTheDocument();
    const row = within(result).getByRole("row", { name: /Omar Baker/ });
    expect(row).toHaveTextContent("Already has a shift");
    expect(within(result).getByText("Overtime weeks")).toBeInTheDocument();
    expect(within(result).getByText("1 person")).toBeInTheDocument();
  });
});

describe("save this period as a template (Z-029)", () => {
  it("is offered in the master schedule toolbar and replaces the templates after confirming", async () => {
    const server = serve([]);
    server
      .on("GET", "/api/schedules/", { body: scheduleJson(buildSchedule("draft", { id: 900 })) })
      .on("GET", "/api/shifts/", { body: shiftsPage([]) })
      .on("GET", "/api/events/", { body: eventsPage([]) })
      .on("POST", "/api/schedule-templates/from_schedule/", {
        body: templatesPage([template(21, [{ offset: 0, activities: [dayActivity] }], 7)]),
      });
    const user = userEvent.setup();
    renderApp("/scheduling/schedule");
    await user.click(await screen.findByRole("button", { name: "Save as template" }));
    const dialog = await screen.findByRole("dialog", { name: "Save this period as the template?" });
    await user.click(within(dialog).getByRole("button", { name: "Save as template" }));
    expect(await screen.findByText("Saved as the template of 1 person.")).toBeInTheDocument();
    expect(server.calls("POST", "/api/schedule-templates/from_schedule/")[0]?.body).toEqual({
      schedule_id: 900,
    });
  });
});
