import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { accountJson, buildAccount } from "../../features/accounts/test/fixtures";
import { signedInServer } from "../../test/fake-server";
import type { FakeSocket } from "../../test/fake-socket";
import { buildSessionUser } from "../../test/factories";
import { renderApp } from "../../test/render-app";
import {
  buildSchedule,
  buildShift,
  DEPARTMENT_ID,
  eventsPage,
  layOutGrid,
  scheduleHospital,
  scheduleJson,
  shiftsPage,
} from "../../test/schedule-fixtures";
import { storeSession } from "../../test/tokens";

const openUpdateChannels = (sockets: readonly FakeSocket[]) =>
  sockets.filter((socket) => new URL(socket.url).pathname === "/ws/updates/" && socket.closedWith === null);

describe("the employee dialog over the master schedule", () => {
  it("uses the screen's live channel instead of opening a second one", async () => {
    layOutGrid();
    signedInServer("dept", { hospital: scheduleHospital(), user: buildSessionUser("dept") })
      .on("GET", "/api/schedules/", { body: scheduleJson(buildSchedule("draft")) })
      .on("GET", "/api/shifts/", { body: shiftsPage([buildShift(21, "2026-02-03")]) })
      .on("GET", "/api/events/", { body: eventsPage([]) })
      .on("GET", "/api/users/21/", {
        body: accountJson(
          buildAccount(
            { id: 21, firstName: "Omar", lastName: "Baker" },
            { userId: 21, departmentId: DEPARTMENT_ID },
          ),
        ),
      });
    storeSession();
    const { sockets } = renderApp("/scheduling/schedule");
    const grid = await screen.findByRole("grid", { name: "Master schedule" });
    // The session's channel and the screen's.
    await waitFor(() => expect(openUpdateChannels(sockets.all)).toHaveLength(2));

    const user = userEvent.setup({ delay: null });
    await user.click(within(grid).getByRole("button", { name: /Omar/ }));
    const dialog = await screen.findByRole("dialog", { name: /Omar/ });
    await within(dialog).findByTestId("last-shifts");
    expect(openUpdateChannels(sockets.all)).toHaveLength(2);
    expect(sockets.all.filter((socket) => new URL(socket.url).pathname === "/ws/updates/")).toHaveLength(2);
  });
});
