import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred } from "../../test/deferred";
import { signedInServer } from "../../test/fake-server";
import { buildSessionUser } from "../../test/factories";
import { renderApp } from "../../test/render-app";
import {
  buildSchedule,
  buildShift,
  eventsPage,
  scheduleHospital,
  scheduleJson,
  shiftsPage,
} from "../../test/schedule-fixtures";
import { storeSession } from "../../test/tokens";

describe("the shell's badges", () => {
  it("ask for their counts once the first screen has its data, not beside its requests", async () => {
    const shifts = deferred();
    const server = signedInServer("ops", { hospital: scheduleHospital(), user: buildSessionUser("ops") })
      .on("GET", "/api/schedules/", { body: scheduleJson(buildSchedule("draft")) })
      .on("GET", "/api/events/", { body: eventsPage([]) })
      .on("GET", "/api/approvals/count/", { body: { count: 4 } })
      .on("GET", "/api/shifts/", async () => {
        await shifts.promise;
        return { body: shiftsPage([buildShift(21, "2026-02-10")]) };
      });
    storeSession();
    window.localStorage.setItem("active-department-id", "3");
    renderApp("/scheduling/schedule");

    await waitFor(() => expect(server.calls("GET", "/api/shifts/").length).toBeGreaterThan(0));
    await waitFor(() => expect(server.calls("GET", "/api/events/").length).toBeGreaterThan(0));
    expect(server.calls("GET", "/api/approvals/count/")).toEqual([]);
    expect(server.calls("GET", "/api/notification-receipts/")).toEqual([]);

    shifts.resolve();
    expect((await screen.findAllByLabelText("4 requests awaiting review")).length).toBeGreaterThan(0);
    expect(server.calls("GET", "/api/approvals/count/")).toHaveLength(1);
    await waitFor(() => expect(server.calls("GET", "/api/notification-receipts/").length).toBeGreaterThan(0));
  });
});
