/**
 * Create, edit, validation and delete on every configuration screen, against the fake server.
 * Each kind states its own fields; what they share (dialog, toasts, the dependencies check
 * before a delete) is asserted the same way for all seven.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../../test/fake-server";
import { configurationHospital, openAsAdmin } from "../test/fixtures";
import { CASES, fill } from "../test/kind-cases";

describe.each(CASES)("$title screen", { timeout: 40_000 }, (kind) => {
  const One = kind.noun.charAt(0).toUpperCase() + kind.noun.slice(1);

  it("checks the form with the server's rules before sending anything", async () => {
    const { server } = openAsAdmin(kind.screen);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: `Add ${kind.noun}` }));
    const dialog = screen.getByRole("dialog", { name: `New ${kind.noun}` });
    await kind.fillInvalid(dialog, user);
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    for (const message of kind.messages)
      expect(await within(dialog).findAllByText(message)).not.toHaveLength(0);
    expect(server.calls("POST", kind.api)).toHaveLength(0);
  });

  it("creates a row and lists it", async () => {
    const { server, hospital } = openAsAdmin(kind.screen);
    server.on("POST", kind.api, (request) => {
      const name =
        typeof request.body === "object" && request.body !== null && "name" in request.body
          ? String(request.body.name)
          : "";
      return { status: 201, body: kind.answer(hospital, 99, name) };
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: `Add ${kind.noun}` }));
    const dialog = screen.getByRole("dialog", { name: `New ${kind.noun}` });
    await kind.fillNew(dialog, user);
    await user.click(within(dialog).getByRole("button", { name: "Create" }));

    const name = String(kind.created.name);
    expect(await screen.findByText(`${One} ${name} saved.`)).toBeInTheDocument();
    expect(server.calls("POST", kind.api)[0]?.body).toMatchObject({ hospital_id: 1, ...kind.created });
    expect(
      within(screen.getByRole("table", { name: kind.title })).getByRole("row", { name }),
    ).toBeInTheDocument();
  });

  it("edits a row", async () => {
    const { server, hospital } = openAsAdmin(kind.screen);
    const item = `${kind.api}${kind.existing.id}/`;
    server.on("PATCH", item, { body: kind.answer(hospital, kind.existing.id, "Renamed") });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("row", { name: kind.existing.name }));
    const dialog = screen.getByRole("dialog", { name: `${One}: ${kind.existing.name}` });
    await fill("Name", "Renamed")(dialog, user);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText(`${One} Renamed saved.`)).toBeInTheDocument();
    expect(server.calls("PATCH", item)[0]?.body).toMatchObject({ name: "Renamed" });
    expect(screen.getByRole("row", { name: "Renamed" })).toBeInTheDocument();
  });

  it("refuses to delete a row in use without calling delete", async () => {
    const { server } = openAsAdmin(kind.screen);
    const item = `${kind.api}${kind.existing.id}/`;
    server.on("GET", `${item}dependencies/`, { body: { has_dependencies: true, used_by: ["profile"] } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: `Actions for ${kind.existing.name}` }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: `Delete ${kind.noun}` })).getByRole("button", {
        name: "Delete",
      }),
    );

    expect(
      await screen.findByText(
        `Cannot delete ${kind.noun} ${kind.existing.name} because it is currently being used`,
      ),
    ).toBeInTheDocument();
    expect(server.calls("DELETE", item)).toHaveLength(0);
    expect(screen.getByRole("row", { name: kind.existing.name })).toBeInTheDocument();
  });

  it("treats a failed dependencies check as in use", async () => {
    const { server } = openAsAdmin(kind.screen);
    const item = `${kind.api}${kind.existing.id}/`;
    server.on(
      "GET",
      `${item}dependencies/`,
      apiError(500, "server_error", "Something went wrong on our side."),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: `Actions for ${kind.existing.name}` }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: `Delete ${kind.noun}` })).getByRole("button", {
        name: "Delete",
      }),
    );

    expect(
      await screen.findByText(
        `Cannot delete ${kind.noun} ${kind.existing.name} because it is currently being used`,
      ),
    ).toBeInTheDocument();
    expect(server.calls("DELETE", item)).toHaveLength(0);
  });

  it("deletes a row nothing uses, after confirmation", async () => {
    const { server } = openAsAdmin(kind.screen);
    const item = `${kind.api}${kind.existing.id}/`;
    server
      .on("GET", `${item}dependencies/`, { body: { has_dependencies: false, used_by: [] } })
      .on("DELETE", item, { status: 204 });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: `Actions for ${kind.existing.name}` }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: `Delete ${kind.noun}` })).getByRole("button", {
        name: "Delete",
      }),
    );

    expect(await screen.findByText(`${One} ${kind.existing.name} deleted.`)).toBeInTheDocument();
    expect(server.calls("DELETE", item)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole("row", { name: kind.existing.name })).not.toBeInTheDocument(),
    );
  });
});

it("uses the hospital fixture's rows (guards the table above)", () => {
  expect(configurationHospital().departments.map((row) => row.name)).toContain("Emergency");
});
