import { page } from "@rosterly/contract";
import type { z } from "zod";
import { api } from "./client";

/** Pages are followed through the server's absolute `next` links, which may name another host in tests. */
function relative(next: string | URL): string {
  const url = new URL(next, window.location.origin);
  return `${url.pathname}${url.search}`;
}

/** The address of page `number` of the list at `address` (a path, or the server's `next` link). */
function pageAddress(address: string | URL, number: number): string {
  const url = new URL(address, window.location.origin);
  url.searchParams.set("page", String(number));
  return relative(url);
}

/**
 * Every item of a paged list (DESIGN §4: `{count, next, previous, results}`). The first page's
 * count says how many pages follow, so they are asked for all at once rather than one after
 * another (a 150-staff period is a dozen pages); a `next` beyond them (rows added meanwhile) is
 * still followed. Pages are parsed with the item schema as they arrive and kept in order.
 *
 * `expectedCount` (what the same list held last time, when the caller knows) has the pages it
 * implies asked for together with the first, as `page_size` in the path sizes them: a period's
 * second page then no longer waits for the first. A page past the end answers empty and adds
 * nothing; too low a guess only leaves the rest to be asked once the first page has answered.
 */
export async function fetchAllPages<S extends z.ZodType>(
  firstPath: string,
  item: S,
  signal?: AbortSignal,
  expectedCount = 0,
): Promise<z.output<S>[]> {
  const schema = page(item);
  type Page = z.output<typeof schema>;
  const pageSize = Number(new URL(firstPath, window.location.origin).searchParams.get("page_size"));
  const guessedPages = pageSize > 0 ? Math.ceil(expectedCount / pageSize) : 0;
  const early = new Map<number, Promise<Page>>();
  for (let number = 2; number <= guessedPages; number += 1) {
    const request = api.get(pageAddress(firstPath, number), schema, signal);
    // Awaited below when the count needs the page; otherwise its answer (or failure) is not wanted.
    request.catch(() => undefined);
    early.set(number, request);
  }
  const first: Page = await api.get(firstPath, schema, signal);
  const items: z.output<S>[] = [...first.results];
  let last: Page = first;
  const size = first.results.length;
  if (first.next !== null && size > 0) {
    const next = new URL(first.next, window.location.origin);
    if (next.searchParams.get("page") === "2") {
      const pages = Math.ceil(first.count / size);
      const numbers = Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2);
      const rest = await Promise.all(
        numbers.map((number) => early.get(number) ?? api.get(pageAddress(next, number), schema, signal)),
      );
      for (const current of rest) items.push(...current.results);
      last = rest.at(-1) ?? first;
    }
  }
  let path = last.next === null || last.results.length === 0 ? null : relative(last.next);
  while (path !== null) {
    const current: Page = await api.get(path, schema, signal);
    items.push(...current.results);
    path = current.next === null || current.results.length === 0 ? null : relative(current.next);
  }
  return items;
}
