import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildHospital, hospitalJson } from "../../test/factories";
import { apiError, signedInServer } from "../../test/fake-server";
import { renderApp } from "../../test/render-app";
import { storeSession } from "../../test/tokens";

const minutes = (count: number) => act(() => vi.advanceTimersByTimeAsync(count * 60_000));
const idleMessage = "You have been logged out due to inactivity.";

describe("idle logout", () => {
  it("signs staff out after the organisation's idle timeout, counting from the last activity", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSession();
    signedInServer("staff", { hospital: buildHospital({ idleTimeout: 20 }) });
    renderApp("/account/profile");
    expect(await screen.findByRole("heading", { name: "My profile", level: 1 })).toBeInTheDocument();

    await minutes(19);
    fireEvent.keyDown(window, { key: "Tab" });
    await minutes(19);
    expect(screen.getByRole("heading", { name: "My profile", level: 1 })).toBeInTheDocument();

    await minutes(1.5);
    expect(await screen.findByText(idleMessage)).toBeInTheDocument();
    expect(window.location.pathname).toBe("/auth/login");
    expect(window.localStorage.getItem("access-token")).toBeNull();
  });

  it.each(["admin", "ops", "dept"] as const)(
    "keeps %s signed in however long they are idle",
    async (role) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      storeSession();
      signedInServer(role);
      renderApp("/account/profile");
      expect(await screen.findByRole("heading", { name: "My profile", level: 1 })).toBeInTheDocument();

      await minutes(120);

      expect(screen.getByRole("heading", { name: "My profile", level: 1 })).toBeInTheDocument();
      expect(screen.queryByText(idleMessage)).not.toBeInTheDocument();
    },
  );
});

describe("live updates", () => {
  it("reloads the organisation on an entity update and logs out when the own profile stops being active", async () => {
    const { access } = storeSession();
    const server = signedInServer("staff");
    const { sockets } = renderApp("/account/profile");
    expect(await screen.findByRole("heading", { name: "My profile", level: 1 })).toBeInTheDocument();

    const socket = sockets.of("/ws/updates/");
    expect(socket?.url).toBe(`ws://${window.location.host}/ws/updates/?token=${encodeURIComponent(access)}`);
    act(() => socket?.open());
    act(() => socket?.send({ content_type: "job type", action: "updated", id: 5, data: { name: "RN" } }));
    await vi.waitFor(() => expect(server.calls("GET", "/api/hospitals/")).toHaveLength(2));

    act(() =>
      socket?.send({ content_type: "profile", action: "updated", id: 99, data: { state: "inactive" } }),
    );
    expect(screen.getByRole("heading", { name: "My profile", level: 1 })).toBeInTheDocument();

    act(() =>
      socket?.send({ content_type: "profile", action: "updated", id: 21, data: { state: "inactive" } }),
    );
    expect(
      await screen.findByText(
        "Your account has no active profile at this organisation. Please contact your administrator.",
      ),
    ).toBeInTheDocument();
    expect(socket?.closedWith).toBe(1000);
  });
  it("signs out with the single-device message when the live channel says another sign-in took over", async () => {
    storeSession();
    const server = signedInServer("staff");
    const { sockets } = renderApp("/account/profile");
    expect(await screen.findByRole("heading", { name: "My profile", level: 1 })).toBeInTheDocument();

    const socket = sockets.of("/ws/updates/");
    act(() => socket?.open());
    act(() => socket?.drop(4001, "unauthorized_device"));

    expect(
      await screen.findByText(
        "You have been signed out because your account was used to sign in on another device.",
      ),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe("/auth/login");
    // The displaced session cannot be renewed, so it is not tried.
    expect(server.calls("POST", "/api/auth/jwt/refresh/")).toHaveLength(0);
  });
});

describe("start-up failure", () => {
  it("raises a toast with the server's details and recovers on retry", async () => {
    storeSession();
    const server = signedInServer("admin").on(
      "GET",
      "/api/hospitals/",
      apiError(500, "server_error", "Internal server error."),
    );
    renderApp("/admin/general/hospital");
    const user = userEvent.setup();

    expect(await screen.findByText("Rosterly could not start")).toBeInTheDocument();
    const toast = (await screen.findByText("Your hospital's information could not be loaded.")).closest(
      ".notistack-MuiContent",
    );
    if (!(toast instanceof HTMLElement)) throw new Error("the error toast is missing");
    await user.click(within(toast).getByRole("button", { name: "Details" }));
    expect(within(toast).getByText(/"code": "server_error"/)).toBeVisible();

    server.on("GET", "/api/hospitals/", { body: hospitalJson(buildHospital()) });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByRole("heading", { name: "St. Mary's General Hospital", level: 1 }),
    ).toBeInTheDocument();
  });
});
