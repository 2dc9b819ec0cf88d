import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createMemoryRouter, Link, Outlet, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render-providers";
import { LeaveGuard } from "./LeaveGuard";
import { useUnsavedChanges } from "./use-unsaved-changes";

/** A form screen that marks itself dirty once edited. */
function Editor() {
  const [name, setName] = useState("");
  useUnsavedChanges("department-form", name !== "");
  return (
    <>
      <label>
        Department name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <LeaveGuard />
            <Outlet />
          </>
        ),
        children: [
          { path: "/edit", element: <Editor /> },
          { path: "/elsewhere", element: <p>Another page</p> },
        ],
      },
    ],
    { initialEntries: ["/edit"] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe("unsaved changes", () => {
  it("lets a clean page go without asking", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(await screen.findByText("Another page")).toBeInTheDocument();
  });

  it("asks before leaving; staying keeps the edits", async () => {
    const { router, user } = setup();
    await user.type(screen.getByLabelText("Department name"), "Cardiology");
    await user.click(screen.getByRole("link", { name: "Elsewhere" }));

    expect(await screen.findByRole("dialog", { name: "Leave this page?" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Stay" }));

    expect(router.state.location.pathname).toBe("/edit");
    expect(screen.getByLabelText("Department name")).toHaveValue("Cardiology");
  });

  it("leaves when confirmed and warns before the tab closes while dirty", async () => {
    const { router, user } = setup();
    await user.type(screen.getByLabelText("Department name"), "Cardiology");

    const unload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole("link", { name: "Elsewhere" }));
    await user.click(await screen.findByRole("button", { name: "Leave" }));

    expect(await screen.findByText("Another page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/elsewhere");
    const after = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});
