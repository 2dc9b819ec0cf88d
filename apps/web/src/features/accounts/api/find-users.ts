/** `GET /api/users/find/?query=`: people already known by this e-mail (a new profile instead of a new user). */
import { API, account, wire } from "@rosterly/contract";
import { z } from "zod";
import { api } from "../../../lib/api/client";

const resultsSchema = z.array(wire(account));

/** The spec's client-side rule: a search without a query is never sent. */
export class MissingQueryError extends Error {
  override readonly name = "MissingQueryError";
  constructor() {
    super("Missing query parameters");
  }
}

export function findUsers(query: string, signal?: AbortSignal) {
  const text = query.trim();
  if (text === "") return Promise.reject(new MissingQueryError());
  return api.get(
    `${API.findUsers}?${new URLSearchParams({ query: text }).toString()}`,
    resultsSchema,
    signal,
  );
}
