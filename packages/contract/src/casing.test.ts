import { describe, expect, it } from "vitest";
import { z } from "zod";
import { toWire, wire, wireShape } from "./casing";

const screens = z.record(z.string(), z.enum(["default", "view_only"]));
const profile = z.object({
  firstName: z.string().max(30),
  jobTypeId: z.number().nullable(),
  screensWeb: screens,
  tags: z.array(z.object({ shortCode: z.string() })).max(2),
  settings: z.object({ idleTimeout: z.number().default(15) }).optional(),
});

describe("wire casing", () => {
  it("parses snake_case input into camelCase, keeping record keys as data", () => {
    const parsed = wire(profile).parse({
      first_name: "Ada",
      job_type_id: null,
      screens_web: { masterSchedule: "default" },
      tags: [{ short_code: "FL" }],
      settings: {},
    });
    expect(parsed).toEqual({
      firstName: "Ada",
      jobTypeId: null,
      screensWeb: { masterSchedule: "default" },
      tags: [{ shortCode: "FL" }],
      settings: { idleTimeout: 15 },
    });
  });

  it("keeps the camel schema's checks on the wire", () => {
    const result = wire(profile).safeParse({
      first_name: "x".repeat(31),
      job_type_id: 1,
      screens_web: {},
      tags: [{ short_code: "a" }, { short_code: "b" }, { short_code: "c" }],
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join(".")).sort();
    expect(paths).toEqual(["first_name", "tags"]);
  });

  it("presents only declared keys, snake_cased", () => {
    const value = {
      firstName: "Ada",
      jobTypeId: 3,
      screensWeb: { userList: "default" as const },
      tags: [],
      secret: "x",
    };
    expect(toWire(profile, value)).toEqual({
      first_name: "Ada",
      job_type_id: 3,
      screens_web: { userList: "default" },
      tags: [],
    });
  });

  it("derives a schema's snake_case twin once, however many routes and records share it", () => {
    const tag = z.object({ shortCode: z.string() });
    const first = wireShape(z.object({ tags: z.array(tag) }));
    const second = wireShape(z.object({ pinned: tag.nullable() }));
    const firstTags = first instanceof z.ZodObject ? first.shape.tags : null;
    const secondPinned = second instanceof z.ZodObject ? second.shape.pinned : null;
    expect(firstTags).toBeInstanceOf(z.ZodArray);
    expect(secondPinned).toBeInstanceOf(z.ZodNullable);
    expect((firstTags as z.ZodArray).element).toBe((secondPinned as z.ZodNullable).unwrap());
    expect(wireShape(profile)).toBe(wireShape(profile));
  });
});
