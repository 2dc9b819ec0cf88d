import { describe, expect, it } from "vitest";
import { buildHospital, buildShiftType } from "../../../test/factories";
import { createDefaults, createInput, createIssues, instantOfLocal, localInput } from "./create-form";

const zone = "America/Los_Angeles";
const hospital = {
  ...buildHospital(),
  shiftTypes: [buildShiftType(41, "Day", "07:00:00", "19:00:00")],
};

describe("new open shift form", () => {
  it("reads the deadline in the hospital's zone, whatever the browser's zone", () => {
    expect(instantOfLocal("2026-07-01T09:30", zone)).toBe("2026-07-01T16:30:00.000Z");
    expect(instantOfLocal("2026-12-01T09:30", zone)).toBe("2026-12-01T17:30:00.000Z");
    expect(localInput(Date.parse("2026-12-01T17:30:00.000Z"), zone)).toBe("2026-12-01T09:30");
    expect(instantOfLocal("", zone)).toBeNull();
  });

  it("prefills the shift type's times and a deadline before the shift starts", () => {
    const now = Date.parse("2026-12-01T10:00:00.000Z"); // 02:00 in Los Angeles
    const values = createDefaults(hospital, { date: "2026-12-01", typeId: 41, opening: 3 }, now, zone);
    expect(values).toMatchObject({ typeId: 41, startTime: "07:00", endTime: "19:00", opening: "3" });
    // Four hours' notice would pass the 07:00 start: the deadline is an hour before it.
    expect(values.biddingEndsOn).toBe("2026-12-01T06:00");
  });

  it("checks required fields, half-hour times, seats and lengths with the shared rules", () => {
    const values = {
      ...createDefaults(hospital, { date: "2026-12-01" }, Date.parse("2026-11-01T00:00:00Z"), zone),
      startTime: "07:15",
      opening: "0",
      comments: "x".repeat(1001),
    };
    const issues = createIssues(values, zone);
    expect(issues.typeId?.key).toBe("validation.required");
    expect(issues.startTime?.key).toBe("validation.half_hour");
    expect(issues.endTime?.key).toBe("validation.required");
    expect(issues.opening).toEqual({ ok: false, key: "validation.min_value", params: { min: 1 } });
    expect(issues.comments?.key).toBe("validation.max");
  });

  it("becomes the request the server takes", () => {
    const values = createDefaults(
      hospital,
      { date: "2026-12-01", typeId: 41 },
      Date.parse("2026-11-30T00:00:00Z"),
      zone,
    );
    expect(createInput({ ...values, jobTypes: [5], title: "  Surge  " }, 3, zone)).toMatchObject({
      departmentId: 3,
      date: "2026-12-01",
      typeId: 41,
      startTime: "07:00:00",
      endTime: "19:00:00",
      opening: 1,
      fcfs: false,
      jobTypes: [5],
      title: "Surge",
      biddingEndsOn: "2026-11-30T04:00:00.000Z",
    });
  });
});
