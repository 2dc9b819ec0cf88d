import { describe, expect, it } from "vitest";
import { loggableError, redactSecrets } from "./redact";

describe("redactSecrets", () => {
  it.each([
    ["/ws/updates/?token=eyJa.b.c", "/ws/updates/?token=[redacted]"],
    ["/x/?a=1&refresh=abc&b=2", "/x/?a=1&refresh=[redacted]&b=2"],
    ["Bearer eyJhbGciOi.eyJzdWIi.sig-_x", "Bearer [redacted]"],
    ["/api/shifts/?dept_id=3", "/api/shifts/?dept_id=3"],
  ])("%s", (text, expected) => {
    expect(redactSecrets(text)).toBe(expected);
  });
});

describe("loggableError", () => {
  it("keeps the failing statement's shape but not its parameters", () => {
    const error = new Error(
      'Failed query: insert into "users" ("email") values ($1)\nparams: ada@example.test',
    );
    const logged = loggableError(error);
    expect(logged.message).toBe('Failed query: insert into "users" ("email") values ($1)');
    expect(JSON.stringify(logged)).not.toContain("ada@example.test");
  });
});
