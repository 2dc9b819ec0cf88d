import type { UpdateMessage } from "@rosterly/contract";
import { describe, expect, it } from "vitest";
import { liveUpdateEffect } from "./live-update-effect";

const own = { userId: 11, profileId: 21 };
const update = (
  content_type: UpdateMessage["content_type"],
  id: number | null,
  data?: unknown,
  action = "updated",
): UpdateMessage => ({
  content_type,
  action,
  id,
  data,
});

describe("live update effects", () => {
  it.each([
    "hospital",
    "department",
    "event type",
    "flag",
    "job status",
    "job type",
    "shift type",
    "daily schedule type",
  ] as const)("reloads the organisation on a %s change", (type) => {
    expect(liveUpdateEffect(update(type, 4), own)).toEqual({ kind: "invalidate", hospital: true, me: false });
  });

  it("also reloads the session when the change is the user's own", () => {
    expect(liveUpdateEffect(update("user", 11), own)).toEqual({
      kind: "invalidate",
      hospital: true,
      me: true,
    });
    expect(liveUpdateEffect(update("profile", 21, { state: "active" }), own)).toEqual({
      kind: "invalidate",
      hospital: true,
      me: true,
    });
    expect(liveUpdateEffect(update("user", 12), own)).toEqual({
      kind: "invalidate",
      hospital: true,
      me: false,
    });
  });

  it.each([
    ["inactive", { state: "inactive" }, "updated"],
    ["severed", { state: "severed" }, "updated"],
    ["deleted", undefined, "deleted"],
  ])("logs out when the own profile becomes %s", (_case, data, action) => {
    expect(liveUpdateEffect(update("profile", 21, data, action), own)).toEqual({
      kind: "logout",
      reason: "no_active_profile",
    });
  });

  it("does not log out for another user's profile, and ignores scheduling content", () => {
    expect(liveUpdateEffect(update("profile", 22, { state: "inactive" }), own).kind).toBe("invalidate");
    expect(liveUpdateEffect(update("shift", 900), own)).toEqual({ kind: "ignore" });
    expect(liveUpdateEffect(update("open shift", 7), own)).toEqual({ kind: "ignore" });
  });
});
