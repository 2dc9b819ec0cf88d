import { ERROR_DETAIL_KEYS, type ErrorDetailKey } from "@rosterly/contract";
import { describe, expect, it } from "vitest";
import { errorDetail, errorDetailPlaceholders } from "./error-details";

const KEYS = Object.keys(ERROR_DETAIL_KEYS) as ErrorDetailKey[];

describe("the server's English for each reason a 403, 404 or 412 gives", () => {
  it("names exactly the values the contract lists for its key", () => {
    const mismatched = KEYS.filter(
      (key) =>
        JSON.stringify([...errorDetailPlaceholders(key)].sort()) !==
        JSON.stringify([...ERROR_DETAIL_KEYS[key]].sort()),
    );
    expect(mismatched).toEqual([]);
  });

  it("fills them in", () => {
    expect(errorDetail("errors.precondition.seats_left", { remaining: 2 })).toBe("Only 2 seats are left.");
    expect(errorDetail("errors.not_found.shift")).toBe("Shift not found.");
  });
});
