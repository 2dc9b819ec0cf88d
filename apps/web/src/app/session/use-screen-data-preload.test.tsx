import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client";
import { type FakeAnswer, fakeServer } from "../../test/fake-server";
import { buildSessionUser, hospitalJson, sessionUserJson } from "../../test/factories";
import { scheduleHospital } from "../../test/schedule-fixtures";
import { preloadScreenData } from "../routes/preload-screen-data";
import { useScreenDataPreload } from "./use-screen-data-preload";

type Preload = typeof preloadScreenData;

/** A gate that renders once and never again: whatever it asks for, it asks without a render. */
function OnceRendered({ preload, onRender }: { preload: Preload; onRender?: () => void }) {
  onRender?.();
  useScreenDataPreload(() => Promise.resolve({ preloadScreenData: preload }));
  return null;
}

/** The profile and organisation answers held until the test lets them go, as on a slow network. */
function heldSession() {
  window.localStorage.setItem("active-department-id", "3");
  let answer = () => undefined as void;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const held = (body: unknown) => async (): Promise<FakeAnswer> => {
    await answered;
    return { body };
  };
  const server = fakeServer()
    .on("GET", "/api/auth/users/me/", held(sessionUserJson(buildSessionUser("dept"))))
    .on("GET", "/api/hospitals/", held(hospitalJson(scheduleHospital())));
  return { server, answer };
}

const atSchedule = (children: React.ReactNode, client = createQueryClient({ retry: false })) => (
  <QueryClientProvider client={client}>
    <MemoryRouter initialEntries={["/scheduling/schedule?date=2026-02-03"]}>{children}</MemoryRouter>
  </QueryClientProvider>
);

describe("a starting session's screen data, asked by the gate", () => {
  it("is asked the moment the profile and the organisation arrive, without waiting for a render", async () => {
    const { server, answer } = heldSession();
    let renders = 0;
    render(atSchedule(<OnceRendered preload={preloadScreenData} onRender={() => (renders += 1)} />));
    expect(server.calls("GET", "/api/schedules/")).toEqual([]);
    answer();
    await vi.waitFor(() => expect(server.calls("GET", "/api/schedules/")).toHaveLength(1));
    expect(server.calls("GET", "/api/schedules/")[0]?.query.get("for_date")).toBe("2026-02-03");
    expect(renders).toBe(1);
    // The profile and the organisation were asked once each, by the queries the gate shows.
    expect(server.calls("GET", "/api/auth/users/me/")).toHaveLength(1);
    expect(server.calls("GET", "/api/hospitals/")).toHaveLength(1);
  });

  it("is not asked by a gate that is gone when the answers arrive", async () => {
    const { answer } = heldSession();
    const client = createQueryClient({ retry: false });
    const gone = vi.fn<Preload>();
    const open = vi.fn<Preload>();
    // The gate that goes waits on the same answers as the one that stays, and was first to wait:
    // by the time the one that stays preloads, the one that went has had its turn.
    const left = render(atSchedule(<OnceRendered preload={gone} />, client));
    render(atSchedule(<OnceRendered preload={open} />, client));
    left.unmount();
    answer();
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(gone).not.toHaveBeenCalled();
  });
});
