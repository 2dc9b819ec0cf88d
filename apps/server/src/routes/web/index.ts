import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { App } from "../../http/types";
import { fromServerRoot } from "../../lib/server-root";

export const WEB_DIST = fromServerRoot("..", "web", "dist");

/** `assets/<name>-<hash>.<ext>` as Vite names what it builds, or its compressed copy. */
const HASHED_ASSET = /(^|\/)assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.br|\.gz)?$/;
const NAMES_EVERY_FILE = /(^|\/)(index\.html|sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/;

function cacheControlFor(path: string): string {
  // The page, the service worker and the manifest name every other file: a stale copy would pin an
  // old release, so browsers must ask again each time.
  if (NAMES_EVERY_FILE.test(path)) return "no-cache";
  // A built asset's name carries its content hash, so a returning browser never needs to ask.
  if (HASHED_ASSET.test(path)) return "public, max-age=31536000, immutable";
  return "public, max-age=3600";
}

/**
 * The files beside the page (the service worker, the manifest, the icons), as paths relative to
 * `dir`: everything but the hashed assets, their compressed copies and the build's own dot files.
 */
async function filesBesideAssets(dir: string, under = ""): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(join(dir, under), { withFileTypes: true })) {
    const path = under === "" ? entry.name : `${under}/${entry.name}`;
    if (entry.name.startsWith(".") || path === "assets") continue;
    if (entry.isDirectory()) files.push(...(await filesBesideAssets(dir, path)));
    else if (entry.isFile() && !/\.(br|gz)$/.test(entry.name)) files.push(path);
  }
  return files;
}

/** Serves the built single-page app; any non-API GET falls back to `index.html`. */
export async function webRoutes(app: App, distDir = WEB_DIST): Promise<void> {
  if (!existsSync(distDir)) {
    app.log.warn({ distDir }, "web app not built: run `npm run build` to serve the UI");
    return;
  }
  // The hashed assets are looked up when asked for. Routed one by one (~650 files with their
  // compressed copies), they took ~150 ms of every start.
  await app.register(fastifyStatic, {
    root: join(distDir, "assets"),
    prefix: "/assets/",
    index: false,
    // The build writes a brotli and a gzip copy beside each text file; they are sent as they are.
    preCompressed: true,
    // Set per file below: the library's own header would overwrite what setHeaders chooses.
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.setHeader("cache-control", cacheControlFor(path));
    },
  });
  for (const file of await filesBesideAssets(distDir)) {
    app.get(`/${file}`, { schema: { hide: true } }, (_request, reply) => reply.sendFile(file, distDir));
  }
  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (path.startsWith("/api/") || path.startsWith("/ws/")) {
      return reply.status(404).send({ detail: `No route for ${request.method} ${path}.`, code: "not_found" });
    }
    return reply.sendFile("index.html", distDir);
  });
}
