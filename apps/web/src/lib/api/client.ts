/**
 * The one HTTP client (DESIGN §4, B-005..B-008, B-018). Sends JSON with the bearer token and the
 * API version, parses every answer with a contract schema, and turns 401s into the session rules:
 * `token_not_valid` refreshes once (shared by concurrent requests) and retries once; anything else
 * that means "not signed in" sends the user to sign in; `unauthorized_device` forces a logout.
 */
import {
  API,
  API_VERSION,
  API_VERSION_HEADER,
  accessToken,
  type ErrorBody,
  errorBody,
  wire,
} from "@rosterly/contract";
import type { z } from "zod";
import { isTokenExpired } from "../auth/jwt";
import { sessionEvents } from "../auth/session-events";
import { tokens } from "../auth/tokens";
import { ApiError, ContractError } from "./errors";
import { markSynced } from "../pwa/offline-copies";
import { keptOffline } from "../pwa/offline-scope";

const REQUEST_TIMEOUT_MS = 300_000;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions<S extends z.ZodType> {
  method?: Method;
  body?: unknown;
  /** Parses the answer; use `wire(schema)` for snake_case JSON. */
  schema: S;
  signal?: AbortSignal;
  /** Sign-in calls send no token and their 401 is an answer, not a session problem. */
  anonymous?: boolean;
}

function send(path: string, method: Method, body: unknown, access: string | null, signal?: AbortSignal) {
  const headers = new Headers({ Accept: "application/json", [API_VERSION_HEADER]: API_VERSION });
  // A form (a file upload) sets its own multipart content type with the boundary.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers.set("Content-Type", "application/json");
  if (access !== null) headers.set("Authorization", `Bearer ${access}`);
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
}

// Parsing the error envelope needs the contract's schemas, so it lives here with the client (the
// error classes stay light for pages that only check `instanceof ApiError`).
function parseErrorBody(raw: string): ErrorBody | null {
  try {
    const parsed = errorBody.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function apiErrorFrom(response: Response): Promise<ApiError> {
  const raw = await response.text().catch(() => "");
  return new ApiError(response.status, parseErrorBody(raw), raw.slice(0, 2000));
}

let refreshing: Promise<boolean> | null = null;

async function refreshAccess(): Promise<boolean> {
  const refresh = tokens.refresh();
  if (refresh === null || !tokens.autoRefresh() || isTokenExpired(refresh, Date.now())) return false;
  const response = await send(API.refresh, "POST", { refresh }, null);
  if (!response.ok) return false;
  const parsed = wire(accessToken).safeParse(await response.json().catch(() => null));
  if (!parsed.success) return false;
  tokens.saveAccess(parsed.data.access);
  sessionEvents.emit({ type: "access-refreshed" });
  return true;
}

/** One refresh at a time: every request that meets an expired access token waits for the same one. */
function refreshOnce(): Promise<boolean> {
  refreshing ??= refreshAccess().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Renews the access token with the refresh token (a live channel closed because its token ran
 * out); answers whether a new one was stored. Shares a refresh already under way.
 */
export function renewAccess(): Promise<boolean> {
  return refreshOnce();
}

function requireLogin(): void {
  tokens.clear();
  sessionEvents.emit({ type: "login-required" });
}

async function parse<S extends z.ZodType>(path: string, response: Response, schema: S): Promise<z.output<S>> {
  const text = await response.text();
  let json: unknown;
  try {
    json = text === "" ? undefined : JSON.parse(text);
  } catch {
    throw new ContractError(path, "the answer is not JSON");
  }
  const result = schema.safeParse(json);
  if (!result.success) throw new ContractError(path, result.error.message);
  return result.data;
}

export async function request<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S>,
): Promise<z.output<S>> {
  return requestWith(path, options, (response) => parse(path, response, options.schema));
}

/** A file the server answers (a download): its bytes and the name the server gave it, if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** `filename*=UTF-8''…` first (any script), else the plain `filename="…"`. */
export function fileNameOf(disposition: string | null): string | null {
  if (disposition === null) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded !== undefined) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

/** An answer the offline copy keeps, fetched while online: the copy is at least this fresh. */
function noteSynced(method: string, path: string): void {
  if (method !== "GET" || !navigator.onLine) return;
  const page = window.location.href;
  if (keptOffline({ url: new URL(path, page), request: { referrer: page }, sameOrigin: true })) {
    markSynced(new Date());
  }
}

async function requestWith<T>(
  path: string,
  options: Omit<RequestOptions<z.ZodType>, "schema">,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const { method = "GET", body, signal, anonymous = false } = options;
  const attempt = async (retried: boolean): Promise<T> => {
    const used = anonymous ? null : tokens.access();
    const response = await send(path, method, body, used, signal);
    if (response.ok) {
      noteSynced(method, path);
      return read(response);
    }
    const error = await apiErrorFrom(response);
    if (anonymous) throw error;
    if (response.status === 401) {
      if (error.code === "token_not_valid" && !retried) {
        // Another request may have refreshed while this one was in flight: retry with its token.
        const current = tokens.access();
        if (current !== null && current !== used) return attempt(true);
        if (await refreshOnce()) return attempt(true);
      }
      if (error.code === "unauthorized_device")
        sessionEvents.emit({ type: "forced-logout", reason: "unauthorized_device" });
      else requireLogin();
    } else if (error.code === "no_active_profile") {
      sessionEvents.emit({ type: "forced-logout", reason: "no_active_profile" });
    }
    throw error;
  };
  return attempt(false);
}

export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal) =>
    request(path, { schema, signal }),
  post: <S extends z.ZodType>(path: string, body: unknown, schema: S) =>
    request(path, { method: "POST", body, schema }),
  patch: <S extends z.ZodType>(path: string, body: unknown, schema: S) =>
    request(path, { method: "PATCH", body, schema }),
  /** A file the server builds from the body (a report download), as bytes. */
  download: (path: string, body: unknown, signal?: AbortSignal): Promise<DownloadedFile> =>
    requestWith(path, { method: "POST", body, ...(signal ? { signal } : {}) }, async (response) => ({
      blob: await response.blob(),
      fileName: fileNameOf(response.headers.get("content-disposition")),
    })),
  /** A stored file (an attachment), as bytes. */
  file: (path: string, signal?: AbortSignal): Promise<DownloadedFile> =>
    requestWith(path, signal ? { signal } : {}, async (response) => ({
      blob: await response.blob(),
      fileName: fileNameOf(response.headers.get("content-disposition")),
    })),
  /** A multipart form (a file upload). */
  upload: <S extends z.ZodType>(path: string, form: FormData, schema: S) =>
    request(path, { method: "POST", body: form, schema }),
  /** A body names what to delete when the path cannot (bulk deletes). */
  delete: <S extends z.ZodType>(path: string, schema: S, body?: unknown) =>
    request(path, { method: "DELETE", schema, ...(body === undefined ? {} : { body }) }),
};
