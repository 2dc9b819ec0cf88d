import { describe, expect, it } from "vitest";
import { canSwapJobTypes, checkSplitRequest, counterpartError, hasLapsed, requestDeadline } from "./rules.ts";

const day = { date: "2026-12-01", startTime: "07:00:00", endTime: "19:00:00", assigneeId: 1 };
const night = { date: "2026-12-01", startTime: "19:00:00", endTime: "07:00:00", assigneeId: 1 };

describe("split requests", () => {
  it("places parts that tile a day shift", () => {
    const check = checkSplitRequest(day, [
      { assigneeId: 1, startTime: "07:00", endTime: "11:00" },
      { assigneeId: 2, startTime: "11:00", endTime: "15:00" },
      { assigneeId: 3, startTime: "15:00", endTime: "19:00" },
    ]);
    expect(check).toEqual({
      ok: true,
      parts: [
        { assigneeId: 1, date: "2026-12-01", startTime: "07:00:00", endTime: "11:00:00" },
        { assigneeId: 2, date: "2026-12-01", startTime: "11:00:00", endTime: "15:00:00" },
        { assigneeId: 3, date: "2026-12-01", startTime: "15:00:00", endTime: "19:00:00" },
      ],
    });
  });

  it("dates a part starting after midnight of a night shift on the next day", () => {
    const check = checkSplitRequest(night, [
      { assigneeId: 1, startTime: "19:00", endTime: "01:00" },
      { assigneeId: 2, startTime: "01:00", endTime: "07:00" },
    ]);
    expect(check.ok && check.parts.map((part) => part.date)).toEqual(["2026-12-01", "2026-12-02"]);
  });

  it.each([
    [
      "a gap",
      [
        ["07:00", "11:00", 1],
        ["12:00", "19:00", 2],
      ],
      "not_contiguous",
    ],
    [
      "an early end",
      [
        ["07:00", "11:00", 1],
        ["11:00", "18:00", 2],
      ],
      "not_contiguous",
    ],
    [
      "a late start",
      [
        ["08:00", "11:00", 1],
        ["11:00", "19:00", 2],
      ],
      "not_contiguous",
    ],
    ["one part", [["07:00", "19:00", 2]], "no_parts"],
    [
      "four parts",
      [
        ["07:00", "08:00", 1],
        ["08:00", "09:00", 2],
        ["09:00", "10:00", 3],
        ["10:00", "19:00", 4],
      ],
      "too_many_parts",
    ],
    [
      "a first part given away",
      [
        ["07:00", "11:00", 2],
        ["11:00", "19:00", 3],
      ],
      "first_part_requester",
    ],
    [
      "a later part kept",
      [
        ["07:00", "11:00", 1],
        ["11:00", "19:00", 1],
      ],
      "part_to_requester",
    ],
    [
      "one person twice",
      [
        ["07:00", "11:00", 1],
        ["11:00", "15:00", 2],
        ["15:00", "19:00", 2],
      ],
      "repeated_assignee",
    ],
    [
      "a bad time",
      [
        ["07:00", "25:00", 1],
        ["11:00", "19:00", 2],
      ],
      "invalid_time",
    ],
  ] as const)("refuses %s", (_name, parts, error) => {
    const check = checkSplitRequest(
      day,
      parts.map(([startTime, endTime, assigneeId]) => ({ startTime, endTime, assigneeId })),
    );
    expect(check).toEqual({ ok: false, error });
  });
});

describe("who may swap", () => {
  const jobTypes = [
    { id: 10, swappableJobTypes: [11] },
    { id: 11, swappableJobTypes: [] },
  ];
  it("allows the same job type and the ones listed, in the requester's direction", () => {
    expect(canSwapJobTypes(jobTypes, 10, 10)).toBe(true);
    expect(canSwapJobTypes(jobTypes, 10, 11)).toBe(true);
    expect(canSwapJobTypes(jobTypes, 11, 10)).toBe(false);
    expect(canSwapJobTypes(jobTypes, null, 10)).toBe(false);
  });

  it("names why a colleague cannot be the counterpart", () => {
    const requester = { userId: 1, state: "active", departmentId: 5, jobTypeId: 10 };
    const other = (extra: object) => ({ ...requester, userId: 2, ...extra });
    expect(counterpartError(jobTypes, requester, other({}), 5)).toBeNull();
    expect(counterpartError(jobTypes, requester, requester, 5)).toBe("self");
    expect(counterpartError(jobTypes, requester, other({ state: "inactive" }), 5)).toBe("not_active");
    expect(counterpartError(jobTypes, requester, other({ departmentId: 6 }), 5)).toBe("other_department");
    expect(counterpartError(jobTypes, requester, other({ jobTypeId: 12 }), 5)).toBe("job_type");
  });
});

describe("when a request lapses", () => {
  const shift = { date: "2026-12-01", startTime: "07:00:00" };
  it("lapses when the shift starts, or hours before with the hospital's setting", () => {
    expect(requestDeadline(shift, "America/Chicago", 0)?.toISOString()).toBe("2026-12-01T13:00:00.000Z");
    expect(requestDeadline(shift, "America/Chicago", 24)?.toISOString()).toBe("2026-11-30T13:00:00.000Z");
    expect(hasLapsed(shift, "America/Chicago", 0, new Date("2026-12-01T12:59:59Z"))).toBe(false);
    expect(hasLapsed(shift, "America/Chicago", 0, new Date("2026-12-01T13:00:00Z"))).toBe(true);
  });

  it("lapses time off at the start of its first day", () => {
    const timeOff = { date: "2026-12-01", startTime: null };
    expect(requestDeadline(timeOff, "America/Chicago", 0)?.toISOString()).toBe("2026-12-01T06:00:00.000Z");
  });
});
