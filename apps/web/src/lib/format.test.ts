import { describe, expect, it } from "vitest";
import { createFormatter, toDateFnsPattern } from "./format";

describe("formats", () => {
  it.each([
    ["YYYY-MM-DD", "yyyy-MM-dd"],
    ["YYYY/MM/DD", "yyyy/MM/dd"],
    ["MM/DD/YYYY", "MM/dd/yyyy"],
    ["MMM D, YYYY", "MMM d, yyyy"],
    ["dddd MMM D, YYYY", "EEEE MMM d, yyyy"],
    ["MMM D, YYYY HH:mm", "MMM d, yyyy HH:mm"],
    ["h:mm A", "h:mm a"],
    ["[Week of] MMM D", "'Week of' MMM d"],
  ])("maps the moment pattern %s to date-fns %s", (moment, dateFns) => {
    expect(toDateFnsPattern(moment)).toBe(dateFns);
  });

  it("shows instants in the organisation's time zone across a DST change", () => {
    const format = createFormatter({ timeZone: "America/New_York" });
    // 2026-03-08 is the spring-forward day in New York: 06:30Z is 01:30 EST, 07:30Z is 03:30 EDT.
    expect(format.date("2026-03-08T06:30:00Z", "dateTime")).toBe("Mar 8, 2026 01:30");
    expect(format.date("2026-03-08T07:30:00Z", "dateTime")).toBe("Mar 8, 2026 03:30");
    expect(format.date("2026-03-08T03:00:00Z", "weekdayDate")).toBe("Saturday Mar 7, 2026");
  });

  it("never shifts a stored calendar date, whatever the zone", () => {
    expect(createFormatter({ timeZone: "Pacific/Honolulu" }).date("2026-01-31", "chip")).toBe("2026/01/31");
    expect(createFormatter({ timeZone: "Asia/Taipei" }).date("2026-01-31", "date")).toBe("Jan 31, 2026");
  });

  it("uses the organisation's display formats where it has them", () => {
    const format = createFormatter({ timeZone: "UTC", formats: { date: "DD/MM/YYYY" } });
    expect(format.date("2026-01-31", "date")).toBe("31/01/2026");
    expect(format.date("2026-01-31", "input")).toBe("01/31/2026");
  });

  it("rounds hours to one decimal", () => {
    const format = createFormatter({ timeZone: "UTC" });
    expect(format.hours(7.25)).toBe("7.3");
    expect(format.hours(12)).toBe("12");
  });

  it("says how long ago an instant was for a week, then gives its date and time", () => {
    const now = Date.parse("2026-11-25T12:00:00Z");
    const english = createFormatter({ timeZone: "UTC" });
    expect(english.ago("2026-11-25T11:59:40Z", now)).toBe("now");
    expect(english.ago("2026-11-25T12:00:30Z", now)).toBe("now");
    expect(english.ago("2026-11-25T11:55:00Z", now)).toBe("5 minutes ago");
    expect(english.ago("2026-11-25T09:00:00Z", now)).toBe("3 hours ago");
    expect(english.ago("2026-11-24T10:00:00Z", now)).toBe("yesterday");
    expect(english.ago("2026-11-19T12:00:00Z", now)).toBe("6 days ago");
    expect(english.ago("2026-11-18T12:00:00Z", now)).toBe("Nov 18, 2026 12:00");
    expect(english.ago("2026-11-25T13:00:00Z", now)).toBe("Nov 25, 2026 13:00");
    const chinese = createFormatter({ timeZone: "UTC", language: "zh-TW" });
    expect(chinese.ago("2026-11-25T09:00:00Z", now)).toBe("3 小時前");
  });
});
