import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import Fastify from "fastify";
import { zodSchemaController } from "./schema-compilers";

const SERVER_DIR = fileURLToPath(new URL("../..", import.meta.url));
const CONTROLLER = fileURLToPath(new URL("./schema-compilers.ts", import.meta.url));

/**
 * Makes a fastify app in a fresh Node process (with or without the zod compilers as its factories)
 * and answers which of fastify's default schema compilers that process loaded.
 */
function defaultCompilersLoaded(withZod: boolean): string[] {
  const script = `
    import { createRequire } from "node:module";
    import Fastify from "fastify";
    import { zodSchemaController } from ${JSON.stringify(CONTROLLER)};
    Fastify(${withZod ? "{ schemaController: zodSchemaController }" : ""});
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    const names = ["@fastify/ajv-compiler", "@fastify/fast-json-stringify-compiler"];
    console.log(JSON.stringify(names.filter((name) => loaded.some((file) => file.includes(name)))));
  `;
  const output = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: SERVER_DIR,
    encoding: "utf8",
  });
  return JSON.parse(output) as string[];
}

describe("the zod schema controller", () => {
  it("keeps fastify from loading its default JSON-schema compilers", () => {
    expect(defaultCompilersLoaded(false)).toEqual([
      "@fastify/ajv-compiler",
      "@fastify/fast-json-stringify-compiler",
    ]);
    expect(defaultCompilersLoaded(true)).toEqual([]);
  });

  it("validates and serialises routes with their zod schemas", async () => {
    const app = Fastify({ schemaController: zodSchemaController });
    app.get(
      "/n",
      {
        schema: {
          querystring: z.object({ n: z.coerce.number().int() }),
          response: { 200: z.object({ twice: z.number() }) },
        },
      },
      (request) => ({ twice: (request.query as { n: number }).n * 2, extra: "dropped" }),
    );
    const ok = await app.inject({ method: "GET", url: "/n?n=21" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ twice: 42 });
    const bad = await app.inject({ method: "GET", url: "/n?n=x" });
    expect(bad.statusCode).toBe(400);
    await app.close();
  });
});
