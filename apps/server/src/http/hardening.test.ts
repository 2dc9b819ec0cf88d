import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../test/app";
import { buildHospital, buildUser, type TestUser } from "../../test/factories";
import { signIn } from "../../test/http";
import { loggerOptions } from "./logger";

let plain: TestApp;
let proxied: TestApp;
let limited: TestApp;
let person: TestUser;
const logLines: string[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString("utf8"));
      done();
    },
  });
  plain = await testApp({ logger: { ...loggerOptions("info"), stream: sink } });
  proxied = await testApp({ env: { TRUST_PROXY: "true" } });
  limited = await testApp({ env: { SIGN_IN_RATE_LIMIT: "3" } });
  person = await buildUser(plain.deps.db, await buildHospital(plain.deps.db), { group: "operator" });
});

afterAll(async () => {
  await Promise.all([plain.app.close(), proxied.app.close(), limited.app.close()]);
});

describe("security headers", () => {
  it("sends a CSP that forbids framing, no sniffing, a same-origin referrer and no-store on the API", async () => {
    const { authorization } = await signIn(plain.app, person);
    const response = await plain.app.inject({
      method: "GET",
      url: "/api/auth/users/me/",
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("same-origin");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends HSTS only over TLS as a trusted proxy reports it", async () => {
    const viaProxy = { "x-forwarded-proto": "https" };
    const trusted = await proxied.app.inject({ method: "GET", url: "/api/status/", headers: viaProxy });
    expect(trusted.headers["strict-transport-security"]).toContain("max-age=");
    const untrusted = await plain.app.inject({ method: "GET", url: "/api/status/", headers: viaProxy });
    expect(untrusted.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("proxy headers", () => {
  it("builds paging links from X-Forwarded-Host only when proxies are trusted", async () => {
    const forwarded = { "x-forwarded-host": "evil.example" };
    for (const [t, trusted] of [
      [plain, false],
      [proxied, true],
    ] as const) {
      const user = await buildUser(t.deps.db, await buildHospital(t.deps.db), { group: "operator" });
      const { authorization } = await signIn(t.app, user);
      const response = await t.app.inject({
        method: "GET",
        url: "/api/job-types/?page_size=1",
        headers: { authorization, ...forwarded },
      });
      expect(response.statusCode).toBe(200);
      const next: string | null = response.json().next;
      expect(next?.includes("evil.example") ?? false).toBe(trusted);
    }
  });
});

describe("sign-in rate limit", () => {
  it("answers 429 past the limit for one address while another address may still try", async () => {
    const attempt = (remoteAddress: string) =>
      limited.app.inject({
        method: "POST",
        url: "/api/auth/jwt/create/",
        remoteAddress,
        payload: { email: "nobody@example.test", password: "Wrong-pass-1" },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt("10.0.0.7")).statusCode).toBe(401);
    const blocked = await attempt("10.0.0.7");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: "rate_limited" });
    expect((await attempt("10.0.0.8")).statusCode).toBe(401);
  });
});

describe("paths without their trailing slash", () => {
  it("answer 404 saying so, before any sign-in check", async () => {
    const response = await plain.app.inject({ method: "POST", url: "/api/auth/jwt/create", payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toContain("/api/auth/jwt/create/");
    expect((await plain.app.inject({ method: "GET", url: "/api/shifts" })).statusCode).toBe(404);
  });
});

describe("the request log", () => {
  it("never writes an access token from a URL", async () => {
    const { authorization } = await signIn(plain.app, person);
    const token = authorization.slice("Bearer ".length);
    await plain.app.inject({ method: "GET", url: `/ws/updates/?token=${token}` });
    const log = logLines.join("");
    expect(log).toContain("/ws/updates/?token=[redacted]");
    expect(log).not.toContain(token);
  });
});
