import { describe, expect, it } from "vitest";
import {
  attachmentExtension,
  endOfLocalDay,
  expiredCount,
  expiryDateOf,
  isExpired,
  isExpiringSoon,
  isVerified,
} from "./rules.ts";

describe("document rules", () => {
  it("ends the expiry day at 23:59:59 in the hospital's zone, across DST", () => {
    expect(endOfLocalDay("2026-06-30", "America/Chicago")?.toISOString()).toBe("2026-07-01T04:59:59.000Z");
    expect(endOfLocalDay("2026-01-15", "America/Chicago")?.toISOString()).toBe("2026-01-16T05:59:59.000Z");
    expect(endOfLocalDay("2026-03-08", "America/New_York")?.toISOString()).toBe("2026-03-09T03:59:59.000Z");
    expect(endOfLocalDay("2026-02-30", "America/Chicago")).toBeNull();
  });

  it("reads the local expiry day back from the instant", () => {
    const end = endOfLocalDay("2026-06-30", "Asia/Taipei");
    expect(end && expiryDateOf(end, "Asia/Taipei")).toBe("2026-06-30");
  });

  it.each([
    [null, "2026-07-01T00:00:00Z", false],
    ["2026-07-01T04:59:59.000Z", "2026-07-01T04:59:58Z", false],
    ["2026-07-01T04:59:59.000Z", "2026-07-01T04:59:59.000Z", false],
    ["2026-07-01T04:59:59.000Z", "2026-07-01T05:00:00Z", true],
  ] as const)("expireOn %s at %s expired: %s", (expireOn, now, expected) => {
    expect(isExpired(expireOn, new Date(now))).toBe(expected);
  });

  it.each([
    [null, false],
    ["2026-06-30T23:59:59Z", false],
    ["2026-07-01T11:59:59Z", false],
    ["2026-07-01T12:00:00Z", true],
    ["2026-07-01T12:00:01Z", true],
    ["2026-07-31T12:00:00Z", true],
    ["2026-07-31T12:00:01Z", false],
  ] as const)("at 2026-07-01T12:00Z expireOn %s expires within 30 days: %s", (expireOn, expected) => {
    expect(isExpiringSoon(expireOn, new Date("2026-07-01T12:00:00Z"))).toBe(expected);
  });

  it("counts expired documents", () => {
    const now = new Date("2026-07-01T12:00:00Z");
    expect(
      expiredCount(
        [{ expireOn: "2026-06-01T00:00:00Z" }, { expireOn: null }, { expireOn: "2027-01-01T00:00:00Z" }],
        now,
      ),
    ).toBe(1);
  });

  it("is verified only with a verifier named", () => {
    expect(isVerified("  ")).toBe(false);
    expect(isVerified(null)).toBe(false);
    expect(isVerified("Dr. Chen")).toBe(true);
  });

  it("accepts images and PDF only", () => {
    expect(attachmentExtension("application/pdf")).toBe("pdf");
    expect(attachmentExtension("image/png")).toBe("png");
    expect(attachmentExtension("application/zip")).toBeNull();
    expect(attachmentExtension("image/svg+xml")).toBeNull();
  });
});
