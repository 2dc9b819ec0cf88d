import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { type Client, clientFor } from "../../../test/client";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { dailyScheduleTypes, profiles } from "../../db/schema";
import { findDependencies, listedIn } from "../../services/configuration/dependencies";

let t: TestApp;
let riverside: Hospital;
let admin: Client;
let nurse: TestUser;

beforeAll(async () => {
  t = await testApp();
  riverside = await buildHospital(t.deps.db);
  admin = await clientFor(t.app, await buildUser(t.deps.db, riverside, { group: "admin" }));
  nurse = await buildUser(t.deps.db, riverside, { group: "nurse" });
});

async function create(path: string, body: Record<string, unknown>): Promise<number> {
  const response = await admin("POST", `/api/${path}/`, { hospital_id: riverside.orgId, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

let sequence = 0;
const fresh = {
  shiftType: () =>
    create("shift-types", { name: `Spare ${(sequence += 1)}`, start_time: "0900", end_time: "1700" }),
  jobType: () => create("job-types", { name: `Spare job ${(sequence += 1)}` }),
  jobStatus: () =>
    create("job-status", { name: `Spare status ${(sequence += 1)}`, short_code: `S${sequence}` }),
  eventType: () => create("event-types", { name: `Spare event ${(sequence += 1)}` }),
  flag: () => create("flags", { name: `Spare flag ${(sequence += 1)}`, short_code: `F${sequence}` }),
};

const dependenciesOf = async (path: string, id: number) =>
  (await admin("GET", `/api/${path}/${id}/dependencies/`)).json<{
    has_dependencies: boolean;
    used_by: string[];
  }>();

async function setProfileSettings(settings: Record<string, unknown>) {
  await t.deps.db.update(profiles).set({ settings }).where(eq(profiles.id, nurse.profileId));
}

describe("GET {id}/dependencies/ looks at what really uses the row", () => {
  it.each([
    ["departments", () => riverside.departments[0]!.id],
    ["job-types", () => riverside.ref.jobs.rn.id],
    ["job-status", () => riverside.ref.statuses.ft.id],
    ["shift-types", () => riverside.ref.shifts.d12],
  ])("%s used by a person's profile", async (path, id) => {
    expect(await dependenciesOf(path, id())).toMatchObject({
      has_dependencies: true,
      used_by: expect.arrayContaining(["profile"]),
    });
  });

  it.each([
    ["shift-types", fresh.shiftType],
    ["job-types", fresh.jobType],
    ["job-status", fresh.jobStatus],
    ["event-types", fresh.eventType],
    ["flags", fresh.flag],
  ])("a new %s is used by nothing", async (path, make) => {
    expect(await dependenciesOf(path, await make())).toEqual({ has_dependencies: false, used_by: [] });
  });

  it("a department nobody works in and a daily schedule type are free", async () => {
    expect(
      (await dependenciesOf("departments", await create("departments", { name: "Empty unit" })))
        .has_dependencies,
    ).toBe(false);
    const type = await create("daily-schedule-types", { name: "Spare census" });
    expect((await dependenciesOf("daily-schedule-types", type)).has_dependencies).toBe(false);
  });

  it("a job type named by another job type's swappable list, but not by its own", async () => {
    const swapped = await fresh.jobType();
    const self = await fresh.jobType();
    await admin("PATCH", `/api/job-types/${self}/`, {
      swappable_job_types: [self],
      associated_job_types: [self],
    });
    expect((await dependenciesOf("job-types", self)).has_dependencies).toBe(false);
    await create("job-types", { name: "Swapper", swappable_job_types: [swapped] });
    expect(await dependenciesOf("job-types", swapped)).toEqual({
      has_dependencies: true,
      used_by: ["job type"],
    });
  });

  it("shift types named by job types, daily schedule types and department settings", async () => {
    const [forJob, forDaily, forMatrix, forNeeded] = [
      await fresh.shiftType(),
      await fresh.shiftType(),
      await fresh.shiftType(),
      await fresh.shiftType(),
    ];
    await create("job-types", { name: "Shift user", settings: { associatedShiftTypes: [forJob] } });
    await create("daily-schedule-types", { name: "Shift census", shift_types: [forDaily] });
    await create("departments", {
      name: "Shift unit",
      settings: {
        staffingMatrix: { [forMatrix]: [] },
        staffNeeded: [{ jobTypes: [riverside.ref.jobs.cna.id], shiftTypes: { [forNeeded]: 1 } }],
      },
    });
    expect((await dependenciesOf("shift-types", forJob)).used_by).toEqual(["job type"]);
    expect((await dependenciesOf("shift-types", forDaily)).used_by).toEqual(["daily schedule type"]);
    expect((await dependenciesOf("shift-types", forMatrix)).used_by).toEqual(["department"]);
    expect((await dependenciesOf("shift-types", forNeeded)).used_by).toEqual(["department"]);
  });

  it("job types, shift types and event types named by the hospital settings", async () => {
    const [jobType, shiftType, eventType] = [
      await fresh.jobType(),
      await fresh.shiftType(),
      await fresh.eventType(),
    ];
    const response = await admin("PATCH", `/api/hospitals/${riverside.orgId}/update_settings/`, [
      {
        path: "validations.consecutiveShifts.data",
        value: [{ jobTypes: [jobType], shiftTypes: { [shiftType]: 3 } }],
      },
      { path: "requests.requestableEventTypes", value: [eventType] },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    for (const [path, id] of [
      ["job-types", jobType],
      ["shift-types", shiftType],
      ["event-types", eventType],
    ] as const)
      expect((await dependenciesOf(path, id)).used_by).toEqual(["hospital settings"]);
  });

  it("rows a profile's scheduled change or status change will use", async () => {
    const [jobStatus, flag] = [await fresh.jobStatus(), await fresh.flag()];
    await setProfileSettings({
      scheduledChanges: {
        changes: [{ effectiveOn: "2027-01-01", fields: [{ field: "job_status_id", value: jobStatus }] }],
      },
      state: {
        scheduledChanges: [{ effectiveOn: "2027-01-01", state: "inactive", shiftFlags: { flags: [flag] } }],
      },
    });
    expect((await dependenciesOf("job-status", jobStatus)).used_by).toEqual(["scheduled profile change"]);
    expect((await dependenciesOf("flags", flag)).used_by).toEqual(["profile status change"]);
    await setProfileSettings({});
    expect((await dependenciesOf("flags", flag)).has_dependencies).toBe(false);
  });
});

describe("DELETE of a row in use", () => {
  it.each([
    ["departments", "department", () => riverside.departments[0]!.id],
    ["job-types", "job type", () => riverside.ref.jobs.rn.id],
    ["job-status", "job status", () => riverside.ref.statuses.ft.id],
    ["shift-types", "shift type", () => riverside.ref.shifts.d12],
  ])("%s: 412 precondition_failed and nothing deleted", async (path, noun, id) => {
    const response = await admin("DELETE", `/api/${path}/${id()}/`);
    expect(response.statusCode).toBe(412);
    expect(response.json()).toEqual({
      code: "precondition_failed",
      detail: `Cannot delete ${noun} because it is currently being used`,
      detail_key: "errors.precondition.configuration_in_use",
      detail_params: { kind: noun },
    });
    expect((await admin("GET", `/api/${path}/${id()}/`)).statusCode).toBe(200);
  });

  it("is refused for a row only other configuration uses, and allowed once that use is gone", async () => {
    const shiftType = await fresh.shiftType();
    const daily = await create("daily-schedule-types", { name: "Blocking census", shift_types: [shiftType] });
    expect((await admin("DELETE", `/api/shift-types/${shiftType}/`)).json().detail).toBe(
      "Cannot delete shift type because it is currently being used",
    );
    await admin("PATCH", `/api/daily-schedule-types/${daily}/`, { shift_types: [] });
    expect((await admin("DELETE", `/api/shift-types/${shiftType}/`)).statusCode).toBe(204);
  });

  it("can be retired instead: obsolete keeps it for history", async () => {
    const response = await admin("PATCH", `/api/job-status/${riverside.ref.statuses.pd.id}/`, {
      obsolete: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().obsolete).toBe(true);
  });
});

describe("the dependency registry", () => {
  it("consults a check another module adds, by kind", async () => {
    const shiftType = await fresh.shiftType();
    await create("daily-schedule-types", { name: "Registry census", shift_types: [shiftType] });
    const extra = [
      listedIn("shiftType", "census sheet", dailyScheduleTypes.shiftTypes, dailyScheduleTypes.orgId),
    ];
    expect(await findDependencies(t.deps.db, "shiftType", riverside.orgId, shiftType, extra)).toEqual([
      "census sheet",
    ]);
    expect(await findDependencies(t.deps.db, "flag", riverside.orgId, shiftType, extra)).toEqual([]);
    const other = await buildHospital(t.deps.db);
    expect(await findDependencies(t.deps.db, "shiftType", other.orgId, shiftType, extra)).toEqual([]);
  });
});
