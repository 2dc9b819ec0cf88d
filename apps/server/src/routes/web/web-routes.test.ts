import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../../test/app";
import { buildApp } from "../../app";
import type { App } from "../../http/types";

let api: TestApp;
let web: App;
const PAGE = "<!doctype html><title>Rosterly</title>";
const ICON = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

beforeAll(async () => {
  api = await testApp();
  const dist = await mkdtemp(join(tmpdir(), "rosterly-dist-"));
  await mkdir(join(dist, "assets"));
  await mkdir(join(dist, "icons"));
  await mkdir(join(dist, ".vite"));
  await writeFile(join(dist, "index.html"), PAGE);
  await writeFile(join(dist, "manifest.webmanifest"), '{"name":"Rosterly"}');
  await writeFile(join(dist, "icons", "icon-192.png"), ICON);
  await writeFile(join(dist, ".vite", "manifest.json"), "{}");
  await writeFile(join(dist, "assets", "App-Ab12Cd34.js"), "export const app = 1;\n");
  web = await buildApp(api.deps, { webDist: dist });
  await web.ready();
});

afterAll(async () => {
  await Promise.all([api.app.close(), web.close()]);
});

const get = (url: string) => web.inject({ method: "GET", url });

describe("the built web app", () => {
  it("serves a built asset, the files beside the page and the page itself", async () => {
    const asset = await get("/assets/App-Ab12Cd34.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe("export const app = 1;\n");
    expect(asset.headers["content-type"]).toContain("javascript");
    const icon = await get("/icons/icon-192.png");
    expect(icon.statusCode).toBe(200);
    expect(icon.rawPayload.equals(ICON)).toBe(true);
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
    const manifest = await get("/manifest.webmanifest");
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["cache-control"]).toBe("no-cache");
    expect((await get("/index.html")).body).toBe(PAGE);
  });

  it("answers 404 for an asset that is not there, never the page (an old release's chunk must fail to load)", async () => {
    const missing = await get("/assets/App-Zz99Yy88.js");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain("<title>");
  });

  it("serves no file outside the built app, nor the build's own dot files", async () => {
    // Each is either refused or, once the address is normalised, a deep link answered with the page.
    for (const url of [
      "/assets/..%2f..%2fpackage.json",
      "/assets/%2e%2e/%2e%2e/package.json",
      "/.vite/manifest.json",
      "/icons/../../package.json",
    ]) {
      const response = await get(url);
      if (response.statusCode === 200) expect(response.body, url).toBe(PAGE);
      else expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
    }
  });

  it("answers a deep link with the page", async () => {
    const page = await get("/requests/my?tab=open");
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(PAGE);
    expect(page.headers["cache-control"]).toBe("no-cache");
  });
});
