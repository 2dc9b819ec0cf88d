import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../test/i18n";
import { createQueryClient } from "../../lib/query-client";
import { browserSocket } from "../../lib/ws";
import { fakeServer } from "../../test/fake-server";
import { storeSession } from "../../test/tokens";
import { AppProviders } from "../providers";
import { RequireSignedIn, SignedOutOnly, safeRedirect } from "./guards";
import { RootLayout } from "./RootLayout";

function renderRoutes(initialPath: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: "/auth/login", element: <SignedOutOnly>sign-in form</SignedOutOnly> },
          {
            path: "/rota",
            element: (
              <RequireSignedIn>
                <Link to="/auth/login">to login</Link>
              </RequireSignedIn>
            ),
          },
          { path: "/", element: <RequireSignedIn>home page</RequireSignedIn> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(
    <AppProviders
      i18n={createI18n("en")}
      queryClient={createQueryClient({ retry: false })}
      dependencies={{ createSocket: browserSocket }}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const pathOf = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;

describe("route guards", () => {
  it("returns a signed-in visitor of the login page to the page they came from", async () => {
    fakeServer();
    storeSession();
    const router = renderRoutes("/rota?week=12");

    await userEvent.setup().click(await screen.findByRole("link", { name: "to login" }));

    expect(await screen.findByRole("link", { name: "to login" })).toBeInTheDocument();
    expect(pathOf(router)).toBe("/rota?week=12");
  });

  it("sends a signed-in visitor who arrives at the login page straight home", async () => {
    fakeServer();
    storeSession();
    const router = renderRoutes("/auth/login");

    expect(await screen.findByText("home page")).toBeInTheDocument();
    expect(pathOf(router)).toBe("/");
  });

  it("sends a signed-out visitor to sign in with the full target as redirect", async () => {
    fakeServer();
    const router = renderRoutes("/rota?week=12#tuesday");

    expect(await screen.findByText("sign-in form")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/auth/login");
    expect(new URLSearchParams(router.state.location.search).get("redirect")).toBe("/rota?week=12#tuesday");
  });

  it.each([
    ["/scheduling/schedule?week=3", "/scheduling/schedule?week=3"],
    ["https://evil.example/", null],
    ["//evil.example/", null],
    ["/auth/logout", null],
    [null, null],
  ])("follows only same-app redirects: %s", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });
});
