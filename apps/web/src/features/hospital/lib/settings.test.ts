import { describe, expect, it } from "vitest";
import { createFormatter } from "../../../lib/format";
import { buildHospital } from "../../../test/factories";
import { organisationDateFormats } from "./settings";

describe("the organisation's date formats", () => {
  it("maps the settings' names to the formatter's and shows dates in them", () => {
    const hospital = buildHospital({
      dateFormats: {
        date: "YYYY/MM/DD",
        shortDate: "M/D",
        longDate: "dddd D MMMM",
        dateTime: "D/M/YYYY h:mm A",
      },
    });
    const formats = organisationDateFormats(hospital);
    expect(formats).toEqual({
      date: "YYYY/MM/DD",
      monthDay: "M/D",
      weekdayDate: "dddd D MMMM",
      dateTime: "D/M/YYYY h:mm A",
    });
    const formatter = createFormatter({ timeZone: "UTC", formats });
    expect(formatter.date("2026-11-03", "date")).toBe("2026/11/03");
    expect(formatter.date("2026-11-03", "monthDay")).toBe("11/3");
    expect(formatter.date("2026-11-03T19:05:00Z", "dateTime")).toBe("3/11/2026 7:05 PM");
  });

  it("keeps the defaults when the settings hold no formats or something else", () => {
    expect(organisationDateFormats(buildHospital({}))).toEqual({});
    expect(organisationDateFormats(buildHospital({ dateFormats: { date: 7, month: "" } }))).toEqual({});
  });
});
