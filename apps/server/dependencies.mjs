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
];

/**
 * Libraries that find files beside their own code (WebAssembly, a native addon, static pages,
 * worker scripts), which a bundle elsewhere would not find. The build fails on any other bundled
 * library whose code names its own location, so a new one is added here rather than broken.
 */
export const KEEPS_ITS_FILES = [
  "@electric-sql/pglite",
  "@node-rs/argon2",
  "@fastify/swagger",
  "@fastify/swagger-ui",
  "pino",
  "thread-stream",
];
