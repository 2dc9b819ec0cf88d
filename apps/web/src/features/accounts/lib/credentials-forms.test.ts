import { describe, expect, it } from "vitest";
import { validateChangeEmail, validateChangePassword } from "./credentials-forms";

describe("own credentials forms", () => {
  it("change e-mail: the password, a valid new address, the same address again (trimmed)", () => {
    expect(validateChangeEmail({ password: "", newEmail: "nurse", repeatEmail: "x" })).toEqual({
      password: { ok: false, key: "validation.required" },
      newEmail: { ok: false, key: "validation.email" },
      repeatEmail: { ok: false, key: "validation.confirmed" },
    });
    expect(
      validateChangeEmail({
        password: "p",
        newEmail: " nurse@example.com",
        repeatEmail: "nurse@example.com ",
      }),
    ).toEqual({});
  });

  it("change password: the current one, the domain's password rule, the repetition", () => {
    const issues = validateChangePassword({ currentPassword: "", newPassword: "short", reNewPassword: "" });
    expect(Object.keys(issues)).toEqual(["currentPassword", "newPassword", "reNewPassword"]);
    expect(issues.newPassword?.key).toBe("validation.password");
    expect(
      validateChangePassword({
        currentPassword: "old",
        newPassword: "Str0ng-enough!",
        reNewPassword: "Str0ng-enough!",
      }),
    ).toEqual({});
  });
});
