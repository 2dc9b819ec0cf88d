import { existsSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { App } from "../../http/types";
import { fromServerRoot } from "../../lib/server-root";

export const WEB_DIST = fromServerRoot("..", "web", "dist");

/** Serves the built single-page app; any non-API GET falls back to `index.html`. */
export async function webRoutes(app: App, distDir = WEB_DIST): Promise<void> {
  if (!existsSync(distDir)) {
    app.log.warn({ distDir }, "web app not built: run `npm run build` to serve the UI");
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    maxAge: "1h",
    immutable: false,
    // The service worker and the manifest name every other file: a stale copy would pin an old
    // release, so browsers must ask again each time.
    setHeaders: (reply, path) => {
      if (/(^|\/)(sw\.js|manifest\.webmanifest)$/.test(path)) reply.setHeader("cache-control", "no-cache");
    },
  });
  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (path.startsWith("/api/") || path.startsWith("/ws/")) {
      return reply.status(404).send({ detail: `No route for ${request.method} ${path}.`, code: "not_found" });
    }
    if (path.startsWith("/assets/")) return reply.status(404).send("Not found");
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
