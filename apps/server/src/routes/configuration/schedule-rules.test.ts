import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { type Client, clientFor } from "../../../test/client";
import { buildHospital, buildUser, type Hospital } from "../../../test/factories";

let t: TestApp;
let riverside: Hospital;
let admin: Client;
let url: string;

beforeAll(async () => {
  t = await testApp();
  riverside = await buildHospital(t.deps.db);
  admin = await clientFor(t.app, await buildUser(t.deps.db, riverside, { group: "admin" }));
  url = `/api/departments/${riverside.departments[1]!.id}/update_schedule_rules/`;
});

interface DepartmentBody {
  schedule_rules: Record<string, unknown>;
  modified_on: string;
}

const department = async () =>
  (await admin("GET", `/api/departments/${riverside.departments[1]!.id}/`)).json<DepartmentBody>();

describe("PATCH /api/departments/{id}/update_schedule_rules/", () => {
  it("presents every rule, the defaults included", async () => {
    expect((await department()).schedule_rules).toEqual({
      postNeedsApproval: false,
      publishNeedsApproval: false,
      reviewDays: 7,
      postLeadDays: 14,
      selfScheduleWindow: null,
      allowOvertimeInSelfSchedule: false,
      maxShiftsPerSchedule: null,
    });
  });

  it("changes the named rules and keeps the others", async () => {
    t.clock.advance(1000);
    const response = await admin("PATCH", url, {
      post_needs_approval: true,
      review_days: 5,
      max_shifts_per_schedule: 18,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().schedule_rules).toMatchObject({
      postNeedsApproval: true,
      publishNeedsApproval: false,
      reviewDays: 5,
      maxShiftsPerSchedule: 18,
    });
    expect(response.json().modified_on).toBe(t.clock().toISOString());
    await admin("PATCH", url, { self_schedule_window: 10 });
    expect((await department()).schedule_rules).toMatchObject({ reviewDays: 5, selfScheduleWindow: 10 });
  });

  it("leaves modified_on alone when nothing changes", async () => {
    const before = await department();
    t.clock.advance(1000);
    const response = await admin("PATCH", url, { review_days: before.schedule_rules.reviewDays });
    expect(response.json().modified_on).toBe(before.modified_on);
  });

  it.each([
    [{ review_days: 20 }, "review_days"],
    [{ post_lead_days: 3 }, "review_days"],
    [{ review_days: -1 }, "review_days"],
    [{ self_schedule_window: 0 }, "self_schedule_window"],
    [{ post_needs_approval: "yes" }, "post_needs_approval"],
    [{ auto_publish: true }, "auto_publish"],
  ])("refuses %j naming %s and changes nothing", async (body, field) => {
    const before = await department();
    const response = await admin("PATCH", url, body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([field]);
    expect(await department()).toEqual(before);
  });
});
