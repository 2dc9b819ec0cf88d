import { describe, expect, it } from "vitest";
import { validateForgotPassword, validateNewPassword } from "./forms";

describe("signed-out account forms", () => {
  it("check the new password with the domain's rule and its repetition", () => {
    expect(validateNewPassword({ newPassword: "short", reNewPassword: "other" })).toEqual({
      newPassword: { ok: false, key: "validation.password", params: { min: 8 } },
      reNewPassword: { ok: false, key: "validation.confirmed" },
    });
    expect(validateNewPassword({ newPassword: "Str0ng-enough!", reNewPassword: "Str0ng-enough!" })).toEqual(
      {},
    );
  });

  it("checks the reset address", () => {
    expect(validateForgotPassword({ email: "" }).email?.key).toBe("validation.required");
    expect(validateForgotPassword({ email: "nurse" }).email?.key).toBe("validation.email");
    expect(validateForgotPassword({ email: " nurse@example.com " })).toEqual({});
  });
});
