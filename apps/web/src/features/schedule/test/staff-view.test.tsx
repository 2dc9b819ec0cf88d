import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signedInServer } from "../../../test/fake-server";
import { buildSessionUser } from "../../../test/factories";
import { renderApp } from "../../../test/render-app";
import { storeSession } from "../../../test/tokens";
import {
  buildSchedule,
  buildShift,
  employee,
  eventsPage,
  layOutGrid,
  NIGHT,
  RN,
  STAFF,
  scheduleHospital,
  scheduleJson,
  shiftsPage,
} from "../../../test/schedule-fixtures";
import { keepStylesheets } from "../../../test/stylesheets";

// Checks colours or decorations, so MUI writes its rules here.
keepStylesheets();

describe("staff schedule", () => {
  it("shows the nurse's own shifts week by week with week and period totals, read-only", async () => {
    const user = userEvent.setup();
    layOutGrid();
    // The signed-in nurse is user 11 of 4 West.
    const staff = [...STAFF, employee(11, "Grace", "Hopper", RN)];
    const own = [
      buildShift(11, "2026-02-01"),
      buildShift(11, "2026-02-02"),
      buildShift(11, "2026-02-04", NIGHT),
      buildShift(11, "2026-02-05"),
      buildShift(11, "2026-02-09"),
    ];
    const server = signedInServer("staff", {
      hospital: scheduleHospital(staff),
      user: buildSessionUser("staff"),
    })
      .on("GET", "/api/schedules/", { body: scheduleJson(buildSchedule("published")) })
      .on("GET", "/api/shifts/", { body: shiftsPage(own) })
      .on("GET", "/api/events/", { body: eventsPage([]) });
    storeSession();
    renderApp("/scheduling/staffschedule");

    const firstWeek = await screen.findByRole("region", { name: "Week 1" });
    // Four 12-hour shifts in week 1 go over the 36-hour limit and show in the error colour.
    const weekHours = within(firstWeek).getByText("48 h");
    // The error hue, darkened to read at 4.5:1.
    expect(weekHours).toHaveStyle({ color: "#a1352a" });
    // Not by colour alone: a mark beside the hours, and words for screen readers.
    expect(weekHours).toHaveTextContent("▲ 48 h Over the weekly hours");
    expect(within(screen.getByRole("region", { name: "Week 2" })).getByText("12 h")).toHaveTextContent(
      /^12 h$/,
    );
    expect(within(firstWeek).getAllByRole("img", { name: "Day 12 07:00–19:00" })).toHaveLength(3);
    expect(within(firstWeek).getByRole("img", { name: "Night 12 19:00–07:00" })).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Week 2" })).getByText("12 h")).toBeInTheDocument();
    expect(screen.getByText("Total for the period: 60 h")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "This is your schedule as your department has shared it.",
    );
    expect(screen.queryByRole("button", { name: "Post" })).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.method !== "GET")).toHaveLength(0);

    // On paper it is one person's page: who, the period and its state, when printed, and a legend
    // (both only on paper: hidden on screen).
    const header = document.querySelector<HTMLElement>("[data-print-header]");
    expect(header).not.toBeVisible();
    expect(header).toHaveTextContent(
      /^Schedule of Grace Hopper.*Feb 1, 2026 – Mar 14, 2026 · State: Published · Printed \S/,
    );
    const legend = document.querySelector<HTMLElement>('section[aria-label="Legend"]');
    expect(legend).not.toBeVisible();
    expect(legend).toHaveTextContent(/Day 12\s*07:00–19:00/);
    expect(legend).toHaveTextContent(/Night 12\s*19:00–07:00/);
    expect(screen.getByRole("button", { name: "Print" })).toBeEnabled();

    await user.click(screen.getByRole("button", { name: "Medical-Surgical 4 West" }));
    expect(await screen.findByRole("grid", { name: "Master schedule" })).toBeInTheDocument();
  });
});
