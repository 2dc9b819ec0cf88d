import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../test/app";
import { buildHospital, buildUser, type Hospital } from "../../test/factories";
import {
  BAD_BODY_VALUES,
  BAD_QUERY_VALUES,
  isDateName,
  isIdName,
  isWrongDate,
  OVERFLOW_IDS,
} from "../../test/fuzz/bad-values";
import { databaseFingerprint } from "../../test/fuzz/fingerprint";
import { type JsonSchema, sampleOf } from "../../test/fuzz/schema-values";
import { signIn } from "../../test/http";

/**
 * Walks every operation of the OpenAPI document the server publishes and sends, for every path
 * and query parameter and every body field, values generated from its schema and deliberately bad
 * ones (P-005). No answer may be a 5xx; text that cannot be stored and ids past PostgreSQL's integer
 * must be refused; a refused request must leave the database as it was. A new route joins the walk
 * by existing, so a schema that lets such a value through fails here.
 *
 * It runs on the embedded database only: PGlite is the PostgreSQL engine itself (same parser, types
 * and errors), so what bad input does to a query is the same there, and the walk is the slowest file
 * of the suite. The pass on a PostgreSQL server proves what differs: connections, pools, processes.
 */
interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

let t: TestApp;
let h: Hospital;
let operations: { method: Method; path: string; operation: Operation }[] = [];
const tokens: Record<"operator" | "admin", string> = { operator: "", admin: "" };
const REFUSED = new Set([400, 401, 403, 404, 405, 409, 412, 413, 414, 415]);
/** Routes that end the caller's session when they succeed; they get bad input only. */
const ENDS_SESSION = /logout|set_password|blacklist/;
/** Routes whose refusals are recorded on purpose: a wrong password counts toward the lockout. */
const COUNTS_FAILURES = /check_password|jwt\/create/;

beforeAll(async () => {
  t = await testApp();
  h = await buildHospital(t.deps.db);
  tokens.operator = (await signIn(t.app, await buildUser(t.deps.db, h, { group: "operator" }))).authorization;
  tokens.admin = (await signIn(t.app, await buildUser(t.deps.db, h, { group: "admin" }))).authorization;
  const doc = (await t.app.inject({ method: "GET", url: "/api/docs/openapi.json" })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Method,
      path,
      operation,
    })),
  );
});

afterAll(async () => {
  await t.app.close();
});

function urlOf(path: string, params: Parameter[], values: Record<string, string>): string {
  let url = path;
  const query = new URLSearchParams();
  for (const param of params) {
    const value = values[param.name];
    if (value === undefined) continue;
    if (param.in === "path") url = url.replace(`{${param.name}}`, encodeURIComponent(value));
    else if (param.in === "query") query.set(param.name, value);
  }
  url = url.replace(/\{[^}]+\}/g, String(h.departments[0]?.id ?? 1));
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

/** A generated value as a query string carries it. */
function queryText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return value === null || value === undefined ? "" : JSON.stringify(value);
}

function bodySchemaOf(operation: Operation): JsonSchema | undefined {
  return operation.requestBody?.content?.["application/json"]?.schema;
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("every route against generated and bad input", () => {
  it("never answers 5xx, refuses unstorable text and overflowing ids, and changes nothing when it refuses", async () => {
    expect(operations.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let requests = 0;
    for (const { method, path, operation } of operations) {
      if (path.startsWith("/api/docs")) continue;
      const params = (operation.parameters ?? []).filter(
        (param) => param.in === "path" || param.in === "query",
      );
      const bodySchema = bodySchemaOf(operation);
      const send = async (as: "operator" | "admin", values: Record<string, string>, body?: unknown) => {
        requests += 1;
        const response = await t.app.inject({
          method,
          url: urlOf(path, params, values),
          headers: {
            authorization: tokens[as],
            ...(body === undefined ? {} : { "content-type": "application/json" }),
          },
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        });
        if (response.statusCode >= 500)
          failures.push(`${method} ${path} -> ${response.statusCode} ${response.body}`);
        return response.statusCode;
      };
      const baselineValues = (seed: number) =>
        Object.fromEntries(
          params.map((param) => [
            param.name,
            param.in === "path" ? String(h.departments[0]?.id ?? 1) : queryText(sampleOf(param.schema, seed)),
          ]),
        );
      const baselineBody = (seed: number) => (bodySchema ? sampleOf(bodySchema, seed) : undefined);
      // Whoever the route lets in: management for most, the admin for the hospital's configuration.
      const as = (await send("operator", baselineValues(1), baselineBody(1))) === 403 ? "admin" : "operator";
      if (!ENDS_SESSION.test(path)) {
        for (let seed = 2; seed < 5; seed += 1) await send(as, baselineValues(seed), baselineBody(seed));
      }

      const before = await databaseFingerprint(t.deps.db);
      let accepted = false;
      const expectRefused = (status: number, where: string, label: string, strict: boolean) => {
        if (status < 300) accepted = true;
        if (strict && !REFUSED.has(status)) failures.push(`${method} ${path} ${where}=${label} -> ${status}`);
      };
      for (const param of params) {
        for (const bad of BAD_QUERY_VALUES) {
          const strict =
            bad.strict || (OVERFLOW_IDS.has(bad.label) && (isIdName(param.name) || param.in === "path"));
          const status = await send(as, { ...baselineValues(1), [param.name]: bad.value }, baselineBody(1));
          expectRefused(status, param.name, bad.label, strict);
        }
      }
      if (bodySchema) {
        const base = baselineBody(1);
        const fields = Object.keys(bodySchema.properties ?? bodySchema.items?.properties ?? {});
        for (const bad of BAD_BODY_VALUES) {
          const whole = await send(as, baselineValues(1), bad.value);
          expectRefused(whole, "(body)", bad.label, bad.strict);
          for (const field of fields) {
            const replace = (value: unknown) =>
              typeof value === "object" && value !== null && !Array.isArray(value)
                ? { ...value, [field]: bad.value }
                : { [field]: bad.value };
            const body =
              bodySchema.type === "array"
                ? [replace(Array.isArray(base) ? base[0] : undefined)]
                : replace(base);
            const strict =
              bad.strict ||
              (OVERFLOW_IDS.has(bad.label) && isIdName(field)) ||
              (isWrongDate(bad.label) && isDateName(field));
            expectRefused(await send(as, baselineValues(1), body), field, bad.label, strict);
          }
        }
      }
      if (!accepted && !COUNTS_FAILURES.test(path) && (await databaseFingerprint(t.deps.db)) !== before) {
        failures.push(`${method} ${path}: refused input changed the database`);
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(5000);
  }, 600_000);
});
