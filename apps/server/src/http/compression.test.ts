import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../test/app";
import { buildApp } from "../app";
import type { App } from "./types";

let api: TestApp;
let web: App;
const SCRIPT = `export const greeting = ${JSON.stringify("hello ".repeat(400))};\n`;

beforeAll(async () => {
  api = await testApp();
  const dist = await mkdtemp(join(tmpdir(), "rosterly-dist-"));
  await mkdir(join(dist, "assets"));
  await writeFile(join(dist, "index.html"), "<!doctype html><title>Rosterly</title>");
  await writeFile(join(dist, "sw.js"), SCRIPT);
  await writeFile(join(dist, "assets", "entry-Ab12Cd34.js"), SCRIPT);
  await writeFile(join(dist, "assets", "entry-Ab12Cd34.js.br"), brotliCompressSync(SCRIPT));
  web = await buildApp(api.deps, { webDist: dist });
  await web.ready();
});

afterAll(async () => {
  await Promise.all([api.app.close(), web.close()]);
});

const openapi = (encoding?: string) =>
  api.app.inject({
    method: "GET",
    url: "/api/docs/openapi.json",
    headers: encoding ? { "accept-encoding": encoding } : {},
  });

describe("compressed answers", () => {
  it("sends brotli to a client that accepts it, the same JSON as uncompressed", async () => {
    const plain = await openapi();
    const br = await openapi("br, gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    const unpacked = brotliDecompressSync(br.rawPayload);
    expect(JSON.parse(unpacked.toString("utf8"))).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it("falls back to gzip", async () => {
    const gz = await openapi("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString("utf8"))).toEqual((await openapi()).json());
  });

  it("leaves small answers as they are", async () => {
    const status = await api.app.inject({
      method: "GET",
      url: "/status.json",
      headers: { "accept-encoding": "br" },
    });
    expect(status.headers["content-encoding"]).toBeUndefined();
  });
});

describe("the built web app's files", () => {
  it("sends the copy compressed at build time, and a hashed asset is cached for good", async () => {
    const asset = await web.inject({
      method: "GET",
      url: "/assets/entry-Ab12Cd34.js",
      headers: { "accept-encoding": "br" },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(asset.rawPayload).toString("utf8")).toBe(SCRIPT);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("asks again for the service worker every time, compressed on the fly when it has no copy", async () => {
    const worker = await web.inject({ method: "GET", url: "/sw.js", headers: { "accept-encoding": "gzip" } });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["cache-control"]).toBe("no-cache");
    expect(worker.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(worker.rawPayload).toString("utf8")).toBe(SCRIPT);
  });

  it("asks again for the page on a deep link", async () => {
    const page = await web.inject({ method: "GET", url: "/scheduling/schedule?date=2026-11-22" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Rosterly</title>");
    expect(page.headers["cache-control"]).toBe("no-cache");
  });
});
