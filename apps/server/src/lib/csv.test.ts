import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { csvField, csvRecord, csvText } from "./csv";

describe("csv", () => {
  it.each([
    { value: "plain", expected: "plain" },
    { value: "a,b", expected: '"a,b"' },
    { value: 'say "hi"', expected: '"say ""hi"""' },
    { value: "two\nlines", expected: '"two\nlines"' },
    { value: "cr\r", expected: '"cr\r"' },
    { value: "", expected: "" },
  ])("quotes $value", ({ value, expected }) => {
    expect(csvField(value)).toBe(expected);
  });

  it("keeps formula-looking text as text", () => {
    expect(csvText("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvText("@cmd")).toBe("'@cmd");
    expect(csvText("Quinn, Nora")).toBe("Quinn, Nora");
  });

  it("reads back as written by a CSV parser", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const width = rows[0]?.length ?? 0;
          const table = rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? ""));
          const text = table.map(csvRecord).join("");
          const parsed = Papa.parse<string[]>(text, { delimiter: ",", newline: "\r\n" });
          expect(parsed.data.slice(0, table.length)).toEqual(table);
        },
      ),
    );
  });
});
