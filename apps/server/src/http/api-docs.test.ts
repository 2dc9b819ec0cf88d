import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../test/app";
import { buildApp } from "../app";
import type { App } from "./types";

let t: TestApp;
/** With the web app, whose fallback route matches every path. */
let web: App;

beforeAll(async () => {
  t = await testApp();
  const dist = await mkdtemp(join(tmpdir(), "rosterly-dist-"));
  await writeFile(join(dist, "index.html"), "<!doctype html><title>Rosterly</title>");
  web = await buildApp(t.deps, { webDist: dist });
});

afterAll(async () => {
  await Promise.all([t.app.close(), web.close()]);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("the API docs, made on their first request", () => {
  it("describe every route of the app, registered before and after the docs, and not the docs' own", async () => {
    // Two first requests at once share one making of the docs.
    const [first, second] = await Promise.all([get("/api/docs/openapi.json"), get("/api/docs/json")]);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const doc = first.json<{ info: { title: string }; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.info.title).toBe("Rosterly API");
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(
      expect.arrayContaining(["/api/auth/jwt/create/", "/api/shifts/", "/api/credential-docs/{id}/"]),
    );
    expect(paths.some((path) => path.startsWith("/api/docs"))).toBe(false);
    expect(Object.keys(doc.paths["/api/shifts/"] ?? {})).toEqual(expect.arrayContaining(["get", "post"]));
    expect(doc.paths["/api/shifts/"]).not.toHaveProperty("head");
  });

  it("serve the browsable page with the app's security headers, compressed by the app", async () => {
    const page = await get("/api/docs/", { "accept-encoding": "br" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    const css = await get("/api/docs/static/swagger-ui.css", { "accept-encoding": "br" });
    expect(css.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(css.rawPayload).toString("utf8")).toContain(".swagger-ui");
  });

  it("answer a browser's conditional request for a static file with 304", async () => {
    const css = await get("/api/docs/static/swagger-ui.css");
    const etag = css.headers.etag;
    expect(typeof etag).toBe("string");
    const again = await get("/api/docs/static/swagger-ui.css", { "if-none-match": String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("redirect without a body, and answer HEAD like GET", async () => {
    const redirect = await get("/api/docs/static/index.html");
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe("/api/docs/");
    expect(redirect.rawPayload.length).toBe(0);
    const head = await t.app.inject({ method: "HEAD", url: "/api/docs/openapi.json" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("answer a path that is no page of theirs with the app's own not-found answer", async () => {
    for (const app of [t.app, web]) {
      for (const url of ["/api/docs/nope", "/api/docs/static/no-such-file.js", "/api/docs/api/shifts/"]) {
        const response = await app.inject({ method: "GET", url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ detail: `No route for GET ${url}.`, code: "not_found" });
      }
    }
  });
});
