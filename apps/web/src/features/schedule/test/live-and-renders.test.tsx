import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installRenderProbe, removeRenderProbe } from "../../../lib/scheduling/render-probe";
import { gridCell, startMasterSchedule } from "../../../test/master-schedule-screen";
import { buildShift, employee, layOutGrid, RN, STAFF, shiftJson } from "../../../test/schedule-fixtures";

const cell = gridCell;

const start = (staff = STAFF, shifts = [buildShift(21, "2026-02-03")]) =>
  startMasterSchedule({ staff, shifts });

afterEach(() => removeRenderProbe());

describe("live updates on the master schedule", () => {
  beforeEach(() => layOutGrid());

  it("adds a shift created elsewhere and marks the conflict it makes", async () => {
    const { send } = start();
    await screen.findByRole("grid", { name: "Master schedule" });
    await waitFor(() => expect(cell(21, "2026-02-03")).not.toBeNull());
    expect(cell(21, "2026-02-03")).not.toHaveAttribute("aria-invalid");

    const overlapping = buildShift(21, "2026-02-03", 41, { startTime: "17:00:00", endTime: "23:00:00" });
    send({ content_type: "shift", action: "created", id: overlapping.id, data: shiftJson(overlapping) });

    await waitFor(() =>
      expect(within(cell(21, "2026-02-03") as HTMLElement).getAllByRole("img")).toHaveLength(2),
    );
    expect(cell(21, "2026-02-03")).toHaveAttribute("aria-invalid", "true");

    send({ content_type: "shift", action: "deleted", id: overlapping.id, data: shiftJson(overlapping) });
    await waitFor(() => expect(cell(21, "2026-02-03")).not.toHaveAttribute("aria-invalid"));
  });

  it("shows a schedule's new state announced live, with the steps it allows", async () => {
    const { send } = start();
    await screen.findByRole("grid", { name: "Master schedule" });
    expect(screen.getByRole("button", { name: "Post" })).toBeInTheDocument();
    send({
      content_type: "schedule",
      action: "updated",
      id: 900,
      data: {
        id: 900,
        department_id: 3,
        start_on: "2026-02-01",
        end_on: "2026-03-14",
        state: "under_nurse_review",
      },
    });
    expect(await screen.findByRole("button", { name: "Publish" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Post" })).not.toBeInTheDocument();
  });

  it("re-renders only the changed row and the totals when one shift arrives, with 150 staff on screen", async () => {
    layOutGrid({ width: 4000, height: 150 * 44 + 400 });
    const staff = Array.from({ length: 150 }, (_, i) =>
      employee(100 + i, `Nurse${i}`, `Staff${String(i).padStart(3, "0")}`, RN),
    );
    const shifts = staff.flatMap((e, i) => [
      buildShift(e.userId, "2026-02-02"),
      buildShift(e.userId, i % 2 ? "2026-02-04" : "2026-02-05"),
    ]);
    const { send } = start(staff, shifts);
    await screen.findByRole("grid", { name: "Master schedule" });
    await waitFor(() => expect(document.querySelectorAll("[data-user]")).toHaveLength(150));

    const probe = installRenderProbe();
    const added = buildShift(175, "2026-02-07");
    send({ content_type: "shift", action: "created", id: added.id, data: shiftJson(added) });
    await waitFor(() =>
      expect(within(cell(175, "2026-02-07") as HTMLElement).getAllByRole("img")).toHaveLength(1),
    );

    expect([...probe.rows.keys()]).toEqual([175]);
    expect(probe.rows.get(175)).toBeLessThanOrEqual(2);
    expect(probe.totals).toBeGreaterThanOrEqual(1);
    expect(probe.totals).toBeLessThanOrEqual(2);
  });
});
