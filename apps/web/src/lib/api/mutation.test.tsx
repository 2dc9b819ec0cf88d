import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { useChainedMutation } from "./mutation";

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe("useChainedMutation", () => {
  it("runs the hook's own callbacks before the caller's, on success and when settled", async () => {
    const calls: string[] = [];
    const { result } = renderHook(
      () =>
        useChainedMutation(
          (value: number) => Promise.resolve(value * 2),
          {
            onSuccess: (data) => void calls.push(`own success ${data}`),
            onSettled: () => void calls.push("own settled"),
          },
          {
            onSuccess: (data, variables) => void calls.push(`caller success ${data} of ${variables}`),
            onSettled: () => void calls.push("caller settled"),
          },
        ),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(21));
    expect(calls).toEqual(["own success 42", "caller success 42 of 21", "own settled", "caller settled"]);
  });

  it("gives the caller the error after the hook's own reaction, and the caller's alone when the hook has none", async () => {
    const calls: string[] = [];
    const failing = (): Promise<number> => Promise.reject(new Error("refused"));
    const { result } = renderHook(
      () =>
        useChainedMutation(failing, {}, { onError: (error) => void calls.push(`caller ${error.message}`) }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(undefined).catch(() => undefined));
    expect(calls).toEqual(["caller refused"]);
  });
});
