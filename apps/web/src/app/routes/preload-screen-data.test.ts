import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../lib/query-client";
import { fakeServer } from "../../test/fake-server";
import { buildSessionUser } from "../../test/factories";
import { scheduleHospital } from "../../test/schedule-fixtures";
import { preloadScreenData } from "./preload-screen-data";

function preload(role: "dept" | "staff", pathname: string) {
  const server = fakeServer();
  window.localStorage.setItem("active-department-id", "3");
  preloadScreenData(createQueryClient({ retry: false }), buildSessionUser(role), scheduleHospital(), {
    pathname,
    search: "?date=2026-02-03",
  });
  return server;
}

describe("a starting session's screen data", () => {
  it("is asked for the master schedule: the active department's period holding the address's date", () => {
    const server = preload("dept", "/scheduling/schedule");
    const [schedule] = server.calls("GET", "/api/schedules/");
    expect(schedule?.query.get("dept_id")).toBe("3");
    expect(schedule?.query.get("for_date")).toBe("2026-02-03");
    expect(server.calls("GET", "/api/shifts/").length).toBeGreaterThan(0);
    expect(server.calls("GET", "/api/events/")).toHaveLength(1);
  });

  it("is not asked for a screen the user may not open, nor for an address that is no screen", () => {
    expect(preload("staff", "/scheduling/schedule").calls("GET", "/api/schedules/")).toEqual([]);
    expect(preload("dept", "/nowhere").calls("GET", "/api/schedules/")).toEqual([]);
  });
});
