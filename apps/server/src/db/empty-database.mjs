// The embedded database a new database starts from: an empty database with every migration
// applied, made once per set of migrations (by the build). A data directory is copied from its
// unpacked files (~0.1 s) and an in-memory database loads its tar, where creating a database
// (initdb) and migrating it takes about three seconds. Shared by the build (build.mjs, which runs
// without a TypeScript loader) and the server (db/client.ts).
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { basename, join } from "node:path";

/** Names what `makeEmptyDatabaseTemplate` itself does to a template, so a change of it makes a new one. */
const TEMPLATE_FORMAT = "2: without template databases";

/** What the template holds depends only on the embedded engine's version, its making and the migrations. */
function templateKey(serverRoot) {
  const hash = createHash("sha256").update(TEMPLATE_FORMAT);
  const manifest = JSON.parse(readFileSync(join(serverRoot, "package.json"), "utf8"));
  hash.update(String(manifest.dependencies["@electric-sql/pglite"]));
  const folder = join(serverRoot, "drizzle");
  for (const name of readdirSync(folder, { recursive: true }).map(String).sort()) {
    const path = join(folder, name);
    if (statSync(path).isFile()) hash.update(name).update(readFileSync(path));
  }
  return hash.digest("hex").slice(0, 16);
}

const CACHE = ".cache";

/**
 * Where the template for the current migrations is kept, as a tar and as a data directory (either
 * may not have been made).
 */
export function emptyDatabaseTemplate(serverRoot) {
  const base = join(serverRoot, CACHE, `empty-database-${templateKey(serverRoot)}`);
  return { tar: `${base}.tar`, dir: base };
}

/** Makes the template for the current migrations unless it is there already. */
export async function makeEmptyDatabaseTemplate(serverRoot) {
  const template = emptyDatabaseTemplate(serverRoot);
  if (existsSync(template.tar) && existsSync(template.dir)) return { ...template, made: false };
  // Imported here: the server bundles this file, and its start must not load the migrator.
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  mkdirSync(join(serverRoot, CACHE), { recursive: true });
  // Each is made under a name of its own and renamed into place whole: builds running side by side
  // never read half a template.
  const partial = (path) => `${path}.${process.pid}.partial`;
  const memory = await PGlite.create();
  let tarball;
  try {
    await migrate(drizzle(memory), { migrationsFolder: join(serverRoot, "drizzle") });
    // PostgreSQL's template databases serve only CREATE DATABASE, which the embedded database never
    // runs; their 600 files were half of what every new data directory copied (0.24-0.29 s, now 0.13-0.17 s).
    for (const name of ["template1", "template0"]) {
      await memory.exec(`alter database ${name} is_template false`);
      await memory.exec(`drop database ${name}`);
    }
    // Uncompressed (~27 MB): unpacking it was ~0.25 s quicker than unpacking it gzipped.
    tarball = Buffer.from(await (await memory.dumpDataDir("none")).arrayBuffer());
  } finally {
    await memory.close();
  }
  writeFileSync(partial(template.tar), tarball);
  renameSync(partial(template.tar), template.tar);
  rmSync(partial(template.dir), { recursive: true, force: true });
  mkdirSync(partial(template.dir));
  const files = await PGlite.create(partial(template.dir), { loadDataDir: new Blob([tarball]) });
  await files.close();
  rmSync(template.dir, { recursive: true, force: true });
  renameSync(partial(template.dir), template.dir);
  // Templates of earlier migrations (and what a stopped build left of one) are never used again.
  const current = basename(template.dir);
  for (const name of readdirSync(join(serverRoot, CACHE))) {
    if (name.startsWith("empty-database-") && !name.startsWith(current)) {
      rmSync(join(serverRoot, CACHE, name), { recursive: true, force: true });
    }
  }
  return { ...template, made: true };
}
