import type { Shift } from "@rosterly/contract";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { buildShift } from "../../test/schedule-fixtures";
import { removeShifts, upsertShifts } from "./cache";
import { schedulingKeys } from "./keys";

function cacheWith(shifts: Shift[]) {
  const client = new QueryClient();
  client.setQueryData(schedulingKeys.shifts(3, "2026-01-25", "2026-03-21"), shifts);
  client.setQueryData(schedulingKeys.shifts(3, "2026-03-08", "2026-05-02"), []);
  client.setQueryData(
    schedulingKeys.myShifts(21, "2026-01-25", "2026-03-21"),
    shifts.filter((s) => s.assigneeId === 21),
  );
  return client;
}

describe("scheduling cache patches", () => {
  it("adds to the windows holding the date, replaces in place and keeps untouched arrays", () => {
    const kept = buildShift(22, "2026-02-02");
    const client = cacheWith([kept]);
    const later = client.getQueryData<Shift[]>(schedulingKeys.shifts(3, "2026-03-08", "2026-05-02"));
    const added = buildShift(21, "2026-02-03");
    upsertShifts(client, 3, [added]);
    const window = client.getQueryData<Shift[]>(schedulingKeys.shifts(3, "2026-01-25", "2026-03-21"));
    expect(window).toEqual([kept, added]);
    expect(window?.[0]).toBe(kept);
    expect(client.getQueryData(schedulingKeys.shifts(3, "2026-03-08", "2026-05-02"))).toBe(later);
    expect(client.getQueryData(schedulingKeys.myShifts(21, "2026-01-25", "2026-03-21"))).toEqual([added]);

    const moved = { ...added, date: "2026-03-10", payrollDate: "2026-03-10" };
    upsertShifts(client, 3, [moved]);
    expect(client.getQueryData(schedulingKeys.shifts(3, "2026-03-08", "2026-05-02"))).toEqual([moved]);
    expect(client.getQueryData(schedulingKeys.shifts(3, "2026-01-25", "2026-03-21"))).toEqual([kept, moved]);
  });

  it("takes a float elsewhere only onto the rows of the department's own staff", () => {
    const client = cacheWith([]);
    const float = buildShift(21, "2026-02-03", 41, { departmentId: 8 });
    upsertShifts(client, 3, [float]);
    expect(client.getQueryData(schedulingKeys.shifts(3, "2026-01-25", "2026-03-21"))).toEqual([]);
    upsertShifts(client, 3, [float], { staffIds: new Set([21]) });
    expect(client.getQueryData(schedulingKeys.shifts(3, "2026-01-25", "2026-03-21"))).toEqual([float]);
  });

  it("removes by id from every window", () => {
    const shift = buildShift(21, "2026-02-03");
    const client = cacheWith([shift]);
    removeShifts(client, 3, [shift.id]);
    expect(client.getQueryData(schedulingKeys.shifts(3, "2026-01-25", "2026-03-21"))).toEqual([]);
    expect(client.getQueryData(schedulingKeys.myShifts(21, "2026-01-25", "2026-03-21"))).toEqual([]);
  });
});
