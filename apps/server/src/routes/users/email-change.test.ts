import { beforeAll, describe, expect, it } from "vitest";
import { as } from "../../../test/accounts";
import { type TestApp, testApp } from "../../../test/app";
import { buildHospital, buildUser, type Hospital, PASSWORD } from "../../../test/factories";
import { lastMailTo, linkSegments, mailsTo } from "../../../test/mail";
import { recordUpdates } from "../../../test/updates";

let t: TestApp;
let hospital: Hospital;

beforeAll(async () => {
  t = await testApp();
  hospital = await buildHospital(t.deps.db);
});

const confirm = (payload: Record<string, unknown>) =>
  t.app.inject({ method: "PATCH", url: "/api/users/change_email_confirm/", payload });

/** A nurse who checked their password and asked to move to a new address; answers the mailed link. */
async function requested() {
  const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
  const self = await as(t, nurse);
  const newEmail = nurse.email.replace("@", ".new@");
  expect(
    (await self("POST", `/api/users/${nurse.userId}/check_password/`, { password: PASSWORD })).statusCode,
  ).toBe(204);
  expect(
    (await self("POST", `/api/users/${nurse.userId}/change_email/`, { new_email: newEmail })).statusCode,
  ).toBe(204);
  const mail = await lastMailTo(t, newEmail);
  const segments = linkSegments(mail.link);
  return { nurse, self, newEmail, mail, segments, token: segments.at(-1) ?? "" };
}

describe("changing one's e-mail address (B-016, Y-006)", () => {
  it("mails the new address; following the link moves the account, tells the person live and the old address", async () => {
    const { nurse, self, newEmail, mail, segments, token } = await requested();
    expect(segments.slice(0, 3)).toEqual(["account", "credentials", "confirm_email_change"]);
    expect(segments[3]).toBe(String(nurse.userId));
    expect(segments[4]).toBe(newEmail);
    expect(mail.subject).toBe("Confirm your new e-mail address");
    expect((await self("GET", `/api/users/${nurse.userId}/`)).json().email).toBe(nurse.email);

    const updates = await recordUpdates(t);
    const response = await confirm({ new_email: newEmail, token, user_id: nurse.userId });
    expect(response.statusCode).toBe(204);
    const event = await updates.waitFor((e) => e.action === "email_confirmed" && e.id === nurse.userId);
    await updates.stop();
    expect(event).toMatchObject({
      orgId: hospital.orgId,
      contentType: "user",
      data: { email: newEmail },
      audience: { kind: "users", userIds: [nurse.userId] },
    });
    expect((await self("GET", `/api/users/${nurse.userId}/`)).json().email).toBe(newEmail);
    const notice = await lastMailTo(t, nurse.email);
    expect(notice.subject).toBe("Your Rosterly e-mail address was changed");
    expect(notice.text).toContain(newEmail);
    const login = (email: string) =>
      t.app.inject({ method: "POST", url: "/api/auth/jwt/create/", payload: { email, password: PASSWORD } });
    expect((await login(newEmail)).statusCode).toBe(200);
    expect((await login(nurse.email)).statusCode).toBe(401);

    const again = await confirm({ new_email: newEmail, token, user_id: nurse.userId });
    expect(again.json().code).toBe("token_used");
  });

  it("needs a password check first (412), and a check opens one change only", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const self = await as(t, nurse);
    const change = (n: number) =>
      self("POST", `/api/users/${nurse.userId}/change_email/`, {
        new_email: nurse.email.replace("@", `.${n}@`),
      });
    expect((await change(1)).statusCode).toBe(412);
    await self("POST", `/api/users/${nurse.userId}/check_password/`, { password: PASSWORD });
    expect((await change(2)).statusCode).toBe(204);
    expect((await change(3)).statusCode).toBe(412);
  });

  it("a password check lapses after ten minutes", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const self = await as(t, nurse);
    await self("POST", `/api/users/${nurse.userId}/check_password/`, { password: PASSWORD });
    t.clock.advance(10 * 60_000 + 1000);
    const response = await self("POST", `/api/users/${nurse.userId}/change_email/`, {
      new_email: nurse.email.replace("@", ".late@"),
    });
    expect(response.statusCode).toBe(412);
  });

  it("check_password answers 400 on password when wrong", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const self = await as(t, nurse);
    const response = await self("POST", `/api/users/${nurse.userId}/check_password/`, {
      password: "Wrong-pass-1",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ password: ["The password is not correct."] });
    const after = await self("POST", `/api/users/${nurse.userId}/change_email/`, {
      new_email: nurse.email.replace("@", ".x@"),
    });
    expect(after.statusCode).toBe(412);
  });

  it.each([
    [
      "an address in use (any case)",
      (other: string) => other.toUpperCase(),
      "This e-mail address is already in use.",
    ],
    ["not an address", () => "nope", "Enter a valid e-mail address."],
    ["the current address", (_other: string, own: string) => own, "This is already your e-mail address."],
    [
      "an oversized address",
      () => `${"a".repeat(250)}@example.test`,
      "Ensure this field has no more than 255 characters.",
    ],
  ])("change_email refuses %s with 400 on new_email and keeps the check", async (_name, pick, message) => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const other = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const self = await as(t, nurse);
    await self("POST", `/api/users/${nurse.userId}/check_password/`, { password: PASSWORD });
    const response = await self("POST", `/api/users/${nurse.userId}/change_email/`, {
      new_email: pick(other.email, nurse.email),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ new_email: [message] });
    const fine = await self("POST", `/api/users/${nurse.userId}/change_email/`, {
      new_email: nurse.email.replace("@", ".ok@"),
    });
    expect(fine.statusCode).toBe(204);
  });

  it("refuses a link whose address was altered, or whose address was taken meanwhile", async () => {
    const { nurse, newEmail, token } = await requested();
    const altered = await confirm({
      new_email: newEmail.replace(".new@", ".evil@"),
      token,
      user_id: nurse.userId,
    });
    expect(altered.json().code).toBe("token_invalid");
    const otherUser = await confirm({ new_email: newEmail, token, user_id: nurse.userId + 1 });
    expect(otherUser.json().code).toBe("token_invalid");
    await buildUser(t.deps.db, hospital, { group: "nurse", email: newEmail });
    const taken = await confirm({ new_email: newEmail, token, user_id: nurse.userId });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ new_email: ["This e-mail address is already in use."] });
  });

  it("only the latest requested address can be confirmed, and links expire after 24 hours", async () => {
    const first = await requested();
    await first.self("POST", `/api/users/${first.nurse.userId}/check_password/`, { password: PASSWORD });
    const second = first.nurse.email.replace("@", ".second@");
    await first.self("POST", `/api/users/${first.nurse.userId}/change_email/`, { new_email: second });
    const stale = await confirm({
      new_email: first.newEmail,
      token: first.token,
      user_id: first.nurse.userId,
    });
    expect(stale.json().code).toBe("token_invalid");
    const token = linkSegments((await lastMailTo(t, second)).link).at(-1);
    t.clock.advance(24 * 3600_000 + 1000);
    const late = await confirm({ new_email: second, token, user_id: first.nurse.userId });
    expect(late.json().code).toBe("token_expired");
  });

  it("acts only on the caller's own account: colleagues 403, outsiders 404", async () => {
    const nurse = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const colleague = await buildUser(t.deps.db, hospital, { group: "nurse" });
    const outsider = await buildUser(t.deps.db, await buildHospital(t.deps.db), { group: "admin" });
    const admin = await as(t, await buildUser(t.deps.db, hospital, { group: "admin" }));
    const self = await as(t, nurse);
    expect(
      (await self("POST", `/api/users/${colleague.userId}/check_password/`, { password: PASSWORD }))
        .statusCode,
    ).toBe(403);
    expect(
      (await admin("POST", `/api/users/${nurse.userId}/change_email/`, { new_email: "x@example.test" }))
        .statusCode,
    ).toBe(403);
    expect(
      (await self("POST", `/api/users/${outsider.userId}/check_password/`, { password: PASSWORD }))
        .statusCode,
    ).toBe(404);
    expect(await mailsTo(t, "x@example.test")).toEqual([]);
  });
});
