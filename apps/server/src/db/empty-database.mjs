// The embedded database a new data directory starts from: an empty database with every migration
// applied, made once per set of migrations (by the build) and unpacked in well under a second,
// where creating a database (initdb) and migrating it takes about three. Shared by the build
// (build.mjs, which runs without a TypeScript loader) and the server (db/client.ts).
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
import { dirname, join } from "node:path";

/** What the template holds depends only on the embedded engine's version and the migrations. */
function templateKey(serverRoot) {
  const hash = createHash("sha256");
  const manifest = JSON.parse(readFileSync(join(serverRoot, "package.json"), "utf8"));
  hash.update(String(manifest.dependencies["@electric-sql/pglite"]));
  const folder = join(serverRoot, "drizzle");
  for (const name of readdirSync(folder, { recursive: true }).map(String).sort()) {
    const path = join(folder, name);
    if (statSync(path).isFile()) hash.update(name).update(readFileSync(path));
  }
  return hash.digest("hex").slice(0, 16);
}

/** Where the template for the current migrations is kept (it may not have been made). */
export function emptyDatabaseTemplate(serverRoot) {
  return join(serverRoot, ".cache", `empty-database-${templateKey(serverRoot)}.tar`);
}

/** Makes the template for the current migrations unless it is there already. */
export async function makeEmptyDatabaseTemplate(serverRoot) {
  const file = emptyDatabaseTemplate(serverRoot);
  if (existsSync(file)) return { file, made: false };
  // Imported here: the server bundles this file, and its start must not load the migrator.
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const client = await PGlite.create();
  try {
    await migrate(drizzle(client), { migrationsFolder: join(serverRoot, "drizzle") });
    // Uncompressed (~40 MB): unpacking it is ~0.25 s quicker than the gzipped 5 MB.
    const tarball = await client.dumpDataDir("none");
    mkdirSync(dirname(file), { recursive: true });
    // Renamed into place whole: builds running side by side never read half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    renameSync(partial, file);
    // Templates of earlier migrations are never used again.
    for (const name of readdirSync(dirname(file))) {
      if (/^empty-database-[0-9a-f]+\.tar(\.gz)?$/.test(name) && join(dirname(file), name) !== file) {
        rmSync(join(dirname(file), name), { force: true });
      }
    }
  } finally {
    await client.close();
  }
  return { file, made: true };
}
