import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { statusFile } from "@rosterly/contract";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import type { App } from "../../http/types";

const announcement = z.object({
  state: z.enum(["ok", "maintenance_scheduled", "maintenance"]),
  date: z.string().nullable().default(null),
  duration: z.number().nullable().default(null),
});

/**
 * `/status.json`: the running version, plus a maintenance announcement that operations publish by
 * writing `DATA_DIR/maintenance.json` (`{state, date, duration}`); no restart needed.
 */
export function statusRoutes(app: App, deps: AppDeps): void {
  app.get(
    "/status.json",
    {
      config: { public: true },
      schema: { tags: ["status"], summary: "Version and maintenance state", response: { 200: statusFile } },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      const announced = await readFile(join(deps.config.dataDir, "maintenance.json"), "utf8")
        .then((text) => announcement.safeParse(JSON.parse(text)))
        .catch(() => null);
      const maintenance = announced?.success
        ? announced.data
        : { state: "ok" as const, date: null, duration: null };
      return { version: deps.version, ...maintenance };
    },
  );
}
