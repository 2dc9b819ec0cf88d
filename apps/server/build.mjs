// Compiles the server for production: one ES module bundle of the server, the workspace packages
// (their sources are TypeScript) and the npm dependencies every start loads, into dist/main.js, plus
// the roster solver's worker entry beside it. Loading ~1,400 files from node_modules one by one took
// about a tenth of each start; the dependencies in dependencies.mjs stay in node_modules.
import { readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import {
  KEEPS_ITS_FILES,
  LOADED_WHEN_NEEDED,
  librariesFindingOwnFiles,
  UNUSED_BY_THE_SERVER,
} from "./dependencies.mjs";
import { makeEmptyDatabaseTemplate } from "./src/db/empty-database.mjs";

const serverDir = dirname(fileURLToPath(import.meta.url));
// SERVER_BUILD_OUTDIR: a bundle of its own (the process tests build one per test process), which
// must stay under apps/server so the bundle still finds the server's package root.
const outdir = process.env.SERVER_BUILD_OUTDIR ?? join(serverDir, "dist");
const rosterSrc = join(serverDir, "..", "..", "packages", "roster", "src");

const external = [...LOADED_WHEN_NEEDED, ...UNUSED_BY_THE_SERVER, ...KEEPS_ITS_FILES];
const isExternal = (specifier) =>
  external.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/** Leaves the libraries of dependencies.mjs to node_modules; everything else is compiled in. */
const externalDependencies = {
  name: "external-dependencies",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      isExternal(args.path) ? { path: args.path, external: true } : undefined,
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
  absWorkingDir: serverDir,
  sourcemap: true,
  // Stack traces need the mappings only; the sources are in the repository and node_modules.
  sourcesContent: false,
  // No shared chunks: the worker's URL is resolved against the file holding worker.ts, which must be
  // main.js itself (the solver is then in both entries; it is small).
  splitting: false,
  plugins: [externalDependencies],
  // Bundled CommonJS libraries call require() for Node's modules and the external libraries.
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module";\nconst require = __createRequire(import.meta.url);',
  },
  // Without whitespace and with shorter syntax (names kept, stack traces mapped by the source map),
  // 4.1 MB become 2.8 MB that every start reads, decodes and parses: -75 ms a restart (twelve
  // alternated each, medians 1,634 and 1,558 ms). Renaming identifiers too, with their names kept for
  // errors' and classes' `.name`, gained nothing on top.
  minifyWhitespace: true,
  minifySyntax: true,
  metafile: true,
  logLevel: "warning",
});
const misplaced = librariesFindingOwnFiles(Object.keys(result.metafile.inputs), serverDir);
if (misplaced.length > 0) {
  console.error(
    `These libraries find files beside their own code, which the bundle would move away from them: ${misplaced.join(", ")}.\nAdd them to KEEPS_ITS_FILES in apps/server/dependencies.mjs.`,
  );
  process.exit(1);
}
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
