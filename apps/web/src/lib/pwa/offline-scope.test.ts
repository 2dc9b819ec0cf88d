import { describe, expect, it } from "vitest";
import { keptOffline } from "./offline-scope";

const ORIGIN = "https://rosterly.example";
const STAFF = `${ORIGIN}/scheduling/staffschedule?date=2026-11-29`;
const MASTER = `${ORIGIN}/scheduling/schedule?date=2026-11-29`;

const kept = (path: string, referrer: string, sameOrigin = true) =>
  keptOffline({ url: new URL(path, ORIGIN), request: { referrer }, sameOrigin });

describe("what the worker keeps for an offline start", () => {
  it("keeps the signed-in person and the hospital, whichever screen asked", () => {
    expect(kept("/api/auth/users/me/", MASTER)).toBe(true);
    expect(kept("/api/hospitals/", `${ORIGIN}/`)).toBe(true);
    expect(kept("/api/hospitals/", "")).toBe(true);
  });

  it("keeps the staff schedule's schedules, shifts and events", () => {
    expect(kept("/api/schedules/?dept_id=1&for_date=2026-11-29&omit=shifts%2Cevents", STAFF)).toBe(true);
    expect(kept("/api/shifts/?assignee_id=7&between=2026-11-29%2C2027-01-09", STAFF)).toBe(true);
    expect(kept("/api/events/?dept_id=1&between=2026-11-29%2C2027-01-09&page_size=500", STAFF)).toBe(true);
  });

  it("leaves the same lists to the network when another screen asked, or no screen is known", () => {
    const departmentPage = "/api/shifts/?dept_id=1&between=2026-11-29%2C2027-01-09&page_size=500";
    expect(kept(departmentPage, MASTER)).toBe(false);
    expect(kept("/api/events/?dept_id=1&between=2026-11-29%2C2027-01-09", MASTER)).toBe(false);
    expect(kept("/api/schedules/?dept_id=1&for_date=2026-11-29", `${ORIGIN}/scheduling/dailyschedule`)).toBe(
      false,
    );
    expect(kept(departmentPage, "")).toBe(false);
  });

  it("keeps nothing else: other endpoints, one shift, other sites", () => {
    expect(kept("/api/shifts/12/", STAFF)).toBe(false);
    expect(kept("/api/open-shifts/", STAFF)).toBe(false);
    expect(kept("/api/requests/?state=pending", STAFF)).toBe(false);
    expect(kept("/api/hospitals/", STAFF, false)).toBe(false);
  });
});
