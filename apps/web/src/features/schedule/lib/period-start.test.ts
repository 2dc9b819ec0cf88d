import { describe, expect, it } from "vitest";
import { periodStartFor } from "./period-start";

const periods = [
  { startOn: "2026-11-01", endOn: "2026-12-12" },
  { startOn: "2026-12-13", endOn: "2027-01-23" },
];

describe("periodStartFor", () => {
  it("gives the start of the known period holding the date", () => {
    expect(periodStartFor(periods, "2026-11-01")).toBe("2026-11-01");
    expect(periodStartFor(periods, "2026-12-12")).toBe("2026-11-01");
    expect(periodStartFor(periods, "2026-12-20")).toBe("2026-12-13");
  });

  it("keeps a date outside every known period", () => {
    expect(periodStartFor(periods, "2027-02-01")).toBe("2027-02-01");
  });
});
