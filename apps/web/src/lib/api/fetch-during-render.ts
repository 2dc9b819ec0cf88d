import { type FetchQueryOptions, type QueryKey, useQueryClient } from "@tanstack/react-query";

/**
 * Starts a query while the component renders, when its key has nothing cached or in flight, so its
 * request leaves before the render commits; the `useQuery` of the same options then takes the answer
 * (one request). `useQuery` alone asks only from its effects, after the commit: on a change of
 * period that is after the old grid is taken down and the new screen drawn (~90 ms). TanStack's
 * `usePrefetchQuery`, with an `enabled` switch.
 */
export function useFetchDuringRender<TData, TKey extends QueryKey>(
  options: FetchQueryOptions<TData, Error, TData, TKey>,
  enabled = true,
): void {
  const client = useQueryClient();
  if (enabled && client.getQueryState(options.queryKey) === undefined) void client.prefetchQuery(options);
}
