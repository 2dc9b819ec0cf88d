import { beforeAll, describe, expect, it } from "vitest";
import { as } from "../../../test/accounts";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital, PASSWORD } from "../../../test/factories";
import { signIn } from "../../../test/http";
import { lastMailTo, linkSegments, mailsTo } from "../../../test/mail";

let t: TestApp;
let hospital: Hospital;

beforeAll(async () => {
  t = await testApp();
  hospital = await buildHospital(t.deps.db);
});

const post = (url: string, payload: unknown, authorization?: string) =>
  t.app.inject({
    method: "POST",
    url,
    payload: JSON.stringify(payload),
    headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
  });
const requestReset = (payload: Record<string, unknown>) => post("/api/auth/users/reset_password/", payload);
const confirmReset = (payload: Record<string, unknown>) =>
  post("/api/auth/users/reset_password_confirm/", payload);
const login = (email: string, password: string) => post("/api/auth/jwt/create/", { email, password });

async function resetLink(email: string) {
  const mail = await lastMailTo(t, email);
  const segments = linkSegments(mail.link);
  return { mail, segments, uid: segments.at(-2) ?? "", token: segments.at(-1) ?? "" };
}

describe("forgotten password (B-014, Y-005)", () => {
  it("mails a reset link; the new password works and the old one does not", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    expect((await requestReset({ email: `  ${nurse.email.toUpperCase()} ` })).statusCode).toBe(204);
    const { mail, segments, uid, token } = await resetLink(nurse.email);
    expect(segments.slice(0, 4)).toEqual(["auth", "password", "reset", "confirm"]);
    expect(segments).toHaveLength(6);
    expect(Number(uid)).toBe(nurse.userId);
    expect(mail.subject).toBe("Reset your Rosterly password");
    expect(mail.text).toContain("expires in 24 hours");

    const done = await confirmReset({
      uid,
      token,
      new_password: "Brand-new-1",
      re_new_password: "Brand-new-1",
    });
    expect(done.statusCode).toBe(204);
    expect((await login(nurse.email, "Brand-new-1")).statusCode).toBe(200);
    expect((await login(nurse.email, PASSWORD)).statusCode).toBe(401);
    const again = await confirmReset({
      uid,
      token,
      new_password: "Other-new-2",
      re_new_password: "Other-new-2",
    });
    expect(again.json().code).toBe("token_used");
  });

  it("answers the same 204 for an unknown address and sends nothing", async () => {
    const response = await requestReset({ email: "nobody-here@example.test" });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(await mailsTo(t, "nobody-here@example.test")).toEqual([]);
  });

  it.each([
    [{ email: "not an address" }],
    [{}],
    [{ email: 42 }],
    [{ email: "a@b.test", platform: "Not Valid!" }],
  ])("refuses %j with 400", async (payload) => {
    const response = await requestReset(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toBeDefined();
  });

  it("links to the mobile route when the request names a platform", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    await requestReset({ email: nurse.email, platform: "ios", scheme: "rosterly" });
    const { segments } = await resetLink(nurse.email);
    expect(segments.slice(0, 5)).toEqual(["auth", "password", "reset", "confirm", "ios"]);
    expect(segments.at(-1)).toBe("rosterly");
    const [, , , , , uid, token] = segments;
    const done = await confirmReset({
      uid,
      token,
      new_password: "Brand-new-1",
      re_new_password: "Brand-new-1",
    });
    expect(done.statusCode).toBe(204);
  });

  it("expires after 24 hours", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    await requestReset({ email: nurse.email });
    const { uid, token } = await resetLink(nurse.email);
    t.clock.advance(24 * 3600_000 + 1000);
    const response = await confirmReset({
      uid,
      token,
      new_password: "Brand-new-1",
      re_new_password: "Brand-new-1",
    });
    expect(response.json().code).toBe("token_expired");
  });

  it("is invalidated by a later password change", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    await requestReset({ email: nurse.email });
    const { uid, token } = await resetLink(nurse.email);
    const { authorization } = await signIn(t.app, nurse);
    const changed = await post(
      "/api/auth/users/set_password/",
      { current_password: PASSWORD, new_password: "Changed-pass-3", re_new_password: "Changed-pass-3" },
      authorization,
    );
    expect(changed.statusCode).toBe(200);
    const response = await confirmReset({
      uid,
      token,
      new_password: "Brand-new-1",
      re_new_password: "Brand-new-1",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("token_invalid");
    expect((await login(nurse.email, "Changed-pass-3")).statusCode).toBe(200);
  });

  it("an activation link cannot be used to reset, nor a reset link to activate", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    await requestReset({ email: nurse.email });
    const { uid, token } = await resetLink(nurse.email);
    const wrongPurpose = await post("/api/auth/users/activation/", {
      uid,
      token,
      new_password: "Brand-new-1",
      re_new_password: "Brand-new-1",
    });
    expect(wrongPurpose.json().code).toBe("token_invalid");
  });

  it("sends at most five reset mails an hour to one person", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    for (let i = 0; i < 7; i += 1) expect((await requestReset({ email: nurse.email })).statusCode).toBe(204);
    expect(await mailsTo(t, nurse.email)).toHaveLength(5);
    t.clock.advance(3600_000 + 1000);
    await requestReset({ email: nurse.email });
    expect(await mailsTo(t, nurse.email)).toHaveLength(6);
  });

  it("writes in the person's language (settings.locale zh-TW)", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const self = await as(t, nurse);
    expect(
      (await self("PATCH", `/api/users/${nurse.userId}/`, { settings: { locale: "zh-TW" } })).statusCode,
    ).toBe(200);
    await requestReset({ email: nurse.email });
    const { mail } = await resetLink(nurse.email);
    expect(mail.subject).toBe("重設您的 Rosterly 密碼");
    expect(mail.text).toContain("此連結僅能使用一次");
    expect(mail.html).toContain("設定新密碼");
  });
});

describe("POST /api/auth/users/set_password/ (B-015)", () => {
  const setPassword = (authorization: string, payload: Record<string, unknown>) =>
    post("/api/auth/users/set_password/", payload, authorization);

  it("answers a fresh pair; tokens issued before stop working", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const other = await signIn(t.app, nurse);
    const { authorization } = await signIn(t.app, nurse);
    const response = await setPassword(authorization, {
      current_password: PASSWORD,
      new_password: "Next-pass-22",
      re_new_password: "Next-pass-22",
    });
    expect(response.statusCode).toBe(200);
    const pair = response.json();
    expect(Object.keys(pair).sort()).toEqual(["access", "refresh"]);
    const me = (header: string) =>
      t.app.inject({ method: "GET", url: "/api/auth/users/me/", headers: { authorization: header } });
    expect((await me(`Bearer ${pair.access}`)).statusCode).toBe(200);
    expect((await me(other.authorization)).json().code).toBe("token_not_valid");
    expect((await me(authorization)).statusCode).toBe(401);
    const refreshed = await post("/api/auth/jwt/refresh/", { refresh: other.refresh });
    expect(refreshed.statusCode).toBe(401);
    expect((await login(nurse.email, "Next-pass-22")).statusCode).toBe(200);
  });

  it.each([
    [
      { current_password: "Wrong-pass-1", new_password: "Next-pass-22", re_new_password: "Next-pass-22" },
      "current_password",
    ],
    [{ current_password: PASSWORD, new_password: "weak", re_new_password: "weak" }, "new_password"],
    [
      { current_password: PASSWORD, new_password: "Next-pass-22", re_new_password: "Next-pass-23" },
      "re_new_password",
    ],
    [
      { current_password: "", new_password: "Next-pass-22", re_new_password: "Next-pass-22" },
      "current_password",
    ],
    [{ new_password: "Next-pass-22", re_new_password: "Next-pass-22" }, "current_password"],
    [{ current_password: PASSWORD, new_password: "x".repeat(2000), re_new_password: "x" }, "new_password"],
  ])("answers 400 naming the field for %j and keeps the password", async (payload, field) => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const { authorization } = await signIn(t.app, nurse);
    const response = await setPassword(authorization, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect((await login(nurse.email, PASSWORD)).statusCode).toBe(200);
  });

  it("counts wrong current passwords like failed sign-ins and locks the account", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const { authorization } = await signIn(t.app, nurse);
    const wrong = {
      current_password: "Wrong-pass-1",
      new_password: "Next-pass-22",
      re_new_password: "Next-pass-22",
    };
    for (let i = 0; i < 4; i += 1) expect((await setPassword(authorization, wrong)).statusCode).toBe(400);
    const locked = await setPassword(authorization, wrong);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: "account_locked", cooloff_timedelta: { minutes: 15 } });
    expect((await login(nurse.email, PASSWORD)).statusCode).toBe(403);
  });

  it("needs a signed-in caller", async () => {
    const response = await post("/api/auth/users/set_password/", {
      current_password: PASSWORD,
      new_password: "Next-pass-22",
      re_new_password: "Next-pass-22",
    });
    expect(response.statusCode).toBe(401);
  });
});
