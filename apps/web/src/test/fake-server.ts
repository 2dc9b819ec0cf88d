/**
 * A stand-in for the server at the `fetch` boundary: each test states the answers it needs, in the
 * server's wire format, and can read back every request the app made.
 */
import { vi } from "vitest";
import { env } from "../lib/env";
import { buildHospital, buildSessionUser, hospitalJson, type Role, sessionUserJson } from "./factories";

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

type Handler = FakeAnswer | ((request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>);

export interface FakeServer {
  on(method: string, path: string, handler: Handler): FakeServer;
  requests: RecordedRequest[];
  calls(method: string, path: string): RecordedRequest[];
}

function readBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
}

export function fakeServer(): FakeServer {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const server: FakeServer = {
    on(method, path, handler) {
      routes.set(`${method} ${path}`, handler);
      return server;
    },
    requests,
    calls: (method, path) => requests.filter((request) => request.method === method && request.path === path),
  };
  server.on("GET", "/status.json", {
    body: { version: env.appVersion, state: "ok", date: null, duration: null },
  });
  vi.stubGlobal("fetch", async (input: string | URL | Request, init?: RequestInit) => {
    const href = input instanceof Request ? input.url : input.toString();
    const url = new URL(href, "http://localhost");
    const request: RecordedRequest = {
      method: init?.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: readBody(init),
    };
    requests.push(request);
    const handler = routes.get(`${request.method} ${request.path}`);
    const answer = typeof handler === "function" ? await handler(request) : handler;
    if (answer === undefined) {
      return Response.json({ detail: "Not found.", code: "not_found" }, { status: 404 });
    }
    const status = answer.status ?? 200;
    return status === 204 ? new Response(null, { status }) : Response.json(answer.body ?? {}, { status });
  });
  return server;
}

/** A page of notification receipts as the server answers it; empty by default. */
export const receiptsPageJson = (results: unknown[] = [], unread = 0, next: string | null = null) => ({
  count: results.length,
  next,
  previous: null,
  results,
  unread,
});

/** The server a signed-in user of the given role talks to: `me`, the hospital and no notifications yet. */
export function signedInServer(
  role: Role,
  options: { user?: ReturnType<typeof buildSessionUser>; hospital?: ReturnType<typeof buildHospital> } = {},
) {
  const user = options.user ?? buildSessionUser(role);
  return fakeServer()
    .on("GET", "/api/auth/users/me/", { body: sessionUserJson(user) })
    .on("GET", "/api/hospitals/", { body: hospitalJson(options.hospital ?? buildHospital()) })
    .on("GET", "/api/notification-receipts/", { body: receiptsPageJson() });
}

export const apiError = (
  status: number,
  code: string,
  detail: string,
  extra: Record<string, unknown> = {},
): FakeAnswer => ({
  status,
  body: { detail, code, ...extra },
});
