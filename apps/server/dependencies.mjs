import { readFileSync } from "node:fs";
import { join } from "node:path";

// Which npm dependencies the server's bundle leaves in node_modules rather than compiling in
// (build.mjs); the lint reads the first list too (eslint.config.mjs).

/** Libraries no start needs, imported with import() where first used; bundled, they would be parsed at every start. */
export const LOADED_WHEN_NEEDED = [
  "@azure/storage-blob",
  "nodemailer",
  "file-type",
  "pg",
  "drizzle-orm/node-postgres",
  "drizzle-orm/node-postgres/migrator",
  // The API docs' (src/http/api-docs.ts); they also find files beside their own code.
  "@fastify/swagger",
  "@fastify/swagger-ui",
];

/**
 * Libraries Fastify requires only for what the server does not use: its default schema compilers
 * (Ajv, its formats and fast-json-stringify, ~1 MB of code), which the zod compilers of
 * src/http/schema-compilers.ts replace, and light-my-request, behind `inject()`, which only the
 * tests call. Left out of the bundle, they are not parsed at every start.
 */
export const UNUSED_BY_THE_SERVER = [
  "@fastify/ajv-compiler",
  "@fastify/fast-json-stringify-compiler",
  "light-my-request",
];

/**
 * Libraries that find files beside their own code (WebAssembly, a native addon, static pages,
 * worker scripts), which a bundle elsewhere would not find. The build fails on any other bundled
 * library whose code names its own location, so a new one is added here rather than broken.
 */
export const KEEPS_ITS_FILES = ["@electric-sql/pglite", "@node-rs/argon2", "pino", "thread-stream"];

/** What a library's code uses to find files beside itself, which the bundle moves away from them. */
const OWN_LOCATION = ["__dirname", "__filename", "import.meta.url", "import.meta.dirname", "require.resolve"];

/**
 * The libraries among a bundle's input files (paths relative to `root`) whose code names its own
 * location, by name.
 */
export function librariesFindingOwnFiles(inputs, root) {
  const found = new Set();
  for (const input of inputs) {
    const library = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];
    if (!library || found.has(library)) continue;
    const code = readFileSync(join(root, input), "utf8");
    if (OWN_LOCATION.some((token) => code.includes(token))) found.add(library);
  }
  return [...found].sort();
}
