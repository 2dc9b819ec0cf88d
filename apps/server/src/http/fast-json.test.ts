import { gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerCompression } from "./compression";
import { serializeTrusted } from "./fast-json";

const page = {
  count: 300,
  next: null,
  results: Array.from({ length: 300 }, (_, id) => ({
    id,
    name: `Zoë ${id}`,
    at: new Date(Date.UTC(2026, 10, id % 28)),
  })),
};
const app = Fastify();

beforeAll(async () => {
  await registerCompression(app);
  app.get("/page", { serializerCompiler: serializeTrusted }, () => Promise.resolve(page));
  await app.ready();
});
afterAll(() => app.close());

describe("serializeTrusted", () => {
  it("answers the JSON text as bytes with its byte length and JSON type", async () => {
    const answer = await app.inject({ method: "GET", url: "/page" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(answer.body).toBe(JSON.stringify(page));
    expect(Number(answer.headers["content-length"])).toBe(Buffer.byteLength(JSON.stringify(page)));
  });

  it("is compressed like any other answer", async () => {
    const answer = await app.inject({ method: "GET", url: "/page", headers: { "accept-encoding": "gzip" } });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(answer.rawPayload).toString("utf8")).toBe(JSON.stringify(page));
  });
});
