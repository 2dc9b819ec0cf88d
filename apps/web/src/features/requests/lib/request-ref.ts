/** The open review panel in the address (`?type=swap|shiftrequest|event&id=`), like the open shifts' `?id=`. */
import { REQUEST_CONTENT_TYPES, type RequestContentType } from "@rosterly/domain/requests";
import type { RequestRef } from "../api/keys";

export function readRequestRef(params: URLSearchParams): RequestRef | null {
  const type = params.get("type");
  const id = Number(params.get("id"));
  const contentType = REQUEST_CONTENT_TYPES.find((candidate) => candidate === type);
  if (contentType === undefined || !Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  return { contentType, id };
}

/** A copy of `params` naming `ref` (or no request). */
export function withRequestRef(params: URLSearchParams, ref: RequestRef | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (ref === null) {
    next.delete("type");
    next.delete("id");
  } else {
    next.set("type", ref.contentType);
    next.set("id", String(ref.id));
  }
  return next;
}

export const sameRequest = (a: RequestRef | null, b: RequestRef | null): boolean =>
  a !== null && b !== null && a.contentType === b.contentType && a.id === b.id;

export type { RequestContentType };
