import { eq } from "drizzle-orm";
import { departments } from "../src/db/schema";
import type { TestApp } from "./app";
import { buildHospital, buildShift, buildUser, type Hospital, type TestUser } from "./factories";
import { type Caller, caller } from "./scheduling";

/** People around one ward's requests: its scheduler and director, nurses, and a nurse elsewhere. */
export interface Ward {
  h: Hospital;
  dept: number;
  scheduler: TestUser;
  director: TestUser;
  nurse: TestUser;
  partner: TestUser;
  colleague: TestUser;
  elsewhere: TestUser;
  as: {
    scheduler: Caller;
    director: Caller;
    nurse: Caller;
    partner: Caller;
    colleague: Caller;
    elsewhere: Caller;
  };
  /** A 07:00-19:00 shift of the person on the date in the ward (in a schedule staff see). */
  shift(user: TestUser, date: string, options?: { startTime?: string; endTime?: string }): Promise<number>;
}

/** A hospital whose first department names a scheduler and a director, with three nurses in it. */
export async function buildWard(t: TestApp, options: { withScheduler?: boolean } = {}): Promise<Ward> {
  const h = await buildHospital(t.deps.db);
  const dept = h.departments[0]?.id ?? 0;
  const scheduler = await buildUser(t.deps.db, h, { group: "scheduler" });
  const director = await buildUser(t.deps.db, h, { group: "director" });
  const nurse = await buildUser(t.deps.db, h, { group: "nurse" });
  const partner = await buildUser(t.deps.db, h, { group: "nurse" });
  const colleague = await buildUser(t.deps.db, h, { group: "nurse" });
  const elsewhere = await buildUser(t.deps.db, h, { group: "nurse", departmentIndex: 1 });
  await t.deps.db
    .update(departments)
    .set({
      schedulerId: options.withScheduler === false ? null : scheduler.userId,
      directorId: director.userId,
    })
    .where(eq(departments.id, dept));
  return {
    h,
    dept,
    scheduler,
    director,
    nurse,
    partner,
    colleague,
    elsewhere,
    as: {
      scheduler: caller(t, scheduler),
      director: caller(t, director),
      nurse: caller(t, nurse),
      partner: caller(t, partner),
      colleague: caller(t, colleague),
      elsewhere: caller(t, elsewhere),
    },
    shift: (user, date, shiftOptions = {}) =>
      buildShift(t.deps.db, h, { userId: user.userId, date, ...shiftOptions }),
  };
}

/** The message keys of a person's notifications, newest first. */
export async function noticesOf(as: Caller): Promise<{ key: string; params: Record<string, unknown> }[]> {
  const response = await as("GET", "/api/notification-receipts/");
  const rows = response.body.results as {
    notification: { message_key: string; message_params: Record<string, unknown> };
  }[];
  return rows.map((row) => ({ key: row.notification.message_key, params: row.notification.message_params }));
}
