import { describe, expect, it } from "vitest";
import { type OwnProfileValues, validateOwnProfile } from "./own-profile-form";

const values: OwnProfileValues = {
  firstName: "Ada",
  lastName: "Lovelace",
  alias: "",
  phonePersonal: "",
  gender: "",
  selectedProfileId: "1",
  notifications: { schedule: true, requests: true, openShifts: true, email: true },
  reminders: { shifts: false, hoursBefore: 2 },
};

describe("validateOwnProfile", () => {
  it("checks the names and the phone with the domain's user-info rules", () => {
    expect(validateOwnProfile(values)).toEqual({});
    const issues = validateOwnProfile({ ...values, firstName: " ", phonePersonal: "12" });
    expect(issues.firstName?.key).toBe("validation.required");
    expect(issues.phonePersonal?.key).toBe("validation.phone");
  });
});
