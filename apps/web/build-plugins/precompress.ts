import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const TEXT_FILE = /\.(js|css|html|json|svg|webmanifest)$/;
// Below this a compressed copy saves less than its own headers cost.
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipFile = promisify(gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (TEXT_FILE.test(entry.name)) yield path;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every built text file, at the strongest settings: done
 * once per build, so the server sends the smallest copy without compressing on each request.
 * Runs after every other plugin's last step, so the service worker's files are included.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "rosterly-precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const writes: Promise<void>[] = [];
        for await (const path of filesUnder(outDir)) {
          const content = await readFile(path);
          if (content.length < MIN_BYTES) continue;
          writes.push(
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then((bytes) =>
              writeFile(`${path}.br`, bytes),
            ),
            gzipFile(content, { level: 9 }).then((bytes) => writeFile(`${path}.gz`, bytes)),
          );
        }
        await Promise.all(writes);
      },
    },
  };
}
