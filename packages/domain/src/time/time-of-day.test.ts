import { describe, expect, it } from "vitest";
import {
  formatTimeOfDay,
  parseTimeInput,
  parseTimeOfDay,
  TIME_OPTIONS,
  timeOptionsExcluding,
  toDisplayTime,
  toWireTime,
} from "./index.ts";

describe("parseTimeOfDay", () => {
  it.each([
    ["00:00", 0],
    ["07:00", 420],
    ["19:30:00", 1170],
    ["23:59", 1439],
    ["23:59:59", 1439],
  ])("%s is minute %i", (time, minutes) => {
    expect(parseTimeOfDay(time)).toBe(minutes);
  });

  it.each(["24:00", "12:60", "12:00:60", "7:00", "0700", "", "07:00:0", "aa:bb"])("rejects %j", (time) => {
    expect(parseTimeOfDay(time)).toBeNull();
  });
});

describe("formatting", () => {
  it.each([
    [0, "00:00", "00:00:00"],
    [1170, "19:30", "19:30:00"],
    [1440 + 60, "01:00", "01:00:00"],
    [-30, "23:30", "23:30:00"],
  ])("minute %i is %s / %s", (minutes, display, wire) => {
    expect(formatTimeOfDay(minutes)).toBe(display);
    expect(formatTimeOfDay(minutes, { seconds: true })).toBe(wire);
  });

  it("converts between wire and display", () => {
    expect(toDisplayTime("07:00:00")).toBe("07:00");
    expect(toWireTime("07:00")).toBe("07:00:00");
    expect(toDisplayTime("nope")).toBeNull();
    expect(toWireTime("25:00")).toBeNull();
  });
});

describe("time dropdown", () => {
  it("has 48 half-hour steps from 00:00 to 23:30", () => {
    expect(TIME_OPTIONS).toHaveLength(48);
    expect(TIME_OPTIONS[0]).toBe("00:00");
    expect(TIME_OPTIONS[1]).toBe("00:30");
    expect(TIME_OPTIONS[47]).toBe("23:30");
  });

  it("disables only the option equal to the other time", () => {
    const options = timeOptionsExcluding("19:00:00");
    expect(options.filter((o) => o.disabled).map((o) => o.value)).toEqual(["19:00"]);
    expect(timeOptionsExcluding(null).some((o) => o.disabled)).toBe(false);
  });
});

describe("parseTimeInput (HH:MM or HHMM, 24 h, empty allowed)", () => {
  it.each([
    ["", null],
    ["   ", null],
    ["07:30", "07:30"],
    ["0730", "07:30"],
    [" 2359 ", "23:59"],
    ["0000", "00:00"],
  ])("accepts %j as %j", (text, value) => {
    expect(parseTimeInput(text)).toEqual({ ok: true, value });
  });

  it.each(["7:30", "730", "2400", "24:00", "12:60", "1260", "07:30:00", "07-30", "7.30", "073", "07:3"])(
    "rejects %j",
    (text) => {
      expect(parseTimeInput(text)).toEqual({ ok: false });
    },
  );
});
