/**
 * Every open-shift action against every kind of caller (C-009, C-011, C-020): staff of the
 * department it is offered to and of another, department management of its department and of
 * another (no open-shift screen), operations management, admin, and both kinds of caller from
 * another organisation. A refused action changes nothing.
 */
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications, openShiftParticipants, openShifts, shifts } from "../../db/schema";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital } from "../../../test/factories";
import { buildOpenShift } from "../../../test/open-shifts";
import { type Caller, caller } from "../../../test/scheduling";

const DATE = "2026-12-21";
/** A day of its own for the list test, so that the matrix's open shifts do not push it off the page. */
const LISTED = "2026-12-22";
const ROLES = [
  "staff",
  "staffElsewhere",
  "director",
  "directorElsewhere",
  "operator",
  "admin",
  "otherOrgOperator",
  "otherOrgStaff",
] as const;
type Role = (typeof ROLES)[number];
type Method = "GET" | "POST" | "PATCH" | "DELETE";

interface Action {
  request(openShiftId: number): { method: Method; url: string; body?: unknown };
  /** The department's nurse has bid before the call. */
  withBid?: boolean;
}

let t: TestApp;
let hospital: Hospital;
let staffId: number;
let pickedId: number;
const callers = new Map<Role, Caller>();

const ACTIONS: Record<string, Action> = {
  list: { request: () => ({ method: "GET", url: "/api/open-shifts/?state=pending" }) },
  count: { request: () => ({ method: "GET", url: "/api/open-shifts/count/?state=pending" }) },
  retrieve: { request: (id) => ({ method: "GET", url: `/api/open-shifts/${id}/` }) },
  preview: { request: (id) => ({ method: "GET", url: `/api/open-shifts/${id}/preview/` }) },
  "user bids": {
    request: () => ({
      method: "GET",
      url: `/api/open-shifts/user_bids/?user_id=${staffId}&between=2026-12-01,2026-12-31`,
    }),
  },
  recipients: {
    request: (id) => ({ method: "GET", url: `/api/notification-receipts/recipients/?source_id=${id}` }),
  },
  create: {
    request: () => ({
      method: "POST",
      url: "/api/open-shifts/",
      body: {
        department_id: hospital.departments[0]?.id,
        date: DATE,
        type_id: hospital.ref.shifts.d12,
        opening: 1,
        bidding_ends_on: new Date(t.clock().getTime() + 3_600_000).toISOString(),
      },
    }),
  },
  update: {
    request: (id) => ({ method: "PATCH", url: `/api/open-shifts/${id}/`, body: { title: "Changed" } }),
  },
  "update opening": {
    request: (id) => ({
      method: "PATCH",
      url: `/api/open-shifts/${id}/update_opening/`,
      body: { opening: 3 },
    }),
  },
  assign: {
    request: (id) => ({
      method: "POST",
      url: `/api/open-shifts/${id}/assign/`,
      body: { selected_bidders: [], assignees: [pickedId] },
    }),
  },
  close: { request: (id) => ({ method: "POST", url: `/api/open-shifts/${id}/close/` }) },
  nudge: { request: (id) => ({ method: "POST", url: `/api/open-shifts/${id}/nudge/` }) },
  delete: { request: (id) => ({ method: "DELETE", url: `/api/open-shifts/${id}/` }) },
  bid: { request: (id) => ({ method: "POST", url: `/api/open-shifts/${id}/bid/` }) },
  "cancel bid": {
    request: (id) => ({ method: "POST", url: `/api/open-shifts/${id}/cancel_bid/` }),
    withBid: true,
  },
};

// Columns in the order of ROLES. Department management and admins have no open-shift screen, so
// their own department makes no difference; another organisation's open shift does not exist.
const MATRIX: [keyof typeof ACTIONS, ...number[]][] = [
  ["list", 200, 200, 403, 403, 200, 403, 200, 200],
  ["count", 200, 200, 403, 403, 200, 403, 200, 200],
  ["retrieve", 200, 404, 403, 403, 200, 403, 404, 404],
  ["preview", 200, 404, 403, 403, 200, 403, 404, 404],
  ["user bids", 200, 403, 403, 403, 200, 403, 404, 403],
  ["recipients", 403, 403, 403, 403, 200, 403, 404, 403],
  ["create", 403, 403, 403, 403, 201, 403, 400, 403],
  ["update", 403, 403, 403, 403, 200, 403, 404, 403],
  ["update opening", 403, 403, 403, 403, 200, 403, 404, 403],
  ["assign", 403, 403, 403, 403, 200, 403, 404, 403],
  ["close", 403, 403, 403, 403, 200, 403, 404, 403],
  ["nudge", 403, 403, 403, 403, 200, 403, 404, 403],
  ["delete", 403, 403, 403, 403, 204, 403, 404, 403],
  ["bid", 200, 404, 403, 403, 403, 403, 403, 404],
  ["cancel bid", 200, 404, 403, 403, 403, 403, 403, 404],
];

const CASES = MATRIX.flatMap(([action, ...statuses]) =>
  ROLES.map((role, column) => [action, role, statuses[column] ?? 0] as const),
);

beforeAll(async () => {
  t = await testApp();
  const db = t.deps.db;
  hospital = await buildHospital(db);
  const other = await buildHospital(db);
  const staff = await buildUser(db, hospital, { group: "nurse" });
  staffId = staff.userId;
  pickedId = (await buildUser(db, hospital, { group: "nurse" })).userId;
  const people = {
    staff,
    staffElsewhere: await buildUser(db, hospital, { group: "nurse", departmentIndex: 1 }),
    director: await buildUser(db, hospital, { group: "director" }),
    directorElsewhere: await buildUser(db, hospital, { group: "director", departmentIndex: 1 }),
    operator: await buildUser(db, hospital, { group: "operator" }),
    admin: await buildUser(db, hospital, { group: "admin" }),
    otherOrgOperator: await buildUser(db, other, { group: "operator" }),
    otherOrgStaff: await buildUser(db, other, { group: "nurse" }),
  } satisfies Record<Role, unknown>;
  for (const role of ROLES) callers.set(role, caller(t, people[role]));
});

/** What an action could change: the open shift with its people, its shifts, the hospital's notifications. */
async function footprint(id: number) {
  const db = t.deps.db;
  const [made] = await db.select({ n: count() }).from(shifts).where(eq(shifts.openShiftId, id));
  const [told] = await db
    .select({ n: count() })
    .from(notifications)
    .where(eq(notifications.orgId, hospital.orgId));
  return {
    row: await db.select().from(openShifts).where(eq(openShifts.id, id)),
    people: await db.select().from(openShiftParticipants).where(eq(openShiftParticipants.openShiftId, id)),
    shifts: made?.n,
    notifications: told?.n,
  };
}

describe("open-shift actions by role", () => {
  it.each(CASES)("%s by %s answers %i", async (name, role, status) => {
    const action = ACTIONS[name];
    const call = callers.get(role);
    if (!action || !call) throw new Error(`no ${name} or ${role}`);
    // Made an hour ago, so the nudge cooldown has passed; open for bids until tomorrow.
    const open = await buildOpenShift(t.deps.db, hospital, {
      date: DATE,
      now: new Date(t.clock().getTime() - 3_600_000),
      opening: 2,
    });
    if (action.withBid) {
      await t.deps.db
        .insert(openShiftParticipants)
        .values({ openShiftId: open.id, userId: staffId, bidOn: t.clock() });
    }
    const before = await footprint(open.id);
    const { method, url, body } = action.request(open.id);
    const answer = await call(method, url, body);
    expect(answer.status).toBe(status);
    if (status >= 400) expect(await footprint(open.id)).toEqual(before);
  });
});

describe("who finds an open shift in their list", () => {
  it.each([
    ["staff", true],
    ["staffElsewhere", false],
    ["operator", true],
    ["otherOrgOperator", false],
    ["otherOrgStaff", false],
  ] as const)("%s: %s", async (role, found) => {
    const open = await buildOpenShift(t.deps.db, hospital, { date: LISTED, now: t.clock() });
    const answer = await callers.get(role)?.("GET", `/api/open-shifts/?state=pending&on=${LISTED}`);
    const ids = answer?.body.results.map((row: { id: number }) => row.id);
    expect(ids.includes(open.id)).toBe(found);
  });
});
