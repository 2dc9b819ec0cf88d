import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { signedInServer } from "../../test/fake-server";
import { buildSessionUser } from "../../test/factories";
import { renderApp } from "../../test/render-app";
import {
  buildSchedule,
  eventsPage,
  layOutGrid,
  scheduleHospital,
  scheduleJson,
  shiftsPage,
} from "../../test/schedule-fixtures";
import { storeSession } from "../../test/tokens";
import type * as AccountMenuModule from "../shell/AccountMenu";

// The account menu stands for the shell around the screen: it reads the session, not the department.
const shellRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock("../shell/AccountMenu", async (importOriginal) => {
  const real = await importOriginal<typeof AccountMenuModule>();
  return {
    AccountMenu: () => {
      shellRenders.count += 1;
      return real.AccountMenu();
    },
  };
});

beforeEach(() => layOutGrid());

describe("choosing another department", () => {
  it("re-renders what shows the department, not the shell around it", async () => {
    const user = userEvent.setup();
    signedInServer("ops", { hospital: scheduleHospital(), user: buildSessionUser("ops") })
      .on("GET", "/api/schedules/", { body: scheduleJson(buildSchedule("draft")) })
      .on("GET", "/api/shifts/", { body: shiftsPage([]) })
      .on("GET", "/api/events/", { body: eventsPage([]) });
    storeSession();
    window.localStorage.setItem("active-department-id", "3");
    renderApp("/scheduling/schedule");
    await screen.findByRole("grid", { name: "Master schedule" });
    await user.click(screen.getByRole("combobox", { name: "Department" }));
    const option = await screen.findByRole("option", { name: "Emergency" });
    const before = shellRenders.count;
    expect(before).toBeGreaterThan(0);

    await user.click(option);
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Department" })).toHaveTextContent("Emergency"),
    );
    await screen.findByRole("grid", { name: "Master schedule" });
    expect(shellRenders.count).toBe(before);
    expect(window.localStorage.getItem("active-department-id")).toBe("2");
  });
});
