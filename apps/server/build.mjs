// Compiles the server for production: one ES module bundle of the server and the workspace packages
// (their sources are TypeScript) into dist/main.js, plus the roster solver's worker entry beside it.
// npm dependencies stay external and load from node_modules as usual.
import { readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { makeEmptyDatabaseTemplate } from "./src/db/empty-database.mjs";

const serverDir = dirname(fileURLToPath(import.meta.url));
// SERVER_BUILD_OUTDIR: a bundle of its own (the process tests build one per test process), which
// must stay under apps/server so the bundle still finds the server's package root.
const outdir = process.env.SERVER_BUILD_OUTDIR ?? join(serverDir, "dist");
const rosterSrc = join(serverDir, "..", "..", "packages", "roster", "src");

/** Bundles our own workspace packages (TypeScript sources); every other bare import stays a require. */
const externalDependencies = {
  name: "external-dependencies",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@rosterly/") ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
const result = await build({
  entryPoints: {
    main: join(serverDir, "src", "main.ts"),
    // Must match COMPILED_WORKER_FILE in packages/roster/src/worker.ts (the bundle starts it by that name).
    "roster-worker": join(rosterSrc, "worker-entry.ts"),
  },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  // No shared chunks: the worker's URL is resolved against the file holding worker.ts, which must be
  // main.js itself (the solver is then in both entries; it is small).
  splitting: false,
  plugins: [externalDependencies],
  metafile: true,
  logLevel: "warning",
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith(".js"))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
const name = JSON.parse(readFileSync(join(serverDir, "package.json"), "utf8")).name;
console.log(
  `${name}: ${outdir} (${Math.round(bytes / 1024)} KB JS) in ${Math.round(performance.now() - started)} ms`,
);

// A new data directory starts from this instead of creating and migrating a database (see the file).
const templateStarted = performance.now();
const template = await makeEmptyDatabaseTemplate(serverDir);
if (template.made) {
  console.log(`${name}: empty database template in ${Math.round(performance.now() - templateStarted)} ms`);
}
