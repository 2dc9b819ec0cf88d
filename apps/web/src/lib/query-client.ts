import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api/errors";

/** A 4xx will not change by asking again; network and server failures get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: options.retry === false ? false : shouldRetry,
        staleTime: 30_000,
        // Live updates keep data fresh; refetching everything on every focus would only add load.
        refetchOnWindowFocus: false,
        // Asked even offline: the service worker may answer from the last sync, and otherwise the
        // screen says it failed instead of waiting silently for a network.
        networkMode: "offlineFirst",
      },
      // A change offline fails at once (and says so) rather than waiting to be sent later.
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
