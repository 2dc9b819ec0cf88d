import { Readable } from "node:stream";
import type { BlobServiceClient } from "@azure/storage-blob";
import { loadOnce } from "../lib/load-once";
import type { FileStore } from "./file-store";
import { containerNameOf, isStoredFileName } from "./names";

function checkedName(name: string): string {
  if (!isStoredFileName(name)) throw new Error(`storage: unsafe file name ${name}`);
  return name;
}

const loadSdk = loadOnce(() => import("@azure/storage-blob"));

async function isNotFound(error: unknown): Promise<boolean> {
  const { RestError } = await loadSdk();
  return error instanceof RestError && error.statusCode === 404;
}

/** Upload in blocks of 4 MiB, four at a time: a 12,000 KB attachment is three blocks. */
const BLOCK_SIZE = 4 * 1024 * 1024;
const CONCURRENCY = 4;

/**
 * Files in Azure Blob Storage (or Azurite): one container per organisation, named from its
 * customer code. A block blob becomes visible only when its block list is committed, so a failed
 * upload leaves nothing under the name.
 */
export function azureFileStore(connectionString: string): FileStore {
  // The SDK is imported with the first file read or written (see load-once.ts).
  const connect = loadOnce(async (): Promise<BlobServiceClient> => {
    const { BlobServiceClient } = await loadSdk();
    return BlobServiceClient.fromConnectionString(connectionString);
  });
  const known = new Set<string>();

  async function container(area: string) {
    const client = (await connect()).getContainerClient(containerNameOf(area));
    if (!known.has(client.containerName)) {
      await client.createIfNotExists();
      known.add(client.containerName);
    }
    return client;
  }

  return {
    async put(area, name, content) {
      const blob = (await container(area)).getBlockBlobClient(checkedName(name));
      if (Buffer.isBuffer(content)) await blob.uploadData(content);
      else await blob.uploadStream(content, BLOCK_SIZE, CONCURRENCY);
    },

    async get(area, name) {
      const blob = (await connect())
        .getContainerClient(containerNameOf(area))
        .getBlobClient(checkedName(name));
      try {
        const response = await blob.download();
        const body = response.readableStreamBody;
        if (!body) return null;
        return body instanceof Readable ? body : Readable.from(body);
      } catch (error) {
        if (await isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(area, name) {
      const client = (await connect()).getContainerClient(containerNameOf(area));
      try {
        await client.getBlobClient(checkedName(name)).deleteIfExists();
      } catch (error) {
        if (!(await isNotFound(error))) throw error;
      }
    },

    async deleteMany(area, names) {
      await Promise.all(names.map((name) => this.delete(area, name)));
    },
  };
}
