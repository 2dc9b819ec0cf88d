import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { buildSchedule } from "../../test/schedule-fixtures";
import { schedulingKeys } from "./keys";
import { adoptScheduleHolding } from "./schedule-queries";

const DEPARTMENT = 3;
const PERIOD = { startOn: "2026-03-15", endOn: "2026-04-25" };

function cachedAtPeriodStart() {
  const client = new QueryClient();
  const schedule = buildSchedule("draft", { id: 901, departmentId: DEPARTMENT, ...PERIOD });
  client.setQueryData(schedulingKeys.scheduleFor(DEPARTMENT, PERIOD.startOn), schedule, {
    updatedAt: 1_000,
  });
  return { client, schedule };
}

describe("a schedule cached for one date of its period", () => {
  it("serves another date of the period, as of when it answered", () => {
    const { client, schedule } = cachedAtPeriodStart();

    adoptScheduleHolding(client, DEPARTMENT, "2026-04-01");

    expect(client.getQueryData(schedulingKeys.scheduleFor(DEPARTMENT, "2026-04-01"))).toEqual(schedule);
    expect(client.getQueryState(schedulingKeys.scheduleFor(DEPARTMENT, "2026-04-01"))?.dataUpdatedAt).toBe(
      1_000,
    );
  });

  it("serves no date outside its period, nor another department's", () => {
    const { client } = cachedAtPeriodStart();

    adoptScheduleHolding(client, DEPARTMENT, "2026-04-26");
    adoptScheduleHolding(client, DEPARTMENT + 1, "2026-04-01");

    expect(client.getQueryData(schedulingKeys.scheduleFor(DEPARTMENT, "2026-04-26"))).toBeUndefined();
    expect(client.getQueryData(schedulingKeys.scheduleFor(DEPARTMENT + 1, "2026-04-01"))).toBeUndefined();
  });

  it("serves nothing once a live update has marked it out of date", async () => {
    const { client } = cachedAtPeriodStart();
    await client.invalidateQueries({ queryKey: ["scheduling", "schedule-for"] });

    adoptScheduleHolding(client, DEPARTMENT, "2026-04-01");

    expect(client.getQueryData(schedulingKeys.scheduleFor(DEPARTMENT, "2026-04-01"))).toBeUndefined();
  });
});
