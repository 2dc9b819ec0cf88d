import { describe, expect, it } from "vitest";
import { formatCountdown } from "./countdown";

describe("formatCountdown", () => {
  it("counts down in minutes and seconds, with hours from one hour, never below zero", () => {
    expect(formatCountdown(899_000)).toBe("14:59");
    expect(formatCountdown(899_001)).toBe("15:00");
    expect(formatCountdown(3_725_000)).toBe("1:02:05");
    expect(formatCountdown(-5)).toBe("0:00");
  });
});
