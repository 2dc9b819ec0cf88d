import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { freshDatabase } from "../../../test/database";
import { hashPassword } from "../../services/auth/passwords";
import type { Database } from "../client";
import { seedDemoIfEmpty } from ".";

const PASSWORD = "Demo-pass-1";
let database: Database;
let t: TestApp;

interface Summary {
  id: number;
  content_type: string;
  request_type: string;
  state: string;
  requester_id: number;
  reviewer_id: number | null;
}

async function as(email: string) {
  const signed = await t.app.inject({
    method: "POST",
    url: "/api/auth/jwt/create/",
    payload: { email, password: PASSWORD },
  });
  const authorization = `Bearer ${signed.json<{ access: string }>().access}`;
  return async (method: "GET" | "PATCH", url: string, payload?: object) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { authorization },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
}

beforeAll(async () => {
  database = await freshDatabase();
  expect(await seedDemoIfEmpty(database, () => hashPassword(PASSWORD), "2026-01-04")).toBe(true);
  t = await testApp({ database });
  t.clock.set(new Date());
});

afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe("the demo's requests", () => {
  it("gives the 4 West scheduler requests of every kind awaiting review, and decided ones", async () => {
    const scheduler = await as("scheduler@rosterly.test");
    const all = (await scheduler("GET", "/api/approvals/")).body.results as Summary[];
    expect(new Set(all.map((row) => row.request_type))).toEqual(
      new Set(["giveaway", "reschedule", "split", "swap", "event"]),
    );
    expect(new Set(all.map((row) => row.state))).toEqual(
      new Set([
        "pending_scheduler_approval",
        "pending_director_approval",
        "approved",
        "rejected",
        "withdrawn",
        "withdrawn_before_approval",
        "expired",
      ]),
    );
    const mine = (await scheduler("GET", "/api/approvals/?assigned_to_me=true&pending=true")).body;
    expect(mine.count).toBeGreaterThanOrEqual(6);
    const director = await as("director@rosterly.test");
    const escalated = (await director("GET", "/api/approvals/?assigned_to_me=true&pending=true")).body;
    expect(escalated.results.map((row: Summary) => row.state)).toEqual(["pending_director_approval"]);
  });

  it("shows the demo nurse her own requests, and the scheduler can decide them", async () => {
    const nurse = await as("nurse@rosterly.test");
    const own = (await nurse("GET", "/api/approvals/?mine=true")).body.results as Summary[];
    expect(own.length).toBeGreaterThanOrEqual(4);
    const scheduler = await as("scheduler@rosterly.test");
    const pending = (await scheduler("GET", "/api/approvals/?pending=true&request_types=giveaway")).body
      .results as Summary[];
    const hers = pending.find((row) =>
      own.some((mineRow) => mineRow.id === row.id && mineRow.content_type === row.content_type),
    );
    expect(hers).toBeDefined();
    const approved = await scheduler("PATCH", `/api/shift-requests/${hers?.id}/approve_giveaway/`, {});
    expect(approved.status).toBe(200);
    expect(approved.body.new_shifts).toHaveLength(1);
    const notices = (await nurse("GET", "/api/notification-receipts/")).body.results as {
      notification: { message_key: string };
    }[];
    expect(notices.some((row) => row.notification.message_key === "notifications.request_approved")).toBe(
      true,
    );
  });
});
