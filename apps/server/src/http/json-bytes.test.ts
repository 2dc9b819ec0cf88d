import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonBytes } from "./json-bytes";

const text = (value: unknown) => jsonBytes(value).toString("utf8");

describe("jsonBytes", () => {
  it("is JSON.stringify for any JSON value, long arrays and nested pages included", () => {
    const row = fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }));
    const longArray = fc.array(fc.oneof(row, fc.jsonValue({ maxDepth: 1 })), {
      minLength: 60,
      maxLength: 300,
    });
    const value = fc.oneof(
      fc.jsonValue(),
      longArray,
      fc.record({ count: fc.nat(), next: fc.option(fc.string()), results: longArray }),
      fc.record({ id: fc.nat(), schedule: fc.record({ shifts: longArray, events: longArray }) }),
    );
    fc.assert(fc.property(value, (v) => text(v) === JSON.stringify(v)));
  });

  it("drops what JSON drops and calls toJSON, at every depth", () => {
    const day = new Date("2026-11-28T08:00:00.000Z");
    const many = Array.from({ length: 130 }, (_, i) =>
      i % 3 === 0 ? undefined : i % 3 === 1 ? day : () => i,
    );
    const value = { a: undefined, b: () => 1, c: day, d: { e: undefined, f: many, g: Symbol("x") }, h: many };
    expect(text(value)).toBe(JSON.stringify(value));
    expect(text(undefined)).toBe("null");
    expect(text(day)).toBe(JSON.stringify(day));
  });

  it("counts bytes, not characters, for text beyond ASCII", () => {
    const names = Array.from({ length: 200 }, (_, i) => ({ name: `護理師 ${i} — Zoë 🙂` }));
    const bytes = jsonBytes({ results: names });
    expect(bytes.length).toBe(Buffer.byteLength(JSON.stringify({ results: names })));
    expect(JSON.parse(bytes.toString("utf8"))).toEqual({ results: names });
  });
});
