/** `/status.json`: the deployed version and any announced maintenance. */
import { STATUS_PATH, type StatusFile, statusFile } from "@rosterly/contract";
import { queryOptions } from "@tanstack/react-query";

export const STATUS_POLL_INTERVAL_MS = 10 * 60 * 1000;

export async function getStatus(signal?: AbortSignal): Promise<StatusFile> {
  // A static file: no credentials, and never a cached copy, or a new version would go unnoticed.
  const response = await fetch(STATUS_PATH, {
    cache: "no-store",
    headers: { Accept: "application/json" },
    signal,
  });
  if (!response.ok) throw new Error(`status.json answered ${response.status}`);
  return statusFile.parse(await response.json());
}

/** Polls every 10 minutes while `polling` is true (the window has focus). */
export function statusQueryOptions(polling: boolean) {
  return queryOptions({
    queryKey: ["status"],
    queryFn: ({ signal }) => getStatus(signal),
    refetchInterval: polling ? STATUS_POLL_INTERVAL_MS : false,
    refetchIntervalInBackground: true,
    staleTime: STATUS_POLL_INTERVAL_MS,
    // Regaining focus resumes polling; it asks at once only if the last answer is older than the interval.
    refetchOnWindowFocus: true,
    retry: false,
  });
}
