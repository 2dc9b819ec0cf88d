import type { Page } from "@rosterly/contract";
import type { FastifyRequest } from "fastify";

export interface PageRequest {
  page: number;
  pageSize: number;
}

export function offsetOf(request: PageRequest): number {
  return (request.page - 1) * request.pageSize;
}

/** Builds the absolute URL of another page of the same query, keeping every other parameter. */
function pageUrl(request: FastifyRequest, page: number): string {
  // `request.host` follows X-Forwarded-Host only when TRUST_PROXY trusts the proxy that sent it.
  const url = new URL(request.url, `${request.protocol}://${request.host || "localhost"}`);
  url.searchParams.set("page", String(page));
  return url.toString();
}

/** The one `{count, next, previous, results}` envelope. */
export function paginate<T>(
  request: FastifyRequest,
  pageRequest: PageRequest,
  count: number,
  results: T[],
): Page<T> {
  const { page, pageSize } = pageRequest;
  const hasNext = page * pageSize < count;
  return {
    count,
    next: hasNext ? pageUrl(request, page + 1) : null,
    previous:
      page > 1 ? pageUrl(request, Math.min(page - 1, Math.max(1, Math.ceil(count / pageSize)))) : null,
    results,
  };
}
