import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../lib/storage";
import { buildSessionUser } from "../../test/factories";
import { apiError, signedInServer } from "../../test/fake-server";
import { currentPath, renderApp } from "../../test/render-app";
import { storeSession } from "../../test/tokens";

describe("routing", () => {
  it("sends a signed-out deep link to login with the full path as redirect, and back after sign-in", async () => {
    const server = signedInServer("admin").on("POST", "/api/auth/jwt/create/", {
      body: { access: "a.b.c", refresh: "d.e.f" },
    });
    renderApp("/admin/general/hospital?view=contacts#phone");

    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/auth/login");
    expect(new URLSearchParams(window.location.search).get("redirect")).toBe(
      "/admin/general/hospital?view=contacts#phone",
    );
    expect(server.calls("GET", "/api/auth/users/me/")).toHaveLength(0);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText("E-mail"), "grace.hopper@stmarys.example");
    await user.type(screen.getByLabelText("Password"), "Correct-h0rse");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByRole("heading", { name: "St. Mary's General Hospital" })).toBeInTheDocument();
    expect(currentPath()).toBe("/admin/general/hospital?view=contacts#phone");
  });

  it.each([
    ["admin", "/admin/general/hospital"],
    ["ops", "/scheduling/schedule"],
    ["dept", "/scheduling/schedule"],
    ["staff", "/scheduling/staffschedule"],
  ] as const)("opens the first route %s may open at /", async (role, home) => {
    storeSession();
    signedInServer(role);
    renderApp("/");

    await waitFor(() => expect(window.location.pathname).toBe(home));
  });

  it("redirects an admin group to its first child", async () => {
    storeSession();
    signedInServer("admin");
    renderApp("/admin/general");

    expect(await screen.findByRole("heading", { name: "St. Mary's General Hospital" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/admin/general/hospital");
  });

  it("shows not-found for unknown paths and for routes the role may not open", async () => {
    storeSession();
    signedInServer("staff");
    renderApp("/admin/general/hospital");

    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("link", { name: "Go to home page" }));
    await waitFor(() => expect(window.location.pathname).toBe("/scheduling/staffschedule"));
  });

  it("shows the signed-in user's own profile to edit, with the job part read-only", async () => {
    storeSession();
    signedInServer("dept");
    renderApp("/account/profile");

    expect(await screen.findByRole("heading", { name: "My profile", level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue("Grace");
    expect(screen.getByLabelText(/^Last name/)).toHaveValue("Hopper");
    expect(screen.getByLabelText("Alias")).toHaveValue("Gigi");
    expect(screen.getByLabelText("Personal phone")).toHaveValue("(555) 123-4567");
    const details: [string, string][] = [
      ["Department", "Medical-Surgical 4 West"],
      ["Job type", "Registered Nurse"],
      ["Job status", "Full time (FT)"],
      ["Role", "Department management"],
    ];
    for (const [label, value] of details) {
      expect(screen.getByText(label, { selector: "dt" }).nextElementSibling).toHaveTextContent(value);
    }
  });

  it("goes to login, keeping the page as redirect, when the session cannot be refreshed", async () => {
    storeSession();
    signedInServer("staff")
      .on(
        "GET",
        "/api/auth/users/me/",
        apiError(401, "token_not_valid", "Given token not valid for any token type"),
      )
      .on("POST", "/api/auth/jwt/refresh/", apiError(401, "token_not_valid", "Token is expired"));
    renderApp("/account/profile");

    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get("redirect")).toBe("/account/profile");
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it("logs out a user whose profile is not active", async () => {
    storeSession();
    signedInServer("staff", { user: buildSessionUser("staff", { state: "inactive" }) });
    renderApp("/account/profile");

    expect(
      await screen.findByText(
        "Your account has no active profile at this organisation. Please contact your administrator.",
      ),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe("/auth/login");
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it("logs out when the server says the profile is not active", async () => {
    storeSession();
    signedInServer("staff").on(
      "GET",
      "/api/auth/users/me/",
      apiError(403, "no_active_profile", "This account has no active profile."),
    );
    renderApp("/");

    expect(
      await screen.findByText(
        "Your account has no active profile at this organisation. Please contact your administrator.",
      ),
    ).toBeInTheDocument();
  });
});
