import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mapBundleStackTraces } from "./bundle-stack-traces";

const MAPPER = fileURLToPath(new URL("./bundle-stack-traces.ts", import.meta.url));

/** Line 4 of the source throws; the bundle puts it elsewhere. */
const SOURCE = `import { unlinkSync } from "node:fs";
import { mapBundleStackTraces } from ${JSON.stringify(MAPPER)};
export function fail(): never {
  throw new Error("on line four");
}
if (process.env.INSTALL) console.log("installed", mapBundleStackTraces(import.meta.url));
if (process.env.DROP_MAP) unlinkSync(new URL(import.meta.url + ".map"));
try {
  fail();
} catch (error) {
  console.log((error as Error).stack);
}
`;

let dir = "";
let bundle = "";
let source = "";

/** Runs the compiled bundle without --enable-source-maps and answers what it printed. */
function run(env: Record<string, string>): string {
  return execFileSync(process.execPath, [bundle], { encoding: "utf8", env: { ...process.env, ...env } });
}

beforeAll(async () => {
  // A space in the path: V8 names the module's file by its percent-encoded URL.
  dir = mkdtempSync(join(tmpdir(), "rosterly stacks-"));
  source = join(dir, "thrower.ts");
  bundle = join(dir, "thrower.js");
  writeFileSync(source, SOURCE);
  await build({
    entryPoints: [source],
    outfile: bundle,
    bundle: true,
    platform: "node",
    format: "esm",
    sourcemap: true,
    sourcesContent: false,
    // Moves the thrower's line: the bundle's positions are not the source's.
    banner: { js: "// banner\n// banner\n// banner\n// banner\n// banner" },
    logLevel: "error",
  });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the bundle's stack traces", () => {
  it("name the bundle's own positions when nothing maps them", () => {
    const stack = run({});
    expect(stack).toContain("Error: on line four");
    expect(stack).toContain(`${pathToFileURL(bundle).href}:`);
    expect(stack).not.toContain(`${source}:`);
  });

  it("name the source's line and column once mapped, keeping the frame's function", () => {
    const stack = run({ INSTALL: "1" });
    expect(stack).toContain("installed true");
    expect(stack).toContain("Error: on line four");
    expect(stack).toContain(`at fail (${source}:4:9)`);
  });

  it("read the map only when a stack is first formatted, and print unmapped without one", () => {
    // The map is removed after the install and before the first stack: read at install, it would map.
    const stack = run({ INSTALL: "1", DROP_MAP: "1" });
    expect(stack).toContain("installed true");
    expect(stack).toContain("Error: on line four");
    expect(stack).toMatch(/at fail \(.*thrower\.js:\d+:\d+\)/);
    expect(stack).not.toContain(`${source}:`);
  });

  it("are left to the loader when there is no map beside the code", () => {
    const handler = () => Object.getOwnPropertyDescriptor(Error, "prepareStackTrace")?.value as unknown;
    const before = handler();
    expect(mapBundleStackTraces(new URL("./no-such-bundle.js", import.meta.url).href)).toBe(false);
    expect(handler()).toBe(before);
  });
});
