import { Readable } from "node:stream";
import type { FileStore } from "./file-store";
import { containerNameOf, isStoredFileName } from "./names";

function checkedName(name: string): string {
  if (!isStoredFileName(name)) throw new Error(`storage: unsafe file name ${name}`);
  return name;
}

/** Upload in blocks of 4 MiB, four at a time: a 12,000 KB attachment is three blocks. */
const BLOCK_SIZE = 4 * 1024 * 1024;
const CONCURRENCY = 4;

/**
 * Files in Azure Blob Storage (or Azurite): one container per organisation, named from its
 * customer code. A block blob becomes visible only when its block list is committed, so a failed
 * upload leaves nothing under the name.
 */
export async function azureFileStore(connectionString: string): Promise<FileStore> {
  // Imported only by an install that keeps its files in Azure (the SDK took ~0.2 s of every start);
  // a connection string it cannot read still fails the start.
  const { BlobServiceClient, RestError } = await import("@azure/storage-blob");
  const service = BlobServiceClient.fromConnectionString(connectionString);
  const known = new Set<string>();
  const isNotFound = (error: unknown) => error instanceof RestError && error.statusCode === 404;

  async function container(area: string) {
    const client = service.getContainerClient(containerNameOf(area));
    if (!known.has(client.containerName)) {
      await client.createIfNotExists();
      known.add(client.containerName);
    }
    return client;
  }

  const store: FileStore = {
    async put(area, name, content) {
      const blob = (await container(area)).getBlockBlobClient(checkedName(name));
      if (Buffer.isBuffer(content)) await blob.uploadData(content);
      else await blob.uploadStream(content, BLOCK_SIZE, CONCURRENCY);
    },

    async get(area, name) {
      const blob = service.getContainerClient(containerNameOf(area)).getBlobClient(checkedName(name));
      try {
        const response = await blob.download();
        const body = response.readableStreamBody;
        if (!body) return null;
        return body instanceof Readable ? body : Readable.from(body);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(area, name) {
      const client = service.getContainerClient(containerNameOf(area));
      try {
        await client.getBlobClient(checkedName(name)).deleteIfExists();
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },

    async deleteMany(area, names) {
      await Promise.all(names.map((name) => store.delete(area, name)));
    },
  };
  return store;
}
