import { vi } from "vitest";

/**
 * Every URL the app fetched, query included (the fake server records paths only). Wraps the fake
 * server's fetch, so call it after the server is set up.
 */
export function recordUrls(): { all: string[]; last: (path: string) => URLSearchParams } {
  const all: string[] = [];
  const inner = globalThis.fetch;
  vi.stubGlobal("fetch", (input: string | URL | Request, init?: RequestInit) => {
    all.push(input instanceof Request ? input.url : input.toString());
    return inner(input, init);
  });
  return {
    all,
    last: (path) => {
      const url = [...all].reverse().find((href) => new URL(href, "http://localhost").pathname === path);
      return new URL(url ?? path, "http://localhost").searchParams;
    },
  };
}
