import { eq } from "drizzle-orm";
import type { DB } from "../src/db/client";
import { schedules } from "../src/db/schema";
import type { TestApp } from "./app";
import type { Hospital, TestUser } from "./factories";
import { signIn } from "./http";

type Method = "GET" | "POST" | "PATCH" | "DELETE";

/**
 * Calls the API as a person, signing in once; answers status and parsed body. A test that signs
 * the same person in elsewhere (a socket, another caller) displaces this session (Y-003); the
 * caller then signs in again, as the person would.
 */
export function caller(t: TestApp, user: TestUser) {
  let authorization: Promise<string> | undefined;
  const send = async (method: Method, url: string, payload?: unknown) => {
    authorization ??= signIn(t.app, user).then((tokens) => tokens.authorization);
    const headers: Record<string, string> = { authorization: await authorization };
    if (payload !== undefined) headers["content-type"] = "application/json";
    return t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  };
  return async (method: Method, url: string, payload?: unknown) => {
    let response = await send(method, url, payload);
    if (response.statusCode === 401 && response.json().code === "unauthorized_device") {
      authorization = undefined;
      response = await send(method, url, payload);
    }
    // `json()` is untyped on purpose: tests read the wire body field by field.
    return { status: response.statusCode, body: response.body === "" ? null : response.json() };
  };
}
export type Caller = ReturnType<typeof caller>;

/** A shift payload for the hospital's first department: a 12-hour day for the person on the date. */
export function dayShift(
  hospital: Hospital,
  assignee: TestUser,
  date: string,
  extra: Record<string, unknown> = {},
) {
  return {
    date,
    type_id: hospital.ref.shifts.d12,
    department_id: hospital.departments[0]?.id,
    assignee_id: assignee.userId,
    ...extra,
  };
}

export function nightShift(
  hospital: Hospital,
  assignee: TestUser,
  date: string,
  extra: Record<string, unknown> = {},
) {
  return dayShift(hospital, assignee, date, { type_id: hospital.ref.shifts.n12, ...extra });
}

/**
 * Opens every schedule of the hospital so far for self-scheduling: staff see shifts only of
 * schedules in a state shown to them (F-009), schedules are made `initial` on their first shift,
 * and `self_schedule` is shown to staff while management can still edit.
 */
export async function showSchedulesToStaff(db: DB, hospital: Hospital): Promise<void> {
  await db.update(schedules).set({ state: "self_schedule" }).where(eq(schedules.orgId, hospital.orgId));
}
