import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { apiError, signedInServer } from "../../../test/fake-server";
import { buildSessionUser } from "../../../test/factories";
import { renderApp } from "../../../test/render-app";
import {
  buildSchedule,
  buildShift,
  CHG,
  DAY,
  eventsPage,
  layOutGrid,
  NIGHT,
  RN,
  scheduleHospital,
  scheduleJson,
  shiftsPage,
} from "../../../test/schedule-fixtures";
import { storeSession } from "../../../test/tokens";

const RUN = "6f1c2a9e-2b4d-4c8e-9a1f-0d3b5e7c9a11";
const FILL = "/api/schedules/900/fill/";
const RUN_PATH = `${FILL}${RUN}/`;

const progress = (best: number | null, elapsed: number) => ({
  best_objective: best,
  feasible: best !== null,
  elapsed_ms: elapsed,
  iterations: 1000,
  first_feasible_ms: best === null ? null : 120,
});

function runJson(state: "running" | "done", extra: Record<string, unknown> = {}) {
  return {
    id: RUN,
    schedule_id: 900,
    state,
    existing: "keep",
    seconds: 20,
    staff_count: 3,
    accepted: [],
    progress: state === "running" ? null : progress(30, 4200),
    proposal:
      state === "running"
        ? null
        : {
            feasible: true,
            objective: 30,
            cancelled: true,
            elapsed_ms: 4200,
            first_feasible_ms: 120,
            shifts: [
              {
                assignee_id: 21,
                date: "2026-02-02",
                type_id: DAY,
                start_time: "07:00:00",
                end_time: "19:00:00",
              },
              {
                assignee_id: 22,
                date: "2026-02-02",
                type_id: NIGHT,
                start_time: "19:00:00",
                end_time: "07:00:00",
              },
            ],
            removed_shift_ids: [],
            people: [
              { assignee_id: 21, added: 1, removed: 0 },
              { assignee_id: 22, added: 1, removed: 0 },
            ],
            days: [{ date: "2026-02-02", added: 2, removed: 0 }],
            staffing: [{ job_types: [CHG, RN], shift_type_id: DAY, needed: 2, proposed: [0, 1] }],
            validator_results: [
              {
                validator: "ImbalanceValidator",
                priority: 100,
                error_data: [{ job_types: [CHG, RN], shift_types: { [DAY]: ["2026-02-01", "2026-02-02"] } }],
              },
            ],
          },
    ...extra,
  };
}

function start(state = "draft") {
  const server = signedInServer("dept", { hospital: scheduleHospital(), user: buildSessionUser("dept") })
    .on("GET", "/api/schedules/", { body: scheduleJson(buildSchedule(state)) })
    .on("GET", "/api/shifts/", { body: shiftsPage([buildShift(23, "2026-02-01")]) })
    .on("GET", "/api/events/", { body: eventsPage([]) })
    .on("POST", FILL, { status: 201, body: runJson("running") })
    .on("GET", RUN_PATH, { body: runJson("running") });
  storeSession();
  window.localStorage.setItem("active-department-id", "3");
  const view = renderApp("/scheduling/schedule");
  const send = (message: unknown) =>
    act(() => {
      for (const socket of view.sockets.all) socket.send(message);
    });
  return { server, send };
}

const cell = (userId: number, date: string) => {
  const found = document.querySelector<HTMLElement>(`[data-cell="${userId}:${date}"]`);
  if (found === null) throw new Error(`no cell ${userId}:${date}`);
  return found;
};

beforeEach(() => layOutGrid());

describe("fill the schedule", () => {
  it("starts with the chosen options, shows progress, takes the best so far and draws the proposal", async () => {
    const user = userEvent.setup();
    const { server, send } = start();
    await screen.findByRole("grid", { name: "Master schedule" });
    await user.click(screen.getByRole("button", { name: "Fill the schedule" }));
    const dialog = await screen.findByRole("dialog", { name: "Fill the schedule" });
    await user.click(
      within(dialog).getByRole("radio", { name: "The generator may replace them on the chosen days" }),
    );
    const to = within(dialog).getByLabelText("To");
    await user.clear(to);
    await user.type(to, "2026-02-07");
    await user.click(within(dialog).getByRole("button", { name: "Start" }));

    await waitFor(() => expect(server.calls("POST", FILL)).toHaveLength(1));
    const body = server.calls("POST", FILL)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ existing: "replace", request_weight: 3, seconds: 20 });
    expect(body.dates).toEqual([
      "2026-02-01",
      "2026-02-02",
      "2026-02-03",
      "2026-02-04",
      "2026-02-05",
      "2026-02-06",
      "2026-02-07",
    ]);
    expect(body).not.toHaveProperty("staff_ids");

    expect(await within(dialog).findByText("No proposal that keeps every rule yet")).toBeInTheDocument();
    send({
      content_type: "roster run",
      action: "progress",
      id: null,
      data: { run_id: RUN, schedule_id: 900, state: "running", progress: progress(42, 5000) },
    });
    expect(await within(dialog).findByText("Best proposal so far: penalty 42")).toBeInTheDocument();
    expect(within(dialog).getByText("5 s of 20 s")).toBeInTheDocument();
    expect(within(dialog).getByRole("progressbar", { name: "Search progress" })).toHaveAttribute(
      "aria-valuenow",
      "25",
    );

    server
      .on("POST", `${RUN_PATH}cancel/`, { body: runJson("done") })
      .on("GET", RUN_PATH, { body: runJson("done") });
    await user.click(within(dialog).getByRole("button", { name: "Use best so far" }));
    const review = await screen.findByRole("region", { name: "Proposed schedule" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(within(review).getByText("2 shifts to add")).toBeInTheDocument();
    expect(within(review).getByText("Proposed shifts have a dashed outline")).toBeInTheDocument();
    // The proposal is drawn in the grid, marked, and counted in the totals.
    const proposed = cell(21, "2026-02-02").querySelector(".entry.proposed");
    expect(proposed).not.toBeNull();
    expect(proposed?.getAttribute("title")).toContain("Proposed (not saved)");
    expect(cell(23, "2026-02-01").querySelector(".entry.proposed")).toBeNull();
    expect(document.querySelector('[data-total="5,6:41:2026-02-02"]')).toHaveTextContent("1/2");
    await user.click(within(review).getByRole("button", { name: /Schedule errors with the proposal/ }));
    expect(within(review).getByText("Staffing imbalance")).toBeInTheDocument();
    expect(within(review).getByText("2 findings")).toBeInTheDocument();
  });

  it("accepts per person, then everyone else, and says who was left because their shifts changed", async () => {
    const user = userEvent.setup();
    const { server } = start();
    await screen.findByRole("grid", { name: "Master schedule" });
    await user.click(screen.getByRole("button", { name: "Fill the schedule" }));
    const dialog = await screen.findByRole("dialog", { name: "Fill the schedule" });
    server
      .on("POST", FILL, { status: 201, body: runJson("done") })
      .on("GET", RUN_PATH, { body: runJson("done") });
    await user.click(within(dialog).getByRole("button", { name: "Start" }));
    const review = await screen.findByRole("region", { name: "Proposed schedule" });

    server
      .on("POST", `${RUN_PATH}accept/`, { body: { created: 1, removed: 0, conflicts: [] } })
      .on("GET", RUN_PATH, { body: runJson("done", { accepted: [21] }) });
    await user.click(within(review).getByRole("button", { name: /By person/ }));
    await user.click(within(review).getByRole("button", { name: "Accept for Omar Baker" }));
    await waitFor(() => expect(server.calls("POST", `${RUN_PATH}accept/`)).toHaveLength(1));
    expect(server.calls("POST", `${RUN_PATH}accept/`)[0]?.body).toEqual({ assignee_ids: [21] });
    expect(await screen.findByText("1 shift created.")).toBeInTheDocument();
    expect(await within(review).findByText("Accepted")).toBeInTheDocument();
    await waitFor(() => expect(cell(21, "2026-02-02").querySelector(".entry.proposed")).toBeNull());
    expect(within(review).getByText("1 shift to add")).toBeInTheDocument();

    server.on("POST", `${RUN_PATH}accept/`, {
      body: { created: 0, removed: 0, conflicts: [{ assignee_id: 22, dates: ["2026-02-02"] }] },
    });
    await user.click(within(review).getByRole("button", { name: "Accept all" }));
    const alert = await within(review).findByRole("alert");
    expect(alert).toHaveTextContent("Amelia Chavez (Feb 2)");
    expect(server.calls("POST", `${RUN_PATH}accept/`)[1]?.body).toEqual({});

    server.on("POST", `${RUN_PATH}discard/`, { status: 204 });
    await user.click(within(review).getByRole("button", { name: "Discard" }));
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Proposed schedule" })).not.toBeInTheDocument(),
    );
    expect(document.querySelector(".entry.proposed")).toBeNull();
  });

  it("cancels a running search and forgets it", async () => {
    const user = userEvent.setup();
    const { server } = start();
    await screen.findByRole("grid", { name: "Master schedule" });
    await user.click(screen.getByRole("button", { name: "Fill the schedule" }));
    const dialog = await screen.findByRole("dialog", { name: "Fill the schedule" });
    await user.click(within(dialog).getByRole("radio", { name: "Only the people I choose" }));
    await user.click(within(dialog).getByRole("button", { name: "Start" }));
    // Choosing "only some" without anyone is refused before any call.
    expect(await within(dialog).findByText("This field is required.")).toBeInTheDocument();
    expect(server.calls("POST", FILL)).toHaveLength(0);
    await user.click(within(dialog).getByRole("radio", { name: /Everyone on the schedule/ }));
    await user.click(within(dialog).getByRole("button", { name: "Start" }));
    await within(dialog).findByText("No proposal that keeps every rule yet");
    server.on("POST", `${RUN_PATH}discard/`, { status: 204 });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.calls("POST", `${RUN_PATH}discard/`)).toHaveLength(1);
    expect(screen.queryByRole("region", { name: "Proposed schedule" })).not.toBeInTheDocument();
  });

  it("says why the generator cannot start, and puts field errors at their fields", async () => {
    const user = userEvent.setup();
    const { server } = start();
    await screen.findByRole("grid", { name: "Master schedule" });
    await user.click(screen.getByRole("button", { name: "Fill the schedule" }));
    const dialog = await screen.findByRole("dialog", { name: "Fill the schedule" });
    server.on(
      "POST",
      FILL,
      apiError(412, "precondition_failed", "The generator is already filling this schedule.", {
        detail_key: "errors.precondition.fill_running",
      }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Start" }));
    expect(await screen.findByText("The generator could not start.")).toBeInTheDocument();
    server.on(
      "POST",
      FILL,
      apiError(400, "invalid", "Invalid input.", {
        errors: { dates: ["Choose dates within one schedule period (2026-02-01 to 2026-03-14)."] },
      }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Start" }));
    expect(await within(dialog).findByText(/Choose dates within one schedule period/)).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Fill the schedule" })).toBeInTheDocument();
  });

  it("is not offered for a schedule in a state that cannot change", async () => {
    start("pending_post_approval");
    await screen.findByRole("grid", { name: "Master schedule" });
    expect(screen.queryByRole("button", { name: "Fill the schedule" })).not.toBeInTheDocument();
  });
});
