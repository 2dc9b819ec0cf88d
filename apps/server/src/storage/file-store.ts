import type { Readable } from "node:stream";

/**
 * Where uploaded files live (documents' attachments): local disk or a blob store, one area per
 * organisation named from its customer code. Names are the storage's own (`storedFileName`), never
 * a client's, so no driver ever sees a path a person typed.
 */
export interface FileStore {
  /** Stores the content under the name, replacing any file of that name; never leaves half a file. */
  put(area: string, name: string, content: Readable | Buffer): Promise<void>;
  /** The file's bytes as a stream, or null when there is no such file. */
  get(area: string, name: string): Promise<Readable | null>;
  /** Removes the file; a missing file is not an error (deletes are retried after failures). */
  delete(area: string, name: string): Promise<void>;
  deleteMany(area: string, names: readonly string[]): Promise<void>;
}
