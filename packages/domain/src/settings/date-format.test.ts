import { describe, expect, it } from "vitest";
import { parseDateFormat, splitDateFormat } from "./date-format.ts";

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

describe("one tokeniser for the settings check and the web's formatter", () => {
  it("reads every piece of a format as written, the unknown included", () => {
    expect(splitDateFormat("dd Do [at] HH:mm Q ZZ [x")).toEqual([
      { kind: "token", token: "dd" },
      { kind: "separator", text: " " },
      { kind: "token", token: "Do" },
      { kind: "separator", text: " " },
      { kind: "escaped", text: "at" },
      { kind: "separator", text: " " },
      { kind: "token", token: "HH" },
      { kind: "separator", text: ":" },
      { kind: "token", token: "mm" },
      { kind: "separator", text: " " },
      { kind: "unknown", text: "Q" },
      { kind: "separator", text: " " },
      { kind: "token", token: "ZZ" },
      { kind: "separator", text: " " },
      { kind: "unclosed", text: "[x" },
    ]);
  });
});
