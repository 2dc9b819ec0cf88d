import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { signedInServer } from "../../test/fake-server";
import { renderApp } from "../../test/render-app";
import { storeSession } from "../../test/tokens";

describe("shell per role", () => {
  it.each([
    // role, rail entries, support button, notification bell, manual entry in the account menu
    ["admin", ["General", "Users", "Schedule", "Request"], false, true, null],
    ["ops", ["Schedule", "Open shifts", "Requests", "Users", "Report"], true, true, "User manual"],
    ["dept", ["Schedule", "Requests", "Users", "Report"], true, true, "User manual"],
    ["staff", ["Schedule", "Open shifts", "Requests", "Notifications"], true, false, "Staff manual"],
  ] as const)("%s sees its rail and top bar", async (role, rail, support, bell, manual) => {
    storeSession();
    signedInServer(role);
    renderApp("/account/profile");
    const user = userEvent.setup();

    expect(await screen.findByRole("heading", { name: "My profile", level: 1 })).toBeInTheDocument();
    const navigation = screen.queryByRole("navigation", { name: "Main navigation" });
    const entries = navigation
      ? within(navigation)
          .getAllByRole("link")
          .map((link) => link.textContent)
      : [];
    expect(entries).toEqual(rail);
    expect(screen.queryByRole("link", { name: "Support" }) !== null).toBe(support);
    expect(screen.queryByRole("button", { name: "Notifications" }) !== null).toBe(bell);

    await user.click(screen.getByRole("button", { name: "Account menu" }));
    const items = screen.getAllByRole("menuitem").map((item) => item.textContent);
    expect(items).toEqual(["My profile", ...(manual ? [manual] : []), "Log out"]);
  });

  it("takes an admin from the rail to the hospital details", async () => {
    storeSession();
    signedInServer("admin");
    renderApp("/account/profile");
    const user = userEvent.setup();

    const navigation = await screen.findByRole("navigation", { name: "Main navigation" });
    await user.click(within(navigation).getByRole("link", { name: "General" }));

    expect(
      await screen.findByRole("heading", { name: "St. Mary's General Hospital", level: 1 }),
    ).toBeInTheDocument();
    expect(within(navigation).getByRole("link", { name: "General" })).toHaveAttribute("aria-current", "page");
    const glance = screen.getByRole("region", { name: "At a glance" });
    expect(within(glance).getByText("Departments").previousElementSibling).toHaveTextContent("3");
    expect(screen.getByText("Time zone", { selector: "dt" }).nextElementSibling).toHaveTextContent(
      "America/Los_Angeles",
    );
  });

  it("turns the rail into a bottom bar under 768 px", async () => {
    // jsdom has no layout: answer media queries as a 375 px wide phone would.
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: /max-width:\s*767/.test(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }));
    storeSession();
    signedInServer("admin");
    renderApp("/admin/general/hospital");

    const navigation = await screen.findByRole("navigation", { name: "Main navigation" });
    expect(navigation.querySelector(".MuiBottomNavigation-root")).not.toBeNull();
    expect(within(navigation).getByRole("link", { name: "General" })).toBeInTheDocument();
  });

  it("logs out from the account menu, clearing the session", async () => {
    storeSession();
    window.localStorage.setItem("active-department-id", "3");
    signedInServer("staff");
    renderApp("/account/profile");
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Account menu" }));
    await user.click(screen.getByRole("menuitem", { name: "Log out" }));

    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(window.localStorage.getItem("access-token")).toBeNull();
    expect(window.localStorage.getItem("active-department-id")).toBeNull();
  });
});
