import { page } from "@rosterly/contract";
import type { z } from "zod";
import { api } from "./client";

/** Pages are followed through the server's absolute `next` links, which may name another host in tests. */
function relative(next: string): string {
  const url = new URL(next, window.location.origin);
  return `${url.pathname}${url.search}`;
}

/**
 * Every item of a paged list (DESIGN §4: `{count, next, previous, results}`), following `next`
 * until it is null. Pages are parsed with the item schema as they arrive.
 */
export async function fetchAllPages<S extends z.ZodType>(
  firstPath: string,
  item: S,
  signal?: AbortSignal,
): Promise<z.output<S>[]> {
  const schema = page(item);
  const items: z.output<S>[] = [];
  let path: string | null = firstPath;
  while (path !== null) {
    const current: z.output<typeof schema> = await api.get(path, schema, signal);
    items.push(...current.results);
    path = current.next === null || current.results.length === 0 ? null : relative(current.next);
  }
  return items;
}
