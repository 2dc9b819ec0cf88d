import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { signedInServer } from "../../../test/fake-server";
import { buildSessionUser } from "../../../test/factories";
import { renderApp } from "../../../test/render-app";
import { storeSession } from "../../../test/tokens";
import {
  buildSchedule,
  buildShift,
  DAY,
  eventsPage,
  layOutGrid,
  NIGHT,
  scheduleHospital,
  scheduleJson,
  shiftsPage,
} from "../../../test/schedule-fixtures";

const cell = (userId: number, date: string) => {
  const found = document.querySelector<HTMLElement>(`[data-cell="${userId}:${date}"]`);
  if (found === null) throw new Error(`no cell ${userId}:${date}`);
  return found;
};

function serve(
  options: {
    role?: "dept" | "ops";
    state?: string;
    shifts?: ReturnType<typeof buildShift>[];
    settings?: Record<string, unknown>;
  } = {},
) {
  const hospital = scheduleHospital(undefined, options.settings);
  const server = signedInServer(options.role ?? "dept", {
    hospital,
    user: buildSessionUser(options.role ?? "dept"),
  })
    .on("GET", "/api/schedules/", { body: scheduleJson(buildSchedule(options.state ?? "draft")) })
    .on("GET", "/api/shifts/", { body: shiftsPage(options.shifts ?? []) })
    .on("GET", "/api/events/", { body: eventsPage([]) });
  storeSession();
  window.localStorage.setItem("active-department-id", "3");
  return server;
}

beforeEach(() => layOutGrid());
const findGrid = () => screen.findByRole("grid", { name: "Master schedule" });

describe("master schedule grid", () => {
  it("shows the department's staff grouped by job type rank, with shift symbols, week hours and day totals", async () => {
    serve({
      shifts: [
        buildShift(21, "2026-02-01"),
        buildShift(22, "2026-02-01"),
        buildShift(23, "2026-02-02", NIGHT),
      ],
    });
    renderApp("/scheduling/schedule");
    const grid = await findGrid();
    const headers = within(grid)
      .getAllByRole("rowheader")
      .map((header) => header.textContent);
    // CHG (rank 1) before RN (rank 2); by last name within the group.
    expect(headers.slice(0, 5)).toEqual([
      "CHG · 1",
      "Amelia ChavezFT",
      "RN · 2",
      "Omar BakerFT",
      "Brooklyn CampbellFT",
    ]);
    expect(within(cell(21, "2026-02-01")).getByRole("img", { name: "Day 12 07:00–19:00" })).toHaveTextContent(
      "D",
    );
    expect(
      within(cell(23, "2026-02-02")).getByRole("img", { name: "Night 12 19:00–07:00" }),
    ).toBeInTheDocument();
    const row = grid.querySelector('[data-user="21"]');
    expect(row?.querySelector(".cell.week")).toHaveTextContent("12");
    // Two day shifts of the CHG/RN group against a need of 2; the night is covered by one of 1.
    expect(grid.querySelector('[data-total="5,6:41:2026-02-01"]')).toHaveTextContent("2/2");
    expect(grid.querySelector('[data-total="5,6:41:2026-02-01"]')).not.toHaveClass("off");
    expect(grid.querySelector('[data-total="5,6:41:2026-02-03"]')).toHaveClass("off");
    // In words too, for a screen reader: the count, the need and which way a day is off.
    const spoken = (date: string) =>
      grid.querySelector(`[data-total="5,6:41:${date}"] .sr-only`)?.textContent;
    expect(spoken("2026-02-01")).toBe("2 of 2 needed");
    expect(spoken("2026-02-03")).toBe("0 of 2 needed, understaffed");
  });

  it("says a week's hours in words, and when they are over the weekly limit", async () => {
    serve({
      shifts: [
        buildShift(21, "2026-02-01"),
        ...["2026-02-01", "2026-02-02", "2026-02-03", "2026-02-04"].map((date) => buildShift(22, date)),
      ],
    });
    renderApp("/scheduling/schedule");
    const grid = await findGrid();
    const firstWeek = (userId: number) =>
      grid.querySelector(`[data-user="${userId}"] .cell.week .sr-only`)?.textContent;
    expect(firstWeek(21)).toBe("12 hours");
    await waitFor(() => expect(firstWeek(22)).toBe("48 hours, over the weekly limit"));
  });

  it("marks conflicting shifts and jumps to them from the errors overview", async () => {
    const user = userEvent.setup();
    serve({
      shifts: [
        buildShift(21, "2026-02-03"),
        buildShift(21, "2026-02-03", DAY, { startTime: "15:00:00", endTime: "23:00:00" }),
      ],
    });
    renderApp("/scheduling/schedule");
    await findGrid();
    expect(cell(21, "2026-02-03")).toHaveAttribute("aria-invalid", "true");
    expect(cell(22, "2026-02-03")).not.toHaveAttribute("aria-invalid");

    await user.click(screen.getByRole("button", { name: "Errors overview" }));
    const panel = await screen.findByRole("complementary", { name: "Errors overview" });
    const conflicts = within(panel).getByRole("heading", { name: "Time conflicts" }).closest("section");
    if (!(conflicts instanceof HTMLElement)) throw new Error("no time conflicts section");
    expect(within(conflicts).getByText("Omar Baker")).toBeInTheDocument();
    await user.click(within(conflicts).getByRole("button", { name: "2026/02/03" }));
    await waitFor(() => expect(document.activeElement).toBe(cell(21, "2026-02-03")));
  });

  it("asks for the period's shifts and events alongside its schedule, not after it", async () => {
    const server = serve({ shifts: [buildShift(21, "2026-02-01")] });
    let windowAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => {
      windowAsked = resolve;
    });
    // The schedule answers only once its window's shifts and events are on their way: a screen that
    // waits for the schedule before asking for them never shows the grid.
    server
      .on("GET", "/api/schedules/", async () => {
        await asked;
        return { body: scheduleJson(buildSchedule("draft")) };
      })
      .on("GET", "/api/events/", () => {
        if (server.calls("GET", "/api/shifts/").length > 0) windowAsked();
        return { body: eventsPage([]) };
      });

    renderApp("/scheduling/schedule");
    await findGrid();
    await screen.findByRole("img", { name: "Day 12 07:00–19:00" });
    // The period a week either side (F-010), as the organisation's settings give it for today; the
    // following period may be loaded ahead once this one is in.
    const between = "2026-01-25,2026-03-21";
    expect(server.calls("GET", "/api/shifts/")[0]?.query.get("between")).toBe(between);
    expect(server.calls("GET", "/api/events/")[0]?.query.get("between")).toBe(between);
  });

  it("says why a schedule is read-only and offers nothing to add", async () => {
    const user = userEvent.setup();
    serve({ state: "published", shifts: [buildShift(21, "2026-02-01")] });
    renderApp("/scheduling/schedule");
    await findGrid();
    expect(screen.getByRole("status")).toHaveTextContent(
      "This schedule is Published: it can be viewed but not changed in this state.",
    );
    await user.click(cell(22, "2026-02-04"));
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Post" })).not.toBeInTheDocument();
  });
});

describe("lifecycle actions", () => {
  it("lets a director post a draft and shows the new state", async () => {
    const user = userEvent.setup();
    const server = serve({ state: "draft" }).on("POST", "/api/schedules/900/post/", {
      body: scheduleJson(buildSchedule("under_nurse_review")),
    });
    renderApp("/scheduling/schedule");
    await findGrid();
    expect(screen.queryByRole("button", { name: "Publish" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Post" }));
    expect(await screen.findByText("Schedule posted.")).toBeInTheDocument();
    expect(server.calls("POST", "/api/schedules/900/post/")).toHaveLength(1);
    expect(await screen.findByRole("button", { name: "Publish" })).toBeInTheDocument();
    expect(screen.getAllByLabelText("Schedule state: Under nurse review").length).toBeGreaterThan(0);
  });

  it("asks for comments before rejecting a pending post, and reports a refusal", async () => {
    const user = userEvent.setup();
    const server = serve({ role: "ops", state: "pending_post_approval" }).on(
      "POST",
      "/api/schedules/900/reject/",
      {
        status: 403,
        body: {
          detail: "Only the department's director may approve or reject this schedule.",
          code: "permission_denied",
        },
      },
    );
    renderApp("/scheduling/schedule");
    await findGrid();
    expect(screen.getByRole("button", { name: "Approve" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Reject…" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject the schedule" });
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(within(dialog).getByText("Say why the schedule is rejected.")).toBeInTheDocument();
    expect(server.calls("POST", "/api/schedules/900/reject/")).toHaveLength(0);
    await user.type(within(dialog).getByLabelText("Comments for the scheduler"), "Nights are short on 2/14");
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Failed to reject the schedule.")).toBeInTheDocument();
    expect(server.calls("POST", "/api/schedules/900/reject/")[0]?.body).toEqual({
      comments: "Nights are short on 2/14",
    });
  });
});

/**
 * The master schedule as operations management, with the department picker open on Emergency's
 * option; `emergency(path)` lists the requests of `path` for Emergency's data.
 */
async function openDepartmentPicker() {
  const user = userEvent.setup();
  const server = serve({ role: "ops" });
  renderApp("/scheduling/schedule");
  await findGrid();
  const emergency = (path: string) =>
    server.calls("GET", path).filter((request) => request.query.get("dept_id") === "2");
  await user.click(screen.getByRole("combobox", { name: "Department" }));
  const option = await screen.findByRole("option", { name: "Emergency" });
  return { emergency, option };
}

describe("switching to another department", () => {
  it("asks for the department's period in the choice itself, before the screen re-renders, and only once", async () => {
    const { emergency, option } = await openDepartmentPicker();
    expect(emergency("/api/shifts/")).toHaveLength(0);

    // Dispatched outside act: React renders only after the event, so what is asked right after it, the
    // choice itself asked.
    option.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(emergency("/api/shifts/")).toHaveLength(1);
    expect(emergency("/api/schedules/")).toHaveLength(1);
    expect(emergency("/api/events/")).toHaveLength(1);

    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Department" })).toHaveTextContent("Emergency"),
    );
    await findGrid();
    // The screen's own queries took what the choice had asked for (the following period may be
    // loaded ahead since).
    const between = emergency("/api/shifts/")[0]?.query.get("between");
    const sameWindow = (path: string) =>
      emergency(path).filter((request) => request.query.get("between") === between);
    expect(sameWindow("/api/shifts/")).toHaveLength(1);
    expect(sameWindow("/api/events/")).toHaveLength(1);
  });

  it("adds no history entry when the address holds no date to clear", async () => {
    const { option } = await openDepartmentPicker();
    const entries = window.history.length;

    await userEvent.setup().click(option);
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Department" })).toHaveTextContent("Emergency"),
    );
    await findGrid();
    expect(window.history.length).toBe(entries);
  });

  it("starts loading a department the keyboard's focus rests on in the picker, before it is chosen", async () => {
    const { emergency, option } = await openDepartmentPicker();
    expect(emergency("/api/shifts/")).toHaveLength(0);

    option.focus();
    await waitFor(() => expect(emergency("/api/shifts/")).toHaveLength(1));
    expect(emergency("/api/schedules/")).toHaveLength(1);
    expect(screen.getByRole("combobox", { name: "Department", hidden: true })).not.toHaveTextContent(
      "Emergency",
    );
  });

  it("starts loading a department pressed in the picker before the press is released, and asks once", async () => {
    const { emergency, option } = await openDepartmentPicker();

    option.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true }));
    expect(emergency("/api/shifts/")).toHaveLength(1);
    expect(emergency("/api/schedules/")).toHaveLength(1);
    // Still the department shown until the press is released (the open menu hides the rest).
    expect(screen.getByRole("combobox", { name: "Department", hidden: true })).not.toHaveTextContent(
      "Emergency",
    );

    option.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Department" })).toHaveTextContent("Emergency"),
    );
    await findGrid();
    const between = emergency("/api/shifts/")[0]?.query.get("between");
    expect(
      emergency("/api/shifts/").filter((request) => request.query.get("between") === between),
    ).toHaveLength(1);
  });
});
