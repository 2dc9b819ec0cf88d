import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client";
import { STORAGE_KEYS } from "../../lib/storage";
import { apiError, fakeServer, signedInServer } from "../../test/fake-server";
import { fakeSockets } from "../../test/fake-socket";
import { createI18n } from "../../test/i18n";
import { currentPath } from "../../test/render-app";
import { StyleScope } from "../../test/stylesheets";
import { storeSession, tokenPair } from "../../test/tokens";
import { App } from "../App";
import { PUBLIC_ROUTES } from "../router/public-routes";
import { leanSignInAddress, PUBLIC_PATH_PREFIXES } from "./lean-sign-in";
import { startWeb } from "./start";

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

/**
 * Starts the web app at `path` as main.tsx does; counts how often the whole app was rendered. With
 * `appCode: "never"` the app's code never arrives (what happens before it is evaluated).
 */
function start(path: string, { appCode = "loads" }: { appCode?: "loads" | "never" } = {}) {
  window.history.replaceState(null, "", path);
  const container = document.body.appendChild(document.createElement("div"));
  const mounted = { appRenders: 0, preloads: 0 };
  const i18n = createI18n("en");
  const app = () => {
    mounted.appRenders += 1;
    return (
      <StyleScope>
        <App
          i18n={i18n}
          queryClient={createQueryClient({ retry: false })}
          dependencies={{ createSocket: fakeSockets().create }}
        />
      </StyleScope>
    );
  };
  const loadApp = () => (appCode === "loads" ? Promise.resolve(app) : new Promise<typeof app>(() => {}));
  const preloadApp = () => {
    mounted.preloads += 1;
  };
  const created = createRoot(container);
  root = created;
  act(() =>
    startWeb(created, {
      i18n,
      loadApp,
      preloadApp,
      signedIn: window.localStorage.getItem(STORAGE_KEYS.accessToken) !== null,
    }),
  );
  return mounted;
}

async function signIn(user: ReturnType<typeof userEvent.setup>, password = "Correct-h0rse") {
  await user.type(await screen.findByLabelText("E-mail"), "grace.hopper@stmarys.example");
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("the first load", () => {
  it.each([
    ["/auth/login", false, "/auth/login"],
    ["/auth/login/", false, "/auth/login/"],
    ["/auth/login?redirect=%2Fopen-shifts", false, "/auth/login?redirect=%2Fopen-shifts"],
    ["/auth/login", true, null],
    ["/", false, "/auth/login"],
    [
      "/scheduling/schedule?date=2026-12-06#x",
      false,
      "/auth/login?redirect=%2Fscheduling%2Fschedule%3Fdate%3D2026-12-06%23x",
    ],
    ["/scheduling/schedule", true, null],
    ["/auth/password/forgot", false, null],
    ["/auth/logout", false, null],
    ["/account/credentials/confirm_email_change/1/a%40b.c/t", false, null],
    ["/account/profile", false, "/auth/login?redirect=%2Faccount%2Fprofile"],
  ])("at %s (signed in: %s) the first load's lean sign-in address is %s", (path, signedIn, address) => {
    const url = new URL(path, "http://localhost");
    expect(leanSignInAddress(url, signedIn)).toBe(address);
  });

  it("signs in on the lean screen, stores the tokens, then mounts the app, which goes to the redirect", async () => {
    const pair = tokenPair();
    const server = signedInServer("staff").on("POST", "/api/auth/jwt/create/", { body: pair });
    window.localStorage.setItem(STORAGE_KEYS.cooloffDueTime, String(Date.now() - 1000));
    const mounted = start("/auth/login?redirect=%2Faccount%2Fprofile%3Ftab%3Djob");

    expect(await screen.findByRole("heading", { name: "Sign in", level: 1 })).toBeInTheDocument();
    await signIn(userEvent.setup());

    expect(await screen.findByRole("heading", { name: "My profile", level: 1 })).toBeInTheDocument();
    expect(mounted.appRenders).toBe(1);
    expect(currentPath()).toBe("/account/profile?tab=job");
    expect(server.calls("POST", "/api/auth/jwt/create/")[0]?.body).toEqual({
      email: "grace.hopper@stmarys.example",
      password: "Correct-h0rse",
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(pair.access);
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(pair.refresh);
    expect(window.localStorage.getItem(STORAGE_KEYS.cooloffDueTime)).toBeNull();
  });

  it("asks for the profile and the organisation as soon as the token arrives, before the app's code", async () => {
    const server = signedInServer("staff").on("POST", "/api/auth/jwt/create/", { body: tokenPair() });
    const mounted = start("/auth/login?redirect=%2Faccount%2Fprofile", { appCode: "never" });

    await signIn(userEvent.setup());

    await vi.waitFor(() => {
      expect(server.calls("GET", "/api/auth/users/me/")).toHaveLength(1);
      expect(server.calls("GET", "/api/hospitals/")).toHaveLength(1);
    });
    expect(mounted.appRenders).toBe(0);
  });

  it("leaves every public route of the app to the app (each starts with a public prefix)", () => {
    for (const { path } of PUBLIC_ROUTES)
      expect(
        PUBLIC_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(true);
  });

  it("sends a signed-out visit of a page that needs sign-in to the lean screen, then on to that page", async () => {
    signedInServer("staff").on("POST", "/api/auth/jwt/create/", { body: tokenPair() });
    const mounted = start("/account/profile?tab=job");

    expect(await screen.findByRole("heading", { name: "Sign in", level: 1 })).toBeInTheDocument();
    expect(currentPath()).toBe("/auth/login?redirect=%2Faccount%2Fprofile%3Ftab%3Djob");
    expect(mounted.appRenders).toBe(0);
    await signIn(userEvent.setup());

    expect(await screen.findByRole("heading", { name: "My profile", level: 1 })).toBeInTheDocument();
    expect(currentPath()).toBe("/account/profile?tab=job");
  });

  it("fetches the app's code in the background but does not render it before the sign-in", async () => {
    fakeServer();
    const mounted = start("/auth/login");

    await screen.findByLabelText("E-mail");
    await vi.waitFor(() => expect(mounted.preloads).toBeGreaterThan(0));
    expect(mounted.appRenders).toBe(0);
  });

  it("shows a failed attempt on the lean screen and stays there", async () => {
    fakeServer().on(
      "POST",
      "/api/auth/jwt/create/",
      apiError(401, "no_active_account", "No active account found with the given credentials"),
    );
    const mounted = start("/auth/login");

    await signIn(userEvent.setup(), "wrong");

    expect(await screen.findByRole("alert")).toHaveTextContent("Incorrect email or password.");
    expect(mounted.appRenders).toBe(0);
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it("shows the lockout countdown when the answer carries the cooloff", async () => {
    fakeServer().on(
      "POST",
      "/api/auth/jwt/create/",
      apiError(401, "no_active_account", "No active account found with the given credentials", {
        cooloff_timedelta: { days: 0, hours: 1, minutes: 2, seconds: 5 },
      }),
    );
    start("/auth/login");

    await signIn(userEvent.setup(), "wrong");

    expect(await screen.findByRole("timer")).toHaveTextContent(/^1:02:0[45]$/);
    expect(screen.getByRole("heading", { name: "Sign-in temporarily paused" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
  });

  it("opens the forgotten-password page in the app from the lean screen", async () => {
    fakeServer();
    const mounted = start("/auth/login");

    await userEvent.setup().click(await screen.findByRole("link", { name: "Forgot password?" }));

    expect(await screen.findByRole("heading", { name: "Forgot your password?" })).toBeInTheDocument();
    expect(currentPath()).toBe("/auth/password/forgot");
    expect(mounted.appRenders).toBe(1);
  });

  it("loads the app at once when signed in, even on the sign-in page", async () => {
    storeSession();
    signedInServer("staff");
    const mounted = start("/auth/login?redirect=%2Faccount%2Fprofile");

    expect(await screen.findByRole("heading", { name: "My profile", level: 1 })).toBeInTheDocument();
    expect(mounted.appRenders).toBe(1);
  });
});
