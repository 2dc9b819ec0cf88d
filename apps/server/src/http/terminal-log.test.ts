import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../test/app";
import { logFormat, loggerOptions } from "./logger";
import { terminalLogStream } from "./terminal-log";

let served: TestApp;
const written: string[] = [];

beforeAll(async () => {
  const terminal = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString("utf8"));
      done();
    },
  });
  const stream = terminalLogStream(terminal, { colorize: false });
  served = await testApp({ logger: { ...loggerOptions("info"), stream } });
});

afterAll(async () => {
  await served.app.close();
});

describe("the terminal log", () => {
  it("writes one line per request with method, URL, status and time, and no token", async () => {
    written.length = 0;
    const token = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl";
    const response = await served.app.inject({ method: "GET", url: `/api/status/?token=${token}` });
    const lines = written
      .join("")
      .split("\n")
      .filter((line) => line.includes("/api/status/"));
    expect(lines).toHaveLength(1);
    // A made-up token is refused: the line carries whatever status was sent.
    expect(lines[0]).toMatch(
      new RegExp(`INFO.*GET /api/status/\\?token=\\[redacted\\] ${response.statusCode} \\d+ ms`),
    );
    expect(written.join("")).not.toContain(token);
    expect(written.join("")).not.toContain("{");
  });

  it("is JSON unless stdout is a terminal, and LOG_FORMAT decides when set", () => {
    expect(logFormat(undefined, { isTTY: true })).toBe("pretty");
    expect(logFormat(undefined, {})).toBe("json");
    expect(logFormat("json", { isTTY: true })).toBe("json");
    expect(logFormat("pretty", {})).toBe("pretty");
  });
});
