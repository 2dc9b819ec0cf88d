import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useOnceSettled } from "./use-once-settled";

// The browser's idle callbacks, run when the test says the browser is idle.
let idle: (() => void)[] = [];
const browserIdles = () =>
  act(() => {
    const due = idle;
    idle = [];
    for (const run of due) run();
  });

beforeEach(() => {
  idle = [];
  vi.stubGlobal("requestIdleCallback", (run: () => void) => idle.push(run));
  vi.stubGlobal("cancelIdleCallback", (handle: number) => {
    idle.splice(handle - 1, 1, () => {});
  });
});
afterEach(() => {
  // Unmounted first: the hook's clean-up cancels its idle callback.
  cleanup();
  vi.unstubAllGlobals();
});

function held() {
  let answer!: (value: string) => void;
  const promise = new Promise<string>((resolve) => (answer = resolve));
  return { promise, answer };
}

describe("useOnceSettled", () => {
  it("preloads once the screen's requests have answered and the browser is idle, and only once", async () => {
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const grid = held();
    void queryClient.fetchQuery({ queryKey: ["grid"], queryFn: () => grid.promise });
    const preload = vi.fn();

    renderHook(() => useOnceSettled(preload), { wrapper });
    browserIdles();
    expect(preload).not.toHaveBeenCalled();

    act(() => grid.answer("cells"));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    browserIdles();
    expect(preload).toHaveBeenCalledTimes(1);

    await act(() => queryClient.fetchQuery({ queryKey: ["next"], queryFn: () => Promise.resolve("more") }));
    browserIdles();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it("waits again when a request starts between the settled render and the idle moment", async () => {
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const preload = vi.fn();
    renderHook(() => useOnceSettled(preload), { wrapper });
    const late = held();
    void queryClient.fetchQuery({ queryKey: ["late"], queryFn: () => late.promise });

    browserIdles();
    expect(preload).not.toHaveBeenCalled();

    act(() => late.answer("in"));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    browserIdles();
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
