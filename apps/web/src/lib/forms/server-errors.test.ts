import { describe, expect, it } from "vitest";
import { ApiError } from "../api/errors";
import { createI18n } from "../../test/i18n";
import { serverFieldError, serverFieldMessages } from "./server-errors";

const refusal = new ApiError(
  400,
  {
    detail: "Invalid input: 0.end_time, name, comments.",
    code: "invalid",
    errors: {
      "0.end_time": ["The end time must differ from the start time."],
      name: ["Ensure this field has no more than 3 characters."],
      comments: ["Something only the server says."],
    },
    error_keys: {
      "0.end_time": [{ key: "validation.same_start_end" }],
      name: [{ key: "validation.max", params: { max: 3 } }],
    },
  },
  "",
);

describe("a server 400 shown on the form", () => {
  it("speaks the reader's language for every message the server names by key", () => {
    const { t } = createI18n("zh-TW");
    expect(serverFieldMessages(t, refusal)).toEqual({
      "0.end_time": ["結束時間必須與開始時間不同。"],
      name: ["此欄位最多 3 個字元。"],
      comments: ["Something only the server says."],
    });
  });

  it("reads the same in English, and answers nothing for other failures", () => {
    const { t } = createI18n("en");
    expect(serverFieldError(t, refusal, "name")).toBe("Ensure this field has no more than 3 characters.");
    expect(serverFieldMessages(t, new ApiError(500, null, "boom"))).toBeNull();
  });
});
