import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../../lib/storage";
import { buildSessionUser } from "../../../test/factories";
import { apiError, fakeServer, signedInServer } from "../../../test/fake-server";
import { currentPath, renderApp } from "../../../test/render-app";
import { storeSession, tokenPair } from "../../../test/tokens";

async function signIn(
  user: ReturnType<typeof userEvent.setup>,
  email = "grace.hopper@stmarys.example",
  password = "Correct-h0rse",
) {
  await user.type(await screen.findByLabelText("E-mail"), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("sign-in page", () => {
  it("signs in and goes to the redirect target, query included", async () => {
    const pair = tokenPair();
    const server = signedInServer("staff").on("POST", "/api/auth/jwt/create/", { body: pair });
    renderApp("/auth/login?redirect=%2Faccount%2Fprofile%3Ftab%3Djob");

    await signIn(userEvent.setup());

    expect(await screen.findByRole("heading", { name: "My profile", level: 1 })).toBeInTheDocument();
    expect(currentPath()).toBe("/account/profile?tab=job");
    const [login] = server.calls("POST", "/api/auth/jwt/create/");
    expect(login?.body).toEqual({ email: "grace.hopper@stmarys.example", password: "Correct-h0rse" });
    expect(login?.headers.get("authorization")).toBeNull();
    expect(login?.headers.get("x-api-version")).toBe("1");
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(pair.access);
    expect(server.calls("GET", "/api/auth/users/me/")[0]?.headers.get("authorization")).toBe(
      `Bearer ${pair.access}`,
    );
  });

  it("says 'Incorrect email or password.' for bad credentials", async () => {
    fakeServer().on(
      "POST",
      "/api/auth/jwt/create/",
      apiError(401, "no_active_account", "No active account found with the given credentials"),
    );
    renderApp("/auth/login");

    await signIn(userEvent.setup(), "grace.hopper@stmarys.example", "wrong");

    expect(await screen.findByRole("alert")).toHaveTextContent("Incorrect email or password.");
    expect(currentPath()).toBe("/auth/login");
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it("says 'Login failed. Please try again later.' for any other failure", async () => {
    fakeServer().on("POST", "/api/auth/jwt/create/", apiError(500, "server_error", "Internal server error."));
    renderApp("/auth/login");

    await signIn(userEvent.setup());

    expect(await screen.findByRole("alert")).toHaveTextContent("Login failed. Please try again later.");
  });

  it("checks the form before calling the server", async () => {
    const server = fakeServer();
    renderApp("/auth/login");
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText("E-mail"), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByText("Enter a valid e-mail address.")).toBeInTheDocument();
    expect(screen.getByText("Enter your password.")).toBeInTheDocument();
    expect(server.calls("POST", "/api/auth/jwt/create/")).toHaveLength(0);
  });

  it("ties each field's error to it and shows the attempt as pending until the server answers", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    fakeServer().on(
      "POST",
      "/api/auth/jwt/create/",
      () => new Promise<{ status: number; body: unknown }>((resolve) => (answer = resolve)),
    );
    renderApp("/auth/login");
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Sign in" }));
    const email = screen.getByLabelText("E-mail");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Enter your e-mail address.");
    expect(email).toHaveFocus();
    await user.type(email, "grace.hopper@stmarys.example");
    expect(email).toHaveAttribute("aria-invalid", "false");
    expect(email).not.toHaveAccessibleDescription();

    await user.type(screen.getByLabelText("Password"), "Correct-h0rse");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("button", { name: "Signing in…" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Signing in…" }).closest("form")).toHaveAttribute(
      "aria-busy",
      "true",
    );

    answer({ status: 500, body: { detail: "Internal server error.", code: "server_error" } });
    expect(await screen.findByRole("alert")).toHaveTextContent("Login failed. Please try again later.");
    expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
  });

  it("shows a live lockout countdown that survives a reload, then offers the form again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date("2026-03-02T08:00:00.000Z"));
    fakeServer().on(
      "POST",
      "/api/auth/jwt/create/",
      apiError(403, "account_locked", "Too many failed sign-in attempts; try again later.", {
        cooloff_timedelta: { days: 0, hours: 0, minutes: 14, seconds: 59 },
      }),
    );
    const first = renderApp("/auth/login");

    await signIn(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));

    expect(await screen.findByRole("timer")).toHaveTextContent("14:59");
    expect(screen.getByText("Sign-in temporarily paused")).toBeInTheDocument();
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole("timer")).toHaveTextContent("14:58");

    first.unmount();
    renderApp("/auth/login");
    expect(await screen.findByRole("timer")).toHaveTextContent(/^14:5\d$/);

    await act(() => vi.advanceTimersByTimeAsync(15 * 60_000));
    expect(await screen.findByLabelText("Password")).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.cooloffDueTime)).toBeNull();
  });

  it.each([
    [
      "unauthorized_device",
      "You have been signed out because your account was used to sign in on another device.",
    ],
    [
      "no_active_profile",
      "Your account has no active profile at this organisation. Please contact your administrator.",
    ],
  ])("explains a forced logout (%s) on the login page", async (reason, message) => {
    storeSession();
    signedInServer("staff", { user: buildSessionUser("staff") });
    renderApp(`/auth/logout?reason=${reason}`);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(currentPath()).toBe("/auth/login");
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });
});
