import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { BlobServiceClient } from "@azure/storage-blob";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Azurite, startAzurite } from "../../test/azurite";
import { azureFileStore } from "./azure-store";
import type { FileStore } from "./file-store";
import { fsFileStore } from "./fs-store";
import { containerNameOf } from "./names";

let azurite: Azurite;
let fsRoot: string;
const drivers: Record<string, () => FileStore | Promise<FileStore>> = {
  fs: () => fsFileStore(fsRoot),
  azure: () => azureFileStore(azurite.connectionString),
};

beforeAll(async () => {
  fsRoot = await mkdtemp(join(tmpdir(), "rosterly-store-"));
  azurite = await startAzurite();
});

afterAll(async () => {
  await azurite?.stop();
});

const read = async (store: FileStore, area: string, name: string) => {
  const stream = await store.get(area, name);
  return stream ? text(stream) : null;
};

/** A stream that fails after its first chunk: an upload broken off half-way. */
function brokenStream(): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (sent) this.destroy(new Error("connection lost"));
      else {
        sent = true;
        this.push(Buffer.alloc(64 * 1024, 1));
      }
    },
  });
}

describe.each(Object.keys(drivers))("file storage: %s driver", (driver) => {
  let store: FileStore;
  beforeAll(async () => {
    store = (await drivers[driver]?.()) ?? fsFileStore(fsRoot);
  });

  it("keeps bytes from a buffer or a stream and gives them back as a stream", async () => {
    await store.put("org-1", "7_1.pdf", Buffer.from("%PDF-1.4 one"));
    await store.put("org-1", "7_2.pdf", Readable.from([Buffer.from("%PDF-"), Buffer.from("1.4 two")]));
    expect(await read(store, "org-1", "7_1.pdf")).toBe("%PDF-1.4 one");
    expect(await read(store, "org-1", "7_2.pdf")).toBe("%PDF-1.4 two");
  });

  it("keeps each organisation's files apart", async () => {
    await store.put("org-2", "7_1.pdf", Buffer.from("other hospital"));
    expect(await read(store, "org-1", "7_1.pdf")).toBe("%PDF-1.4 one");
    expect(await read(store, "org-2", "7_1.pdf")).toBe("other hospital");
  });

  it("answers null for a missing file and deletes quietly what is not there", async () => {
    expect(await store.get("org-1", "9_9.pdf")).toBeNull();
    expect(await store.get("org-never", "9_9.pdf")).toBeNull();
    await expect(store.delete("org-1", "9_9.pdf")).resolves.toBeUndefined();
  });

  it("deletes one file or many", async () => {
    await store.put("org-3", "1_1.png", Buffer.from("a"));
    await store.put("org-3", "1_2.png", Buffer.from("b"));
    await store.put("org-3", "1_3.png", Buffer.from("c"));
    await store.delete("org-3", "1_1.png");
    await store.deleteMany("org-3", ["1_2.png", "1_3.png", "1_4.png"]);
    for (const name of ["1_1.png", "1_2.png", "1_3.png"]) expect(await store.get("org-3", name)).toBeNull();
  });

  it("leaves no file when an upload breaks off", async () => {
    await expect(store.put("org-4", "2_1.pdf", brokenStream())).rejects.toThrow();
    expect(await store.get("org-4", "2_1.pdf")).toBeNull();
  });

  it("refuses names that are not stored names", async () => {
    await expect(store.put("org-1", "../escape.pdf", Buffer.from("x"))).rejects.toThrow(/unsafe/);
    await expect(store.get("org-1", "a/b.pdf")).rejects.toThrow(/unsafe/);
  });
});

describe("driver specifics", () => {
  it("fs: writes nothing but the finished file (no temporary left behind)", async () => {
    const root = await mkdtemp(join(tmpdir(), "rosterly-store-"));
    const store = fsFileStore(root);
    await store.put("org-5", "3_1.pdf", Buffer.from("x"));
    await expect(store.put("org-5", "3_2.pdf", brokenStream())).rejects.toThrow();
    expect(await readdir(join(root, "org-5"))).toEqual(["3_1.pdf"]);
  });

  it("azure: a connection string it cannot read fails at once (the server's start), not at the first upload", async () => {
    await expect(azureFileStore("no-account-here")).rejects.toThrow();
  });

  it("azure: one container per organisation, named from its customer code", async () => {
    const store = await azureFileStore(azurite.connectionString);
    await store.put("Org_ABC.6", "4_1.pdf", Buffer.from("x"));
    const service = BlobServiceClient.fromConnectionString(azurite.connectionString);
    const names: string[] = [];
    for await (const container of service.listContainers()) names.push(container.name);
    expect(names).toContain("org-abc-6");
    const blobs: string[] = [];
    for await (const blob of service.getContainerClient("org-abc-6").listBlobsFlat()) blobs.push(blob.name);
    expect(blobs).toEqual(["4_1.pdf"]);
  });

  it.each([
    ["org-12", "org-12"],
    ["ACME Hospital", "acme-hospital"],
    ["--a__b--", "a-b"],
    ["x", "org-x"],
    ["長庚醫院", "org-x"],
    ["a".repeat(80), "a".repeat(63)],
  ])("container name of %s is %s", (code, expected) => {
    expect(containerNameOf(code)).toBe(expected);
  });
});
