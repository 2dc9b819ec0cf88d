import { describe, expect, it } from "vitest";
import { fileNameOf } from "./client";

describe("fileNameOf", () => {
  it.each([
    [`attachment; filename="shifts_2026-11-25.csv"`, "shifts_2026-11-25.csv"],
    [
      `attachment; filename="____2026-11-25.csv"; filename*=UTF-8''%E5%A4%9C%E7%8F%AD_2026-11-25.csv`,
      "夜班_2026-11-25.csv",
    ],
    [`attachment; filename="plain.csv"; filename*=UTF-8''%E0%A4%A`, "plain.csv"],
    [null, null],
    ["inline", null],
  ])("%s", (header, expected) => {
    expect(fileNameOf(header)).toBe(expected);
  });
});
