import { describe, expect, it } from "vitest";
import { parseDateFormat } from "./date-format.ts";

describe("parseDateFormat", () => {
  it.each([
    "MMM D, YYYY",
    "MMM D",
    "MMMM",
    "dddd MMM D, YYYY",
    "MMM D, YYYY HH:mm",
    "YYYY/MM/DD",
    "h:mm a",
    "Do [of] MMMM",
  ])("accepts %j", (format) => expect(parseDateFormat(format).ok).toBe(true));

  it("splits tokens longest first and keeps literals", () => {
    expect(parseDateFormat("MMMM Do, [at] HH:mm")).toEqual({
      ok: true,
      value: [
        { token: "MMMM" },
        { literal: " " },
        { token: "Do" },
        { literal: "," },
        { literal: " " },
        { literal: "at" },
        { literal: " " },
        { token: "HH" },
        { literal: ":" },
        { token: "mm" },
      ],
    });
  });

  it.each([
    ["YYYY-MM-DD Q", "Q"],
    ["YYYY-MM-DD ZZ", "ZZ"],
    ["<script>", "<"],
    ["YYYY [open", "[open"],
    [", /", ", /"],
  ])("refuses %j naming %j", (format, token) => {
    expect(parseDateFormat(format)).toEqual({ ok: false, key: "validation.date_format", params: { token } });
  });

  it("bounds the length", () => {
    expect(parseDateFormat("YYYY ".repeat(9)).ok).toBe(false);
  });
});
