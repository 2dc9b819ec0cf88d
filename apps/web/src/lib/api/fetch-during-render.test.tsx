import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useFetchDuringRender } from "./fetch-during-render";

const KEY = ["things", 1] as const;

interface ReaderProps {
  enabled: boolean;
  fetchThing: () => Promise<string>;
  /** Called in each render: has the query's request left by now? */
  seen: (fetching: boolean) => void;
}

function Reader({ enabled, fetchThing, seen }: ReaderProps) {
  const options = { queryKey: KEY, queryFn: fetchThing };
  useFetchDuringRender(options, enabled);
  seen(useQueryClient().getQueryState(KEY)?.fetchStatus === "fetching");
  const query = useQuery({ ...options, enabled });
  return <p>{query.data ?? "nothing"}</p>;
}

function start(enabled: boolean) {
  const fetchThing = vi.fn(() => Promise.resolve("the thing"));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const seen: boolean[] = [];
  render(
    <QueryClientProvider client={client}>
      <Reader enabled={enabled} fetchThing={fetchThing} seen={(fetching) => seen.push(fetching)} />
    </QueryClientProvider>,
  );
  return { fetchThing, seen };
}

describe("useFetchDuringRender", () => {
  it("sends the request during the first render, and the query takes its answer without asking again", async () => {
    const { fetchThing, seen } = start(true);
    expect(seen[0]).toBe(true);
    expect(await screen.findByText("the thing")).toBeInTheDocument();
    expect(fetchThing).toHaveBeenCalledTimes(1);
  });

  it("asks nothing while the query is not enabled", () => {
    const { fetchThing, seen } = start(false);
    expect(seen.every((fetching) => !fetching)).toBe(true);
    expect(screen.getByText("nothing")).toBeInTheDocument();
    expect(fetchThing).not.toHaveBeenCalled();
  });
});
