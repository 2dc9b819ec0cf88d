import type { ErrorBody } from "@rosterly/contract";
import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api/errors";
import { createI18n } from "../../test/i18n";
import type { Language } from "../../lib/i18n";
import { ErrorToastMessage } from "./ErrorToastMessage";

function show(error: unknown, language: Language = "en") {
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <ErrorToastMessage message="Could not assign" error={error} />
    </I18nextProvider>,
  );
}

const refusal = (body: ErrorBody) => new ApiError(412, body, JSON.stringify(body));
const SEATS: ErrorBody = {
  detail: "Only 2 seats are left (as the server says it).",
  code: "precondition_failed",
  detail_key: "errors.precondition.seats_left",
  detail_params: { remaining: 2 },
};

describe("an error toast says why the server refused", () => {
  it("in the catalogue's words for the reason's key, with the values it names", () => {
    show(refusal(SEATS));
    expect(screen.getByText("Could not assign")).toBeVisible();
    expect(screen.getByText("Only 2 seats are left.")).toBeVisible();
    expect(screen.queryByText(SEATS.detail)).toBeNull();
  });

  it("in the reader's language", () => {
    show(refusal(SEATS), "zh-TW");
    expect(screen.getByText("只剩 2 個名額。")).toBeVisible();
  });

  it("in the server's words when the catalogue does not know the key, or none is sent", () => {
    show(refusal({ ...SEATS, detail_key: "errors.precondition.from_a_newer_server" }));
    expect(screen.getByText(SEATS.detail)).toBeVisible();
  });

  it("in the server's words when the answer names no key", () => {
    show(new ApiError(400, { detail: "Invalid input: type_id.", code: "invalid" }, ""));
    expect(screen.getByText("Invalid input: type_id.")).toBeVisible();
  });

  it("not at all when no server answered", () => {
    show(new TypeError("Failed to fetch"));
    expect(screen.getByText("Could not assign")).toBeVisible();
    expect(screen.queryByText("Failed to fetch")).toBeNull();
  });
});
