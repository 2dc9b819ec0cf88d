import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { documentCaller, FILES } from "../../../test/documents";
import { buildHospital, buildUser, type Hospital } from "../../../test/factories";
import { profileDocuments } from "../../db/schema";
import { type FileStore, fsFileStore } from "../../storage";

// A store that writes the file and then reports a failure (a connection lost at the last byte):
// the upload must leave neither the file nor any change to the document.
let t: TestApp;
let h: Hospital;
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "rosterly-docs-"));
  const disk = fsFileStore(root);
  const failing: FileStore = {
    ...disk,
    put: async (area, name, content) => {
      await disk.put(area, name, content);
      throw new Error("blob store connection lost");
    },
  };
  t = await testApp({ files: failing });
  h = await buildHospital(t.deps.db);
});

describe("a failed upload", () => {
  it("leaves no file and no change to the document", async () => {
    const nurse = await buildUser(t.deps.db, h, { group: "nurse" });
    const scheduler = documentCaller(t.app, await buildUser(t.deps.db, h, { group: "scheduler" }));
    const created = await scheduler("POST", "/api/credential-docs/", {
      profile_id: nurse.profileId,
      type: "license",
      name: "RN licence",
    });
    const id = created.json<{ id: number }>().id;
    const response = await scheduler.upload(id, FILES.pdf);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: "Something went wrong on our side.", code: "server_error" });
    const [row] = await t.deps.db.select().from(profileDocuments).where(eq(profileDocuments.id, id));
    expect(row?.fileName).toBeNull();
    expect(await readdir(join(root, `org-${h.orgId}`))).toEqual([]);
  });
});
