import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../../../lib/storage";
import { buildSessionUser, sessionUserJson } from "../../../../test/factories";
import { apiError, signedInServer } from "../../../../test/fake-server";
import { renderApp } from "../../../../test/render-app";
import { storeSession, tokenPair } from "../../../../test/tokens";
import { accountJson, buildAccount } from "../../test/fixtures";

describe("change password", () => {
  it("shows a wrong current password on its field", async () => {
    storeSession();
    signedInServer("staff").on(
      "POST",
      "/api/auth/users/set_password/",
      apiError(400, "invalid", "Invalid input.", {
        errors: { current_password: ["The current password is not correct."] },
      }),
    );
    renderApp("/account/credentials");
    const user = userEvent.setup();

    const card = await screen.findByRole("region", { name: "Change password" });
    await user.type(within(card).getByLabelText("Current password"), "Not-it-1");
    await user.type(within(card).getByLabelText("New password"), "Brand-new-7");
    await user.type(within(card).getByLabelText("Repeat new password"), "Brand-new-7");
    await user.click(within(card).getByRole("button", { name: "Change password" }));

    expect(await within(card).findByText("The current password is not correct.")).toBeInTheDocument();
    expect(within(card).getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true");
  });

  it("checks the new password before sending, then stores the token pair it answers", async () => {
    const fresh = tokenPair("after-change");
    storeSession();
    const server = signedInServer("staff").on("POST", "/api/auth/users/set_password/", { body: fresh });
    renderApp("/account/credentials");
    const user = userEvent.setup();

    const card = await screen.findByRole("region", { name: "Change password" });
    await user.type(within(card).getByLabelText("Current password"), "Old-pass-1");
    await user.type(within(card).getByLabelText("New password"), "weakpass");
    await user.type(within(card).getByLabelText("Repeat new password"), "weakpasss");
    await user.click(within(card).getByRole("button", { name: "Change password" }));
    expect(
      await within(card).findByText(
        "Use at least 8 characters with a digit, a lowercase and an uppercase letter.",
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText("The two values do not match.")).toBeInTheDocument();
    expect(server.calls("POST", "/api/auth/users/set_password/")).toHaveLength(0);

    await user.clear(within(card).getByLabelText("New password"));
    await user.type(within(card).getByLabelText("New password"), "Brand-new-7");
    await user.clear(within(card).getByLabelText("Repeat new password"));
    await user.type(within(card).getByLabelText("Repeat new password"), "Brand-new-7");
    await user.click(within(card).getByRole("button", { name: "Change password" }));

    expect(await screen.findByText("Your password is changed.")).toBeInTheDocument();
    expect(server.calls("POST", "/api/auth/users/set_password/")[0]?.body).toEqual({
      current_password: "Old-pass-1",
      new_password: "Brand-new-7",
      re_new_password: "Brand-new-7",
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(fresh.access);
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(fresh.refresh);
  });
});

describe("change e-mail", () => {
  it("checks the password, sends the confirmation, and shows the new address once it is confirmed", async () => {
    storeSession();
    let me = buildSessionUser("staff");
    const server = signedInServer("staff")
      .on("GET", "/api/auth/users/me/", () => ({ body: sessionUserJson(me) }))
      .on("POST", "/api/users/11/check_password/", { status: 204 })
      .on("POST", "/api/users/11/change_email/", { status: 204 });
    const { sockets } = renderApp("/account/credentials");
    const user = userEvent.setup();

    const card = await screen.findByRole("region", { name: "Change e-mail" });
    expect(within(card).getByTestId("current-email")).toHaveTextContent("grace.hopper@stmarys.example");
    await user.type(within(card).getByLabelText("Your password"), "Correct-h0rse");
    await user.type(within(card).getByLabelText("New e-mail"), "grace@navy.example");
    await user.type(within(card).getByLabelText("Repeat new e-mail"), "grace@navy.exampel");
    await user.click(within(card).getByRole("button", { name: "Send confirmation" }));
    expect(await within(card).findByText("The two values do not match.")).toBeInTheDocument();

    await user.clear(within(card).getByLabelText("Repeat new e-mail"));
    await user.type(within(card).getByLabelText("Repeat new e-mail"), "grace@navy.example");
    await user.click(within(card).getByRole("button", { name: "Send confirmation" }));

    expect(
      await within(card).findByText(/We sent a confirmation link to grace@navy.example/),
    ).toBeInTheDocument();
    expect(server.calls("POST", "/api/users/11/check_password/")[0]?.body).toEqual({
      password: "Correct-h0rse",
    });
    expect(server.calls("POST", "/api/users/11/change_email/")[0]?.body).toEqual({
      new_email: "grace@navy.example",
    });

    // The person opens the link elsewhere: the server tells every session, which reloads the user.
    me = { ...me, email: "grace@navy.example" };
    act(() => sockets.of("/ws/updates/")?.open());
    act(() =>
      sockets.of("/ws/updates/")?.send({ content_type: "user", action: "email_confirmed", id: 11, data: {} }),
    );
    await vi.waitFor(() =>
      expect(within(card).getByTestId("current-email")).toHaveTextContent("grace@navy.example"),
    );
  });

  it("shows a wrong password on the password field and sends nothing else", async () => {
    storeSession();
    const server = signedInServer("staff").on(
      "POST",
      "/api/users/11/check_password/",
      apiError(400, "invalid", "Invalid input.", { errors: { password: ["The password is not correct."] } }),
    );
    renderApp("/account/credentials");
    const user = userEvent.setup();

    const card = await screen.findByRole("region", { name: "Change e-mail" });
    await user.type(within(card).getByLabelText("Your password"), "Wrong-1234");
    await user.type(within(card).getByLabelText("New e-mail"), "grace@navy.example");
    await user.type(within(card).getByLabelText("Repeat new e-mail"), "grace@navy.example");
    await user.click(within(card).getByRole("button", { name: "Send confirmation" }));

    expect(await within(card).findByText("The password is not correct.")).toBeInTheDocument();
    expect(server.calls("POST", "/api/users/11/change_email/")).toHaveLength(0);
  });
});

describe("own profile", () => {
  it("saves personal details and preferences with the user's own PATCH", async () => {
    storeSession();
    const server = signedInServer("staff").on("PATCH", "/api/users/11/", {
      body: accountJson(buildAccount({ id: 11 })),
    });
    renderApp("/account/profile");
    const user = userEvent.setup();

    const phone = await screen.findByLabelText("Personal phone");
    await user.clear(phone);
    await user.type(phone, "555-12");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Enter a valid US phone number.")).toBeInTheDocument();

    await user.clear(phone);
    await user.type(phone, "503 555 0199");
    await user.clear(screen.getByLabelText(/^Alias/));
    await user.click(screen.getByRole("switch", { name: "New open shifts" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Your profile is saved.")).toBeInTheDocument();
    const [patch] = server.calls("PATCH", "/api/users/11/");
    expect(patch?.body).toEqual({
      first_name: "Grace",
      last_name: "Hopper",
      alias: null,
      phone_personal: "+15035550199",
      gender: "female",
      selected_profile_id: 21,
      settings: {
        notifications: { schedule: true, requests: true, openShifts: false, email: true },
        reminders: { shifts: true, hoursBefore: 12 },
      },
    });
  });
});
