import { describe, expect, it } from "vitest";
import { keptOffline } from "../../lib/pwa/offline-scope";
import { SCREEN_ROUTES } from "./screens";

describe("the screen the installed app keeps offline", () => {
  it("is the staff schedule at the address the route table gives it", () => {
    // The worker's rule holds the path as text (the worker is generated from its body); this table
    // is the path's home, so a route that moves must take the rule with it.
    const staffSchedule = SCREEN_ROUTES.find((route) => route.id === "staffSchedule");
    expect(staffSchedule).toBeDefined();
    const origin = "https://rosterly.example";
    const kept = keptOffline({
      url: new URL("/api/shifts/?assignee_id=7", origin),
      request: { referrer: `${origin}${staffSchedule?.path ?? ""}?date=2026-11-29` },
      sameOrigin: true,
    });
    expect(kept).toBe(true);
  });
});
