import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { env } from "../../../lib/env";
import { fakeServer } from "../../../test/fake-server";
import { renderApp } from "../../../test/render-app";
import { STATUS_POLL_INTERVAL_MS } from "../api/get-status";

const status = (version: string, extra: Record<string, unknown> = {}) => ({
  body: { version, state: "ok", date: null, duration: null, ...extra },
});

describe("status polling", () => {
  it("polls every 10 minutes while focused, pauses on blur and shows the new-version dialog", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let deployed = env.appVersion;
    const server = fakeServer().on("GET", "/status.json", () => status(deployed));
    renderApp("/auth/login");
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    const polls = () => server.calls("GET", "/status.json").length;
    expect(polls()).toBe(1);

    act(() => void window.dispatchEvent(new Event("focus")));
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS));
    expect(polls()).toBe(2);

    act(() => void window.dispatchEvent(new Event("blur")));
    await act(() => vi.advanceTimersByTimeAsync(3 * STATUS_POLL_INTERVAL_MS));
    expect(polls()).toBe(2);

    deployed = "9.9.9";
    act(() => void window.dispatchEvent(new Event("focus")));
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS));

    expect(polls()).toBe(3);
    expect(
      await screen.findByRole("dialog", { name: "A new version of Rosterly is available" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refresh now" })).toBeInTheDocument();
  });

  it("announces scheduled maintenance", async () => {
    fakeServer().on(
      "GET",
      "/status.json",
      status(env.appVersion, { state: "maintenance_scheduled", date: "2026-03-07T12:00:00Z", duration: 90 }),
    );
    renderApp("/auth/login");

    expect(
      await screen.findByText(/^Scheduled maintenance: Mar 7, 2026 \d\d:\d\d, for about 90 minutes\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
