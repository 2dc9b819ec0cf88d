import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, fakeServer } from "../../../test/fake-server";
import { currentPath, renderApp } from "../../../test/render-app";

/** The first visit compiles the page's lazy chunk under the test runner. */

const usedToken = apiError(400, "token_used", "This link has already been used.", {
  errors: { token: ["This link has already been used."] },
});

async function choosePassword(user: ReturnType<typeof userEvent.setup>, password: string, repeat = password) {
  await user.type(await screen.findByLabelText("New password"), password);
  await user.type(screen.getByLabelText("Repeat new password"), repeat);
}

describe("account activation", () => {
  it("activates with a good link, then shows sign-in with a message", async () => {
    const server = fakeServer().on("POST", "/api/auth/users/activation/", { status: 204 });
    renderApp("/auth/activate/101/tok-123");
    const user = userEvent.setup();

    expect(await screen.findByRole("heading", { name: "Welcome to Rosterly" })).toBeInTheDocument();
    await choosePassword(user, "Night-shift-9");
    await user.click(screen.getByRole("button", { name: "Activate my account" }));

    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(
      screen.getByText("Your account is active. Sign in with your e-mail and new password."),
    ).toBeInTheDocument();
    expect(currentPath()).toBe("/auth/login");
    expect(server.calls("POST", "/api/auth/users/activation/")[0]?.body).toEqual({
      uid: 101,
      token: "tok-123",
      new_password: "Night-shift-9",
      re_new_password: "Night-shift-9",
    });
  });

  it("checks the password rule and the repeat before sending", async () => {
    const server = fakeServer();
    renderApp("/auth/activate/101/tok-123");
    const user = userEvent.setup();

    await choosePassword(user, "short", "other");
    await user.click(screen.getByRole("button", { name: "Activate my account" }));

    expect(
      await screen.findByText("Use at least 8 characters with a digit, a lowercase and an uppercase letter."),
    ).toBeInTheDocument();
    expect(screen.getByText("The two values do not match.")).toBeInTheDocument();
    expect(server.calls("POST", "/api/auth/users/activation/")).toHaveLength(0);
  });

  it("explains a used link and offers a new one through forgot password", async () => {
    fakeServer().on("POST", "/api/auth/users/activation/", usedToken);
    renderApp("/auth/activate/101/tok-123");
    const user = userEvent.setup();

    await choosePassword(user, "Night-shift-9");
    await user.click(screen.getByRole("button", { name: "Activate my account" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("This link has already been used.");
    await user.click(screen.getByRole("link", { name: "Ask for a new link" }));
    expect(await screen.findByRole("heading", { name: "Forgot your password?" })).toBeInTheDocument();
  });

  it("offers to open the app when the link came from the mobile app", async () => {
    fakeServer().on("POST", "/api/auth/users/activation/", { status: 204 });
    renderApp("/auth/activate/101/tok-123/rosterly");
    const user = userEvent.setup();

    await choosePassword(user, "Night-shift-9");
    await user.click(screen.getByRole("button", { name: "Activate my account" }));

    expect(await screen.findByRole("link", { name: "Open the Rosterly app" })).toHaveAttribute(
      "href",
      "rosterly://",
    );
    expect(currentPath()).toBe("/auth/activate/101/tok-123/rosterly");
  });
});

describe("forgot and reset password", () => {
  it("asks for a link from the sign-in page and always confirms the same way", async () => {
    const server = fakeServer().on("POST", "/api/auth/users/reset_password/", { status: 204 });
    renderApp("/auth/login");
    const user = userEvent.setup();

    await user.click(await screen.findByRole("link", { name: "Forgot password?" }));
    await user.type(await screen.findByLabelText("E-mail"), "  nurse@stmarys.example ");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));

    expect(
      await screen.findByText(/If an account uses nurse@stmarys.example, we have sent it a link/),
    ).toBeInTheDocument();
    expect(server.calls("POST", "/api/auth/users/reset_password/")[0]?.body).toEqual({
      email: "nurse@stmarys.example",
    });
  });

  it("refuses a malformed address before sending", async () => {
    const server = fakeServer();
    renderApp("/auth/password/forgot");
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText("E-mail"), "nurse@");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));

    expect(await screen.findByText("Enter a valid e-mail address.")).toBeInTheDocument();
    expect(server.calls("POST", "/api/auth/users/reset_password/")).toHaveLength(0);
  });

  it("sets a new password from the mailed link and goes to sign in", async () => {
    const server = fakeServer().on("POST", "/api/auth/users/reset_password_confirm/", { status: 204 });
    renderApp("/auth/password/reset/confirm/101/reset-tok");
    const user = userEvent.setup();

    await choosePassword(user, "Fresh-start-2");
    await user.click(screen.getByRole("button", { name: "Change password" }));

    expect(
      await screen.findByText("Your password is changed. Sign in with your new password."),
    ).toBeInTheDocument();
    expect(currentPath()).toBe("/auth/login");
    expect(server.calls("POST", "/api/auth/users/reset_password_confirm/")[0]?.body).toEqual({
      uid: 101,
      token: "reset-tok",
      new_password: "Fresh-start-2",
      re_new_password: "Fresh-start-2",
    });
  });

  it("shows the server's password message on the field", async () => {
    fakeServer().on(
      "POST",
      "/api/auth/users/reset_password_confirm/",
      apiError(400, "invalid", "Invalid input.", {
        errors: { new_password: ["This password is too common."] },
      }),
    );
    renderApp("/auth/password/reset/confirm/101/reset-tok");
    const user = userEvent.setup();

    await choosePassword(user, "Password-123");
    await user.click(screen.getByRole("button", { name: "Change password" }));

    expect(await screen.findByText("This password is too common.")).toBeInTheDocument();
  });

  it("resets on the mobile form and offers the way back to the app", async () => {
    fakeServer().on("POST", "/api/auth/users/reset_password_confirm/", { status: 204 });
    renderApp("/auth/password/reset/confirm/ios/101/reset-tok/rosterly");
    const user = userEvent.setup();

    await choosePassword(user, "Fresh-start-2");
    await user.click(screen.getByRole("button", { name: "Change password" }));

    expect(await screen.findByText(/Go back to the Rosterly app/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open the Rosterly app" })).toHaveAttribute(
      "href",
      "rosterly://",
    );
  });

  it("explains an expired reset link", async () => {
    fakeServer().on(
      "POST",
      "/api/auth/users/reset_password_confirm/",
      apiError(400, "token_expired", "This link has expired.", {
        errors: { token: ["This link has expired."] },
      }),
    );
    renderApp("/auth/password/reset/confirm/101/reset-tok");
    const user = userEvent.setup();

    await choosePassword(user, "Fresh-start-2");
    await user.click(screen.getByRole("button", { name: "Change password" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("This link has expired.");
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
      "href",
      "/auth/password/forgot",
    );
  });
});

describe("e-mail change confirmation", () => {
  it("applies the change once, without signing in", async () => {
    const server = fakeServer().on("PATCH", "/api/users/change_email_confirm/", { body: {} });
    renderApp("/account/credentials/confirm_email_change/101/ada.new%40stmarys.example/mail-tok");

    expect(await screen.findByText(/Your e-mail is now ada.new@stmarys.example/)).toBeInTheDocument();
    await waitFor(() => expect(server.calls("PATCH", "/api/users/change_email_confirm/")).toHaveLength(1));
    const [call] = server.calls("PATCH", "/api/users/change_email_confirm/");
    expect(call?.body).toEqual({ new_email: "ada.new@stmarys.example", token: "mail-tok", user_id: 101 });
    expect(call?.headers.get("authorization")).toBeNull();
  });

  it("says when the confirmation link was already used", async () => {
    fakeServer().on("PATCH", "/api/users/change_email_confirm/", usedToken);
    renderApp("/account/credentials/confirm_email_change/101/ada.new%40stmarys.example/mail-tok");

    expect(await screen.findByRole("alert")).toHaveTextContent("This link has already been used.");
    expect(screen.getByRole("link", { name: "Password and e-mail" })).toBeInTheDocument();
  });
});
