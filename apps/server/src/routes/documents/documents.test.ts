import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { documentCaller, FILES } from "../../../test/documents";
import { buildHospital, buildUser, type Hospital, type TestUser } from "../../../test/factories";
import { profileDocuments, users } from "../../db/schema";
import { fsFileStore } from "../../storage";

let t: TestApp;
let h: Hospital;
let root: string;
let nurse: TestUser;
let scheduler: ReturnType<typeof documentCaller>;

interface WireDoc {
  id: number;
  name: string;
  expire_on: string | null;
  file_name: string | null;
  verified: boolean;
  state: string;
  history: { history_id: number; file_name: string | null; expire_on: string | null; name: string }[];
}

const stored = async (): Promise<string[]> =>
  (await readdir(join(root, `org-${h.orgId}`)).catch(() => []))
    .filter((name) => !name.startsWith("."))
    .sort();

async function create(extra: object = {}): Promise<WireDoc> {
  const response = await scheduler("POST", "/api/credential-docs/", {
    profile_id: nurse.profileId,
    type: "license",
    name: "RN licence",
    description: "State board",
    expire_on: "2026-12-31T23:59:59-06:00",
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<WireDoc>();
}

async function upload(id: number, bytes: Buffer): Promise<WireDoc> {
  const response = await scheduler.upload(id, bytes);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WireDoc>();
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "rosterly-docs-"));
  t = await testApp({ files: fsFileStore(root) });
  h = await buildHospital(t.deps.db);
  nurse = await buildUser(t.deps.db, h, { group: "nurse" });
  scheduler = documentCaller(t.app, await buildUser(t.deps.db, h, { group: "scheduler" }));
});

describe("documents (N-015, N-016, N-019)", () => {
  it("creates a credential with its expiry at the end of that day in the hospital's zone", async () => {
    const doc = await create({ expire_on: "2026-06-30T10:00:00Z", verifier_name: "Dr. Chen" });
    expect(doc).toMatchObject({
      name: "RN licence",
      expire_on: "2026-07-01T04:59:59.000Z",
      verified: true,
      file_name: null,
      state: "expired",
      history: [],
    });
    const later = await create({ name: "BLS", expire_on: "2027-01-31T23:59:59-06:00" });
    expect(later).toMatchObject({ state: "valid", verified: false });
  });

  it("lists a person's documents by kind, with a trimmed search", async () => {
    await create({ name: "ACLS card", type: "license" });
    await scheduler("POST", "/api/credential-docs/", {
      profile_id: nurse.profileId,
      type: "health",
      name: "Flu vaccination",
    });
    const found = await scheduler(
      "GET",
      `/api/credential-docs/?profile_id=${nurse.profileId}&search=%20%20acls%20`,
    );
    expect(found.statusCode).toBe(200);
    expect(found.json<{ results: WireDoc[] }>().results.map((doc) => doc.name)).toEqual(["ACLS card"]);
    const health = await scheduler("GET", `/api/credential-docs/?profile_id=${nurse.profileId}&type=health`);
    expect(health.json<{ count: number; results: WireDoc[] }>()).toMatchObject({
      count: 1,
      results: [{ name: "Flu vaccination" }],
    });
  });

  it.each([
    ["name", { name: "" }],
    ["name", { name: "x".repeat(257) }],
    ["verifier_name", { verifier_name: "v".repeat(257) }],
    ["verified", { verified: true }],
    ["verified", { verified: false, verifier_name: "Dr. Chen" }],
    ["effective_on", { type: "health", effective_on: "2026-01-01" }],
    ["issued_on", { issued_on: "2026-02-30" }],
    ["expire_on", { expire_on: "next year" }],
    ["type", { type: "passport" }],
    ["profile_id", { profile_id: 2_147_483_648 }],
  ])("refuses a bad %s with a 400 naming it and keeps nothing", async (field, extra) => {
    const before = await t.deps.db.$count(profileDocuments, eq(profileDocuments.profileId, nurse.profileId));
    const response = await scheduler("POST", "/api/credential-docs/", {
      profile_id: nurse.profileId,
      type: "license",
      name: "Licence",
      ...extra,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toContain(field);
    expect(await t.deps.db.$count(profileDocuments, eq(profileDocuments.profileId, nurse.profileId))).toBe(
      before,
    );
  });
});

describe("attachments (N-016, N-020)", () => {
  it("stores a PDF as {userId}_{historyId}.pdf and downloads it under the person's and document's names", async () => {
    await t.deps.db
      .update(users)
      .set({ firstName: "美玲", lastName: "王" })
      .where(eq(users.id, nurse.userId));
    const doc = await upload((await create({ name: "RN licence" })).id, FILES.pdf);
    expect(doc.file_name).toMatch(new RegExp(`^${nurse.userId}_\\d+\\.pdf$`));
    expect(await stored()).toContain(doc.file_name);
    const download = await scheduler("GET", `/api/credential-docs/${doc.id}/attachment/`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(FILES.pdf)).toBe(true);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="__ _ RN licence.pdf"; filename*=UTF-8''${encodeURIComponent("美玲 王 RN licence.pdf")}`,
    );
  });

  it("judges the type by content: a text named .pdf is refused on `file`, and nothing is stored", async () => {
    const doc = await create();
    const before = await stored();
    const response = await scheduler.upload(doc.id, FILES.fakePdf, { fileName: "licence.pdf" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { file: [expect.any(String)] },
      error_keys: { file: [{ key: "validation.file_type" }] },
    });
    expect(await stored()).toEqual(before);
    const [row] = await t.deps.db.select().from(profileDocuments).where(eq(profileDocuments.id, doc.id));
    expect(row?.fileName).toBeNull();
  });

  it("accepts an image whatever it is called", async () => {
    const doc = await upload((await create()).id, FILES.png);
    expect(doc.file_name).toMatch(/\.png$/);
  });

  it("refuses a file over 12,000 KB, a missing file and a body that is not multipart, each on `file`", async () => {
    const doc = await create();
    const big = Buffer.concat([FILES.pdf, Buffer.alloc(12_000 * 1024)]);
    const tooBig = await scheduler.upload(doc.id, big);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({
      error_keys: { file: [{ key: "validation.file_size", params: { max: 12000 } }] },
    });
    const wrongField = await scheduler.upload(doc.id, FILES.pdf, { field: "attachment" });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ error_keys: { file: [{ key: "validation.file_required" }] } });
    const json = await scheduler("POST", `/api/credential-docs/${doc.id}/attachment/`, { file: "x" });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ errors: { file: [expect.any(String)] } });
  });

  it("answers 404 for a document without an attachment", async () => {
    const doc = await create();
    const response = await scheduler("GET", `/api/credential-docs/${doc.id}/attachment/`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ detail_key: "errors.not_found.attachment" });
  });
});

describe("history and the files it shares (N-018)", () => {
  it("keeps the old version with its file, replaces the upload in place, and deletes files only when unused", async () => {
    const first = await upload((await create()).id, FILES.pdf);
    const oldFile = first.file_name;

    const withHistory = await scheduler("PATCH", `/api/credential-docs/${first.id}/`, {
      expire_on: "2028-12-31T23:59:59-06:00",
    });
    expect(withHistory.statusCode).toBe(200);
    const patched = withHistory.json<WireDoc>();
    expect(patched.history).toHaveLength(1);
    expect(patched.history[0]).toMatchObject({ file_name: oldFile, expire_on: "2027-01-01T05:59:59.000Z" });
    expect(patched.file_name).toBe(oldFile);

    // A new upload replaces the document's file without history; the entry still holds the old one.
    const replaced = await upload(first.id, FILES.png);
    expect(replaced.history).toHaveLength(1);
    expect(replaced.file_name).not.toBe(oldFile);
    expect(await stored()).toEqual(expect.arrayContaining([oldFile, replaced.file_name]));
    const old = await scheduler(
      "GET",
      `/api/credential-docs/${first.id}/attachment/?history_id=${patched.history[0]?.history_id}`,
    );
    expect(old.rawPayload.equals(FILES.pdf)).toBe(true);

    // The entry was the file's last user: deleting it deletes the file.
    const historyId = replaced.history[0]?.history_id ?? 0;
    const gone = await scheduler(
      "DELETE",
      `/api/credential-docs/${first.id}/history/?history_id=${historyId}`,
    );
    expect(gone.statusCode).toBe(204);
    expect(await stored()).not.toContain(oldFile);
    expect(await stored()).toContain(replaced.file_name);
    const again = await scheduler(
      "DELETE",
      `/api/credential-docs/${first.id}/history/?history_id=${historyId}`,
    );
    expect(again.statusCode).toBe(404);
  });

  it("removes an attachment's file only when no history entry still uses it", async () => {
    const doc = await upload((await create()).id, FILES.pdf);
    await scheduler("PATCH", `/api/credential-docs/${doc.id}/`, { comments: "renewed" });
    const kept = await scheduler("PATCH", `/api/credential-docs/${doc.id}/update_without_history/`, {
      file_name: null,
    });
    expect(kept.json<WireDoc>()).toMatchObject({ file_name: null, history: [{ file_name: doc.file_name }] });
    expect(await stored()).toContain(doc.file_name);

    const alone = await upload((await create()).id, FILES.pdf);
    await scheduler("PATCH", `/api/credential-docs/${alone.id}/update_without_history/`, { file_name: null });
    expect(await stored()).not.toContain(alone.file_name);
  });

  it("refuses to name a file: only an upload sets one", async () => {
    const doc = await create();
    const response = await scheduler("PATCH", `/api/credential-docs/${doc.id}/update_without_history/`, {
      file_name: "1_1.pdf",
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(["file_name"]);
  });

  it("deleting a document deletes every file its history referred to", async () => {
    const doc = await upload((await create()).id, FILES.pdf);
    await scheduler("PATCH", `/api/credential-docs/${doc.id}/`, { comments: "v2" });
    const second = await upload(doc.id, FILES.png);
    await scheduler("PATCH", `/api/credential-docs/${doc.id}/`, { comments: "v3" });
    const third = await upload(doc.id, FILES.pdf);
    const files = [doc.file_name, second.file_name, third.file_name];
    expect(await stored()).toEqual(expect.arrayContaining(files));
    const response = await scheduler("DELETE", `/api/credential-docs/${doc.id}/`);
    expect(response.statusCode).toBe(204);
    for (const file of files) expect(await stored()).not.toContain(file);
    expect((await scheduler("GET", `/api/credential-docs/${doc.id}/attachment/`)).statusCode).toBe(404);
  });
});
