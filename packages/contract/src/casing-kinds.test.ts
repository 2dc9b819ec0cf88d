import { describe, expect, it } from "vitest";
import { z } from "zod";
import { toWire, wire, wireShape } from "./casing";
import * as contract from "./index";

const inObject = (inner: z.ZodType) => z.object({ someField: inner });

describe("casing follows every zod kind the contract uses", () => {
  it.each([
    ["string", z.string(), "a"],
    ["number", z.number(), 1],
    ["int", z.int(), 2],
    ["boolean", z.boolean(), true],
    ["enum", z.enum(["a", "b"]), "a"],
    ["literal", z.literal("x"), "x"],
    ["null", z.null(), null],
    ["unknown", z.unknown(), { keepMe: 1 }],
    ["iso datetime", z.iso.datetime(), "2026-01-01T00:00:00Z"],
    ["custom", z.custom<string>((value) => typeof value === "string"), "c"],
    ["free JSON (lazy)", z.json(), { dataKey: [1, { otherKey: null }] }],
  ])("passes a keyless %s through as it is", (_kind, schema, value) => {
    expect(wire(inObject(schema)).parse({ some_field: value })).toEqual({ someField: value });
    expect(toWire(inObject(schema), { someField: value })).toEqual({ some_field: value });
  });

  it.each([
    ["object", z.object({ innerKey: z.number() }), { inner_key: 1 }, { innerKey: 1 }],
    ["array", z.array(z.object({ innerKey: z.number() })), [{ inner_key: 1 }], [{ innerKey: 1 }]],
    ["optional", z.object({ innerKey: z.number() }).optional(), { inner_key: 1 }, { innerKey: 1 }],
    ["nullable", z.object({ innerKey: z.number() }).nullable(), { inner_key: 1 }, { innerKey: 1 }],
    [
      "default",
      z.object({ innerKey: z.number() }).default({ innerKey: 0 }),
      { inner_key: 1 },
      { innerKey: 1 },
    ],
    ["readonly", z.object({ innerKey: z.number() }).readonly(), { inner_key: 1 }, { innerKey: 1 }],
    [
      "record (keys are data)",
      z.record(z.string(), z.object({ innerKey: z.number() })),
      { dataKey: { inner_key: 1 } },
      { dataKey: { innerKey: 1 } },
    ],
    ["union", z.union([z.object({ innerKey: z.number() }), z.string()]), { inner_key: 1 }, { innerKey: 1 }],
    [
      "pipe (data: keys keep their spelling)",
      z.object({ innerKey: z.number() }).transform((value) => value),
      { innerKey: 1 },
      { innerKey: 1 },
    ],
  ])("converts the keys inside %s", (_kind, schema, wireValue, value) => {
    expect(wire(inObject(schema)).parse({ some_field: wireValue })).toEqual({ someField: value });
    expect(toWire(inObject(schema), { someField: value })).toEqual({ some_field: wireValue });
  });

  it.each([
    ["tuple", z.tuple([z.object({ innerKey: z.number() })])],
    ["intersection", z.intersection(z.object({ a: z.number() }), z.object({ b: z.number() }))],
    ["map", z.map(z.string(), z.number())],
    ["set", z.set(z.number())],
    ["catch", z.object({ innerKey: z.number() }).catch({ innerKey: 0 })],
  ])("refuses a %s loudly instead of leaving its keys unconverted", (kind, schema) => {
    expect(() => wireShape(inObject(schema))).toThrow(/is not supported in contract schemas/);
    expect(() => toWire(inObject(schema), { someField: undefined })).toThrow(new RegExp(`"${kind}"`));
  });

  it("converts every schema the contract exports", () => {
    const schemas = Object.entries(contract as Record<string, unknown>).filter(
      (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
    );
    expect(schemas.length).toBeGreaterThan(50);
    for (const [name, schema] of schemas) expect(() => wireShape(schema), name).not.toThrow();
  });
});
