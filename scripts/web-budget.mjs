// The web bundle's budget, read from the built app's manifest (run after `npm run build`):
// - the sign-in page (the entry and the login screen with everything they import statically) stays
//   under SIGN_IN_BUDGET_KB of gzip JavaScript;
// - no chunk the entry loads statically is over the size warning limit (big libraries stay lazy).
// Prints the figures; exits 1 over budget. A size check, not a timing: safe for `npm test`.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

// The goal is 150 KB (issue 17). The message catalogues are fetched as JSON (not counted here), and
// the API client with the contract's schemas (zod), the session gate and the status banners
// load when first needed, not with the sign-in page. What remains: React, the router, MUI with emotion
// (theme, text fields, dialogs), notistack, i18next, react-hook-form, TanStack Query and the formatter's
// date-fns. The budget is set just above what it loads now (262 KB), so any growth fails.
const SIGN_IN_GOAL_KB = 150;
const SIGN_IN_BUDGET_KB = 265;
const EAGER_CHUNK_LIMIT_KB = 500;
const LOGIN_SOURCE = "src/features/auth/components/LoginPage.tsx";

const dist = join("apps", "web", "dist");
const manifestPath = join(dist, ".vite", "manifest.json");
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));

/** The chunk keys a chunk pulls in before it runs (itself and its static imports, transitively). */
function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    staticClosure(chunk.imports ?? [], seen);
  }
  return seen;
}

const sizeOf = (key) => {
  const bytes = readFileSync(join(dist, manifest[key].file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const kb = (bytes) => (bytes / 1024).toFixed(1);

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const login = Object.keys(manifest).find((key) => key.endsWith(LOGIN_SOURCE));
if (!login) throw new Error(`no chunk for ${LOGIN_SOURCE} in the manifest`);
const eager = staticClosure(entries);
const signIn = staticClosure([login], new Set(eager));

let failed = false;
const rows = [...signIn].map((key) => ({ file: manifest[key].file, ...sizeOf(key) }));
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(
  `Sign-in page JS: ${kb(total)} KB gzip in ${rows.length} files (budget ${SIGN_IN_BUDGET_KB} KB, goal ${SIGN_IN_GOAL_KB} KB)`,
);
for (const row of rows) console.log(`  ${row.file.padEnd(48)} ${kb(row.gzip).padStart(7)} KB gzip`);
if (total > SIGN_IN_BUDGET_KB * 1024) {
  console.error(`Over budget: the sign-in page loads ${kb(total)} KB gzip of JavaScript.`);
  failed = true;
}
for (const key of eager) {
  const { raw } = sizeOf(key);
  if (raw > EAGER_CHUNK_LIMIT_KB * 1024) {
    console.error(`${manifest[key].file} (${kb(raw)} KB) loads with the entry: make it lazy or split it.`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
