// The web bundle's budget, read from the built app's manifest (run after `npm run build`):
// - the sign-in page (the entry with everything it imports statically, which includes the lean
//   sign-in screen) stays under SIGN_IN_BUDGET_KB of gzip JavaScript, and under the 150 KB goal;
// - no chunk the entry loads statically is over the size warning limit (big libraries stay lazy).
// Prints the figures; exits 1 over budget. A size check, not a timing: safe for `npm test`.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { COMPILE_HINT } from "../apps/web/build-plugins/compile-hint.mjs";

// Issue 17. A signed-out first load of /auth/login runs only the entry's static closure: React,
// i18next and the lean sign-in screen (no MUI, emotion, router, TanStack Query, react-hook-form,
// date-fns, zod or notistack; the app loads in the background once the page is idle). The message
// catalogues are fetched as JSON, and the sign-in request (API client and zod) loads on first input;
// neither is counted here (the request's chunks are printed for information). The budget is set just
// above what the page loads now (95.2 KB), so any growth fails; the goal must stay met.
const SIGN_IN_GOAL_KB = 150;
const SIGN_IN_BUDGET_KB = 100;
const EAGER_CHUNK_LIMIT_KB = 500;
// The lean screen is a shared chunk (the entry and the app's /auth/login route both import it).
const LEAN_SCREEN_CHUNK = "SignInScreen";
const LOGIN_REQUEST_SOURCE = "src/features/auth/api/login-request.ts";

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
const eager = staticClosure(entries);
const leanScreen = Object.keys(manifest).find((key) => manifest[key].name === LEAN_SCREEN_CHUNK);
if (!leanScreen)
  throw new Error(`no ${LEAN_SCREEN_CHUNK} chunk in the manifest: find the lean sign-in screen another way`);
const signIn = eager;
const loginRequest = Object.keys(manifest).find((key) => key.endsWith(LOGIN_REQUEST_SOURCE));
if (!loginRequest) throw new Error(`no chunk for ${LOGIN_REQUEST_SOURCE} in the manifest`);
const onFirstInput = [...staticClosure([loginRequest])].filter((key) => !eager.has(key));

let failed = false;
const rows = [...signIn].map((key) => ({ file: manifest[key].file, ...sizeOf(key) }));
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(
  `Sign-in page JS: ${kb(total)} KB gzip in ${rows.length} files (budget ${SIGN_IN_BUDGET_KB} KB, goal ${SIGN_IN_GOAL_KB} KB)`,
);
for (const row of rows) console.log(`  ${row.file.padEnd(48)} ${kb(row.gzip).padStart(7)} KB gzip`);
const firstInput = onFirstInput.reduce((sum, key) => sum + sizeOf(key).gzip, 0);
console.log(
  `  (on first input, the sign-in request: ${kb(firstInput)} KB gzip in ${onFirstInput.length} files)`,
);
if (!signIn.has(leanScreen)) {
  console.error(`The lean sign-in screen (${manifest[leanScreen].file}) no longer loads with the entry.`);
  failed = true;
}
if (total > SIGN_IN_BUDGET_KB * 1024) {
  console.error(`Over budget: the sign-in page loads ${kb(total)} KB gzip of JavaScript.`);
  failed = true;
}
if (total > SIGN_IN_GOAL_KB * 1024) {
  console.error(
    `Over the ${SIGN_IN_GOAL_KB} KB goal (issue 17): the sign-in page loads ${kb(total)} KB gzip.`,
  );
  failed = true;
}
for (const key of eager) {
  const { raw } = sizeOf(key);
  if (raw > EAGER_CHUNK_LIMIT_KB * 1024) {
    console.error(`${manifest[key].file} (${kb(raw)} KB) loads with the entry: make it lazy or split it.`);
    failed = true;
  }
}
// Without the hint the chunks compile lazily on the main thread, between the sign-in and the painted
// schedule (~150 ms there).
const unhinted = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith(".js") && !readFileSync(join(dist, file), "utf8").startsWith(COMPILE_HINT));
if (unhinted.length > 0) {
  console.error(`${unhinted.length} JS chunks lack the compile hint, among them ${unhinted[0]}.`);
  failed = true;
}
process.exit(failed ? 1 : 0);
