import { describe, expect, it } from "vitest";
import { configurationListQuery } from "./configuration/common";
import { queryBoolean } from "./input";

describe("queryBoolean, the one yes/no of every query string", () => {
  it.each([
    ["true", true],
    ["True", true],
    ["TRUE", true],
    ["1", true],
    ["false", false],
    ["False", false],
    ["0", false],
  ])("reads %s as %s", (text, value) => {
    expect(queryBoolean.parse(text)).toBe(value);
  });

  it.each(["yes", "", "2", "t", "on"])("refuses %j", (text) => {
    expect(queryBoolean.safeParse(text).success).toBe(false);
  });

  it("is what the configuration lists read too", () => {
    expect(configurationListQuery.parse({ include_obsolete: "True" }).include_obsolete).toBe(true);
  });
});
