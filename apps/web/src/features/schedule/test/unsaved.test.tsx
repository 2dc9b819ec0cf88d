import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { signedInServer } from "../../../test/fake-server";
import { buildSessionUser } from "../../../test/factories";
import { renderApp } from "../../../test/render-app";
import { storeSession } from "../../../test/tokens";
import {
  buildSchedule,
  buildShift,
  eventsPage,
  layOutGrid,
  scheduleHospital,
  scheduleJson,
  shiftsPage,
} from "../../../test/schedule-fixtures";

const cell = (userId: number, date: string) =>
  document.querySelector<HTMLElement>(`[data-cell="${userId}:${date}"]`) as HTMLElement;

it("asks before another activity replaces an editor with unsaved changes (F-036)", async () => {
  const user = userEvent.setup();
  layOutGrid();
  const shift = buildShift(22, "2026-02-01");
  signedInServer("dept", { hospital: scheduleHospital(), user: buildSessionUser("dept") })
    .on("GET", "/api/schedules/", { body: scheduleJson(buildSchedule("draft")) })
    .on("GET", "/api/shifts/", { body: shiftsPage([shift]) })
    .on("GET", "/api/events/", { body: eventsPage([]) })
    .on("GET", `/api/shifts/${shift.id}/errors/`, { body: [] });
  storeSession();
  renderApp("/scheduling/schedule");
  await screen.findByRole("grid", { name: "Master schedule" });

  await user.click(within(cell(22, "2026-02-01")).getByRole("img"));
  const comments = await screen.findByRole("textbox", { name: "Comments" });
  await user.type(comments, "Covering for Baker");

  await user.click(cell(21, "2026-02-03"));
  const dialog = await screen.findByRole("dialog", { name: "Discard unsaved changes?" });
  await user.click(within(dialog).getByRole("button", { name: "Keep editing" }));
  expect(screen.getByRole("textbox", { name: "Comments" })).toHaveValue("Covering for Baker");

  await user.click(cell(21, "2026-02-03"));
  await user.click(
    within(await screen.findByRole("dialog", { name: "Discard unsaved changes?" })).getByRole("button", {
      name: "Discard",
    }),
  );
  expect(screen.queryByRole("textbox", { name: "Comments" })).not.toBeInTheDocument();
});
