import { STORAGE_KEYS } from "../lib/storage";

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** A token shaped like the server's (HS256 JWT); the web reads only `exp`, the signature is the server's. */
export function fakeJwt(
  claims: { exp: number; type: "access" | "refresh"; sub?: number },
  label = "x",
): string {
  return `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url({ user_id: 11, ...claims })}.${label}`;
}

const inMinutes = (minutes: number) => Math.floor(Date.now() / 1000) + minutes * 60;

export function tokenPair(label = "1") {
  return {
    access: fakeJwt({ exp: inMinutes(5), type: "access" }, `access-${label}`),
    refresh: fakeJwt({ exp: inMinutes(24 * 60), type: "refresh" }, `refresh-${label}`),
  };
}

/** Puts a signed-in session in storage, as a previous sign-in would have left it. */
export function storeSession(pair = tokenPair(), options: { autoRefresh?: boolean } = {}) {
  window.localStorage.setItem(STORAGE_KEYS.accessToken, pair.access);
  window.localStorage.setItem(STORAGE_KEYS.refreshToken, pair.refresh);
  if (options.autoRefresh !== false) window.localStorage.setItem(STORAGE_KEYS.autoRefresh, "true");
  return pair;
}
