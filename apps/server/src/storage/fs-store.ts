import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FileStore } from "./file-store";
import { isStoredFileName } from "./names";

/** Area names become one directory level: nothing but letters, digits, `-` and `_`. */
function areaDirectory(root: string, area: string): string {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(area)) throw new Error(`storage: unsafe area name ${area}`);
  return join(root, area);
}

function checkedName(name: string): string {
  if (!isStoredFileName(name)) throw new Error(`storage: unsafe file name ${name}`);
  return name;
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && "code" in error && error.code === "ENOENT";
}

/**
 * Files on local disk under `root/<customer code>/<stored name>` (`DATA_DIR/files`). A file is
 * written under a temporary name and renamed into place, so a crash or a failed upload never
 * leaves half a file under a real name.
 */
export function fsFileStore(root: string): FileStore {
  return {
    async put(area, name, content) {
      const directory = areaDirectory(root, area);
      const target = join(directory, checkedName(name));
      await mkdir(directory, { recursive: true });
      const temporary = join(directory, `.upload-${randomUUID()}`);
      try {
        const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
        await pipeline(source, createWriteStream(temporary, { flags: "wx" }));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(area, name) {
      const path = join(areaDirectory(root, area), checkedName(name));
      try {
        // Opened first so a missing file is a null, not an error event on a stream already sent.
        const handle = await open(path, "r");
        return handle.createReadStream();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(area, name) {
      await rm(join(areaDirectory(root, area), checkedName(name)), { force: true });
    },

    async deleteMany(area, names) {
      for (const name of names) await this.delete(area, name);
    },
  };
}
