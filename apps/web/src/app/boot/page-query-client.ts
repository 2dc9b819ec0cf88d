import type { QueryClient } from "@tanstack/react-query";
import { createQueryClient } from "../../lib/query-client";

let client: QueryClient | null = null;

/**
 * The page's query client: the app's, and before the app opens, the one the sign-in's first requests
 * fill for it (the first screen's data, app/boot/session-requests.ts).
 */
export function pageQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}
