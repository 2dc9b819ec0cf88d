import { beforeAll, describe, expect, it } from "vitest";
import { type Caller, as, newUserBody } from "../../../test/accounts";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital } from "../../../test/factories";
import { lastMailTo, linkSegments, mailsTo } from "../../../test/mail";

let t: TestApp;
let hospital: Hospital;
let admin: Caller;

beforeAll(async () => {
  t = await testApp();
  hospital = await buildHospital(t.deps.db);
  admin = await as(t, await buildUser(t.deps.db, hospital, { group: "admin" }));
});

/** Creates a person through the API and answers their e-mail and the activation link's uid and token. */
async function invite() {
  const body = newUserBody(hospital);
  const created = await admin("POST", "/api/users/", body);
  expect(created.statusCode).toBe(201);
  const mail = await lastMailTo(t, body.email);
  const [auth, activate, uid, token] = linkSegments(mail.link);
  expect([auth, activate]).toEqual(["auth", "activate"]);
  return { email: body.email, uid: Number(uid), token: token ?? "", mail, id: created.json().id as number };
}

const activate = (payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/auth/users/activation/", payload });
const login = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/jwt/create/", payload: { email, password } });

describe("account activation by e-mail (B-013, Y-005, Z-044)", () => {
  it("mails a link to the new person, who chooses a password and can then sign in", async () => {
    const invited = await invite();
    expect(invited.uid).toBe(invited.id);
    expect(invited.mail.subject).toBe(`Your Rosterly account at ${hospital.name}`);
    expect(invited.mail.link?.startsWith("http://localhost:8080/auth/activate/")).toBe(true);
    expect(invited.mail.html).toContain(invited.mail.link ?? "?");
    expect(invited.mail.text).toContain("expires in 7 days");
    expect((await login(invited.email, "Chosen-pass-1")).statusCode).toBe(401);

    const response = await activate({
      uid: String(invited.uid),
      token: invited.token,
      new_password: "Chosen-pass-1",
      re_new_password: "Chosen-pass-1",
    });
    expect(response.statusCode).toBe(204);
    expect((await login(invited.email, "Chosen-pass-1")).statusCode).toBe(200);
    expect((await admin("GET", `/api/users/${invited.uid}/`)).json().activated).toBe(true);
  });

  it("works once: the same link again is token_used", async () => {
    const invited = await invite();
    const body = {
      uid: invited.uid,
      token: invited.token,
      new_password: "Chosen-pass-1",
      re_new_password: "Chosen-pass-1",
    };
    expect((await activate(body)).statusCode).toBe(204);
    const again = await activate({ ...body, new_password: "Other-pass-2", re_new_password: "Other-pass-2" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: "token_used", errors: { token: expect.any(Array) } });
    expect((await login(invited.email, "Chosen-pass-1")).statusCode).toBe(200);
  });

  it("expires after 7 days", async () => {
    const invited = await invite();
    t.clock.advance(7 * 24 * 3600_000 + 1000);
    const response = await activate({
      uid: invited.uid,
      token: invited.token,
      new_password: "Chosen-pass-1",
      re_new_password: "Chosen-pass-1",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("token_expired");
  });

  it.each([
    [
      "a changed character",
      (token: string) => `${token.slice(0, 5)}${token[5] === "A" ? "B" : "A"}${token.slice(6)}`,
    ],
    [
      "a stretched expiry",
      (token: string) =>
        token.replace(
          /\.([0-9a-z]+)\./,
          (_m, e: string) => `.${(Number.parseInt(e, 36) + 86_400).toString(36)}.`,
        ),
    ],
    ["garbage", () => "not-a-token"],
  ])("refuses a token with %s as token_invalid and changes nothing", async (_name, tamper) => {
    const invited = await invite();
    const response = await activate({
      uid: invited.uid,
      token: tamper(invited.token),
      new_password: "Chosen-pass-1",
      re_new_password: "Chosen-pass-1",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("token_invalid");
    expect((await login(invited.email, "Chosen-pass-1")).statusCode).toBe(401);
  });

  it("refuses another person's uid with the token (token_invalid)", async () => {
    const first = await invite();
    const second = await invite();
    const response = await activate({
      uid: second.uid,
      token: first.token,
      new_password: "Chosen-pass-1",
      re_new_password: "Chosen-pass-1",
    });
    expect(response.json().code).toBe("token_invalid");
  });

  it.each([
    [{ new_password: "short1A", re_new_password: "short1A" }, "new_password"],
    [{ new_password: "alllowercase1", re_new_password: "alllowercase1" }, "new_password"],
    [{ new_password: "Chosen-pass-1", re_new_password: "Chosen-pass-2" }, "re_new_password"],
    [{ new_password: 12345678, re_new_password: "x" }, "new_password"],
    [{ re_new_password: "Chosen-pass-1" }, "new_password"],
  ])("answers 400 naming the field for %j and leaves the link usable", async (passwords, field) => {
    const invited = await invite();
    const response = await activate({ uid: invited.uid, token: invited.token, ...passwords });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
    const retry = await activate({
      uid: invited.uid,
      token: invited.token,
      new_password: "Chosen-pass-1",
      re_new_password: "Chosen-pass-1",
    });
    expect(retry.statusCode).toBe(204);
  });

  it("a manager's correction of a mistyped address sends a fresh activation there and kills the old link", async () => {
    const invited = await invite();
    const corrected = invited.email.replace("@", ".fixed@");
    const patch = await admin("PATCH", `/api/users/${invited.uid}/`, { email: corrected });
    expect(patch.statusCode).toBe(200);
    const stale = await activate({
      uid: invited.uid,
      token: invited.token,
      new_password: "Chosen-pass-1",
      re_new_password: "Chosen-pass-1",
    });
    expect(stale.json().code).toBe("token_invalid");
    const [, , uid, token] = linkSegments((await lastMailTo(t, corrected)).link);
    expect(
      (await activate({ uid, token, new_password: "Chosen-pass-1", re_new_password: "Chosen-pass-1" }))
        .statusCode,
    ).toBe(204);
    expect((await login(corrected, "Chosen-pass-1")).statusCode).toBe(200);
    expect(await mailsTo(t, invited.email)).toHaveLength(1);
  });
});
