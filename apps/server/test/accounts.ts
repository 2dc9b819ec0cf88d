import type { Hospital, TestUser } from "./factories";
import type { TestApp } from "./app";
import { signIn } from "./http";

let sequence = 0;

/** A valid `POST /api/users/` body for a registered nurse of the hospital's first department. */
export function newUserBody(hospital: Hospital, overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    email: `new-${process.pid}-${Date.now().toString(36)}-${sequence}@example.test`,
    first_name: "Ada",
    last_name: "Lovelace",
    phone_personal: "(512) 555-0199",
    profiles: [newProfileFields(hospital)],
    activation: { now: true },
    ...overrides,
  };
}

/** Valid job info (D-008) for a profile in the hospital. */
export function newProfileFields(hospital: Hospital, overrides: Record<string, unknown> = {}) {
  return {
    department_id: hospital.departments[0]?.id,
    job_type_id: hospital.ref.jobs.rn.id,
    job_status_id: hospital.ref.statuses.ft.id,
    shift_type_id: hospital.ref.shifts.d12,
    employee_id: `E-${sequence}`,
    daily_hours: 12,
    weekly_hours: 36,
    ...overrides,
  };
}

type Method = "GET" | "POST" | "PATCH" | "DELETE";

/**
 * Calls the API as a signed-in person (or signed out with `null`). A test that moves the clock
 * past the access token's life, or signs the same person in elsewhere (Y-003), gets signed in
 * again, as the person would.
 */
export async function as(t: TestApp, who: Pick<TestUser, "email" | "password"> | null) {
  let authorization = who ? (await signIn(t.app, who)).authorization : undefined;
  const send = (method: Method, url: string, payload: unknown) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...(authorization ? { authorization } : {}),
        ...(payload === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  return async (method: Method, url: string, payload?: unknown) => {
    const response = await send(method, url, payload);
    const code = response.statusCode === 401 ? response.json().code : null;
    // An expired token, or a session displaced by the test signing the same person in elsewhere.
    if (!who || (code !== "token_not_valid" && code !== "unauthorized_device")) return response;
    authorization = (await signIn(t.app, who)).authorization;
    return send(method, url, payload);
  };
}

export type Caller = Awaited<ReturnType<typeof as>>;
