import { afterEach, describe, expect, it, vi } from "vitest";
import { preloadRedirectScreen } from "./preload-screen";
import { SCREEN_ROUTES } from "./screens";

const route = (id: string) => {
  const found = SCREEN_ROUTES.find((r) => r.id === id);
  if (!found) throw new Error(`no route ${id}`);
  return found;
};

afterEach(() => vi.restoreAllMocks());

describe("preloadRedirectScreen", () => {
  it("fetches the code of the screen the sign-in goes on to, and no other", () => {
    const spies = SCREEN_ROUTES.map((r) => vi.spyOn(r.Screen, "preload").mockImplementation(() => undefined));

    preloadRedirectScreen(`?${new URLSearchParams({ redirect: "/scheduling/schedule?date=2026-03-01" })}`);

    expect(route("masterSchedule").Screen.preload).toHaveBeenCalledTimes(1);
    expect(spies.reduce((calls, spy) => calls + spy.mock.calls.length, 0)).toBe(1);
  });

  it.each([
    ["no redirect", ""],
    ["another site", `?${new URLSearchParams({ redirect: "//evil.test/scheduling/schedule" })}`],
    ["a page with no screen", `?${new URLSearchParams({ redirect: "/nowhere" })}`],
  ])("fetches nothing for %s", (_, search) => {
    const spies = SCREEN_ROUTES.map((r) => vi.spyOn(r.Screen, "preload").mockImplementation(() => undefined));

    preloadRedirectScreen(search);

    expect(spies.every((spy) => spy.mock.calls.length === 0)).toBe(true);
  });
});
