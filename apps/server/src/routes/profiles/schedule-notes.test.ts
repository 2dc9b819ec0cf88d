import { beforeAll, describe, expect, it } from "vitest";
import { type Caller, as } from "../../../test/accounts";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";

let t: TestApp;
let hospital: Hospital;
let admin: Caller;
let scheduler: Caller;
let nurse: TestUser;

const notesOf = (profileId: number) => `/api/profiles/${profileId}/schedule_notes/`;

beforeAll(async () => {
  t = await testApp();
  hospital = await buildHospital(t.deps.db);
  admin = await as(t, await buildUser(t.deps.db, hospital, { group: "admin" }));
  scheduler = await as(t, await buildUser(t.deps.db, hospital, { group: "scheduler" }));
  nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
});

describe("PATCH /api/profiles/{id}/schedule_notes/ (N-004)", () => {
  it("saves trimmed notes, clears them when empty, and leaves unchanged notes unwritten", async () => {
    const saved = await scheduler("PATCH", notesOf(nurse.profileId), {
      schedule_notes: "  Prefers nights.  ",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      id: nurse.profileId,
      user_id: nurse.userId,
      schedule_notes: "Prefers nights.",
    });
    const profile = (await scheduler("GET", `/api/profiles/${nurse.profileId}/`)).json();
    expect(profile.schedule_notes).toBe("Prefers nights.");

    const again = await scheduler("PATCH", notesOf(nurse.profileId), { schedule_notes: "Prefers nights." });
    expect(again.statusCode).toBe(200);
    expect((await scheduler("GET", `/api/profiles/${nurse.profileId}/`)).json().modified_on).toBe(
      profile.modified_on,
    );

    const cleared = await scheduler("PATCH", notesOf(nurse.profileId), { schedule_notes: "   " });
    expect(cleared.json().schedule_notes).toBeNull();
  });

  it("refuses more than 1000 characters and malformed bodies with a 400 naming the field", async () => {
    const url = notesOf(nurse.profileId);
    const long = await scheduler("PATCH", url, { schedule_notes: "x".repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().errors)).toEqual(["schedule_notes"]);
    expect(long.json().error_keys.schedule_notes).toEqual([{ key: "validation.max", params: { max: 1000 } }]);
    expect((await scheduler("PATCH", url, { schedule_notes: "x".repeat(1000) })).statusCode).toBe(200);
    const wrongType = await scheduler("PATCH", url, { schedule_notes: 12 });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().errors)).toEqual(["schedule_notes"]);
    expect((await scheduler("PATCH", url, {})).statusCode).toBe(400);
    expect(
      (await scheduler("PATCH", "/api/profiles/2147483648/schedule_notes/", { schedule_notes: "a" }))
        .statusCode,
    ).toBe(400);
  });

  it("needs edit on the user screen: view only reads the notes but may not save them", async () => {
    const viewer = await buildUser(t.deps.db, hospital, { group: "scheduler" });
    const granted = await admin("POST", "/api/profile-permissions/", {
      profile_id: viewer.profileId,
      screens: { web: { user: "view_only" } },
    });
    expect(granted.statusCode).toBe(201);
    const readOnly = await as(t, viewer);
    const target = await buildUser(t.deps.db, hospital, { group: "nurse" });
    expect((await readOnly("GET", `/api/profiles/${target.profileId}/`)).statusCode).toBe(200);
    const refused = await readOnly("PATCH", notesOf(target.profileId), { schedule_notes: "No." });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail_key).toBe("errors.forbidden.edit_schedule_notes");
    expect((await scheduler("GET", `/api/profiles/${target.profileId}/`)).json().schedule_notes).toBeNull();
  });

  it("is refused to staff (403), and outside the caller's departments or organisation (404)", async () => {
    const colleague = await as(t, await buildUser(t.deps.db, hospital, { group: "nurse" }));
    expect((await colleague("PATCH", notesOf(nurse.profileId), { schedule_notes: "x" })).statusCode).toBe(
      403,
    );
    const ownNotes = await (await as(t, nurse))("PATCH", notesOf(nurse.profileId), { schedule_notes: "x" });
    expect(ownNotes.statusCode).toBe(403);

    const elsewhere = await buildUser(t.deps.db, hospital, { group: "nurse", departmentIndex: 1 });
    expect((await scheduler("PATCH", notesOf(elsewhere.profileId), { schedule_notes: "x" })).statusCode).toBe(
      404,
    );
    const other = await buildHospital(t.deps.db);
    const stranger = await buildUser(t.deps.db, other, { group: "nurse" });
    expect((await admin("PATCH", notesOf(stranger.profileId), { schedule_notes: "x" })).statusCode).toBe(404);
    expect(
      (await admin("PATCH", notesOf(elsewhere.profileId), { schedule_notes: "Admin sees all." })).statusCode,
    ).toBe(200);
  });
});
