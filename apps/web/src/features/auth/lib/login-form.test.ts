import { describe, expect, it } from "vitest";
import { validateLogin } from "./login-form";

describe("validateLogin", () => {
  it("asks for an address, a valid one, and a password", () => {
    expect(validateLogin({ email: " ", password: "" })).toEqual({
      email: { ok: false, key: "validation.required", text: "auth.emailRequired" },
      password: { ok: false, key: "validation.required", text: "auth.passwordRequired" },
    });
    expect(validateLogin({ email: "nurse@", password: "x" }).email?.text).toBe("auth.emailInvalid");
    expect(validateLogin({ email: " nurse@example.com ", password: "x" })).toEqual({});
  });
});
