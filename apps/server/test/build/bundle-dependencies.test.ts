import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { librariesFindingOwnFiles } from "../../dependencies.mjs";
import { scratchDirs } from "../scratch-dirs";

const root = scratchDirs("bundle")();

function plant(path: string, code: string): string {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), code);
  return path;
}

describe("the server bundle's npm dependencies", () => {
  it("names each bundled library whose code finds files beside itself, and no other", () => {
    const inputs = [
      plant("../../node_modules/plain/index.js", "module.exports = (a) => a + 1;"),
      plant("../../node_modules/reads-beside/lib/a.js", "require('fs').readFileSync(__dirname + '/x.wasm');"),
      plant("../../node_modules/@scope/worker/index.mjs", "new Worker(new URL('./w.js', import.meta.url));"),
      plant("../../node_modules/@scope/worker/lib/b.mjs", "export const b = 2;"),
      plant("../../node_modules/resolves/index.js", "require.resolve('./data.json');"),
      plant("src/own.ts", "export const here = import.meta.url;"),
    ];
    expect(librariesFindingOwnFiles(inputs, root)).toEqual(["@scope/worker", "reads-beside", "resolves"]);
  });
});
