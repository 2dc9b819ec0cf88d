import { describe, expect, it } from "vitest";
import { createI18n } from "../../test/i18n";
import { fieldErrorText } from "./field-text";

describe("fieldErrorText", () => {
  const { t } = createI18n("en");

  it("words the shared rules, the account rules and a form's own text from the catalogue", () => {
    expect(fieldErrorText(t, { key: "validation.required" })).toBe(t("validation.required"));
    expect(fieldErrorText(t, { key: "account.confirm_delete" })).toBe(t("accounts.rules.confirm_delete"));
    expect(fieldErrorText(t, { key: "account.confirm_delete" })).not.toBe("account.confirm_delete");
    expect(fieldErrorText(t, { key: "validation.email", text: "auth.emailInvalid" })).toBe(
      "Enter a valid e-mail address.",
    );
  });
});
