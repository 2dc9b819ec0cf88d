import { type ShiftType, shiftType, toWire } from "@rosterly/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiError } from "../../../../test/fake-server";
import { configurationHospital, openAsAdmin } from "../../test/fixtures";
import { keepStylesheets } from "../../../../test/stylesheets";

// Checks colours or decorations, so MUI writes its rules here.
keepStylesheets();

const PATH = "/admin/general/shift_types";

function created(values: Partial<ShiftType>): ShiftType {
  const row = configurationHospital().shiftTypes[0];
  if (row === undefined) throw new Error("fixture without shift types");
  return { ...row, id: 9, ...values };
}

describe("shift types screen", () => {
  it("lists live shift types by start time with their symbols, obsolete ones on request", async () => {
    openAsAdmin(PATH);
    const table = await screen.findByRole("table", { name: "Shift types" });
    const names = () =>
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.getAttribute("aria-label"));
    expect(names()).toEqual(["Day 12", "Night 12"]);
    expect(within(table).getByRole("img", { name: "Day 12 07:00–19:00" })).toHaveTextContent("D");

    await userEvent.setup().click(screen.getByRole("switch", { name: "Show obsolete (1)" }));
    expect(names()).toEqual(["Day 12", "Evening 4 (obsolete)", "Night 12"]);
  });

  it("searches and sorts", async () => {
    openAsAdmin(PATH);
    const user = userEvent.setup();
    const table = await screen.findByRole("table", { name: "Shift types" });
    const names = () =>
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.getAttribute("aria-label"));
    await user.click(within(table).getByRole("button", { name: "Name" }));
    await user.click(within(table).getByRole("button", { name: "Name" }));
    expect(names()).toEqual(["Night 12", "Day 12"]);
    await user.type(screen.getByRole("searchbox", { name: "Search shift types" }), "nig");
    expect(names()).toEqual(["Night 12"]);
    await user.type(screen.getByRole("searchbox", { name: "Search shift types" }), "xyz");
    expect(screen.getByText("Nothing matches your search.")).toBeInTheDocument();
  });

  it("checks times, names and colours before sending, and previews the symbol as it is typed", async () => {
    const { server } = openAsAdmin(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add shift type" }));
    const dialog = screen.getByRole("dialog", { name: "New shift type" });

    await user.type(within(dialog).getByRole("textbox", { name: "Start time" }), "25:00");
    await user.type(within(dialog).getByRole("textbox", { name: "End time" }), "0700");
    await user.clear(within(dialog).getByRole("textbox", { name: "Colour" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Colour" }), "blue");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));

    expect(await within(dialog).findByText("This field is required.")).toBeInTheDocument();
    expect(within(dialog).getByText("Enter a time as HH:MM or HHMM (24-hour).")).toBeInTheDocument();
    expect(within(dialog).getByText("Enter a colour as #RRGGBB.")).toBeInTheDocument();
    expect(server.calls("POST", "/api/shift-types/")).toHaveLength(0);

    const start = within(dialog).getByRole("textbox", { name: "Start time" });
    await user.clear(start);
    await user.type(start, "2300");
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Night 8");
    await user.click(within(dialog).getByRole("button", { name: "Pill" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Symbol text" }), "N8");
    await user.click(within(dialog).getByRole("button", { name: "#5e35b1" }));

    const preview = within(dialog).getByRole("region", { name: "Preview" });
    const symbols = within(preview).getAllByRole("img", { name: "Night 8 23:00–07:00" });
    expect(symbols[0]).toHaveTextContent("N8");
    expect(symbols[0]).toHaveStyle({ backgroundColor: "#5e35b1" });
    expect(within(dialog).getByText("8 h")).toBeInTheDocument();
  });

  it("creates a shift type and shows it in the list with its symbol", async () => {
    const { server } = openAsAdmin(PATH);
    const row = created({
      name: "Day 8",
      startTime: "07:00:00",
      endTime: "15:00:00",
      hours: 8,
      styles: { web: { symbolType: "pill", symbolValue: "D8", color: "#43a047" } },
    });
    server.on("POST", "/api/shift-types/", { status: 201, body: toWire(shiftType, row) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add shift type" }));
    const dialog = screen.getByRole("dialog", { name: "New shift type" });
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Day 8");
    await user.type(within(dialog).getByRole("textbox", { name: "Start time" }), "0700");
    await user.type(within(dialog).getByRole("textbox", { name: "End time" }), "15:00");
    await user.click(within(dialog).getByRole("button", { name: "Pill" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Symbol text" }), "D8");
    await user.click(within(dialog).getByRole("button", { name: "#43a047" }));
    await user.click(within(dialog).getByRole("button", { name: "Create" }));

    expect(await screen.findByText("Shift type Day 8 saved.")).toBeInTheDocument();
    expect(server.calls("POST", "/api/shift-types/")[0]?.body).toEqual({
      hospital_id: 1,
      name: "Day 8",
      description: "",
      start_time: "0700",
      end_time: "15:00",
      max_shift_count: null,
      on_call: false,
      partake_in_scheduling: true,
      styles: { web: { symbolType: "pill", symbolValue: "D8", color: "#43a047" } },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const table = screen.getByRole("table", { name: "Shift types" });
    expect(
      within(within(table).getByRole("row", { name: "Day 8" })).getByRole("img", {
        name: "Day 8 07:00–15:00",
      }),
    ).toHaveTextContent("D8");
  });

  it("edits a shift type and puts the server's field errors on the fields", async () => {
    const { server } = openAsAdmin(PATH);
    server.on(
      "PATCH",
      "/api/shift-types/1/",
      apiError(400, "invalid", "Invalid input: name.", {
        errors: {
          name: ["Another shift type is already named Night 12."],
          "styles.web.color": ["Enter a colour as #RRGGBB."],
        },
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("row", { name: "Day 12" }));
    const dialog = screen.getByRole("dialog", { name: "Shift type: Day 12" });
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await user.clear(name);
    await user.type(name, "Night 12");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(
      await within(dialog).findByText("Another shift type is already named Night 12."),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByRole("textbox", { name: "Colour" })).toHaveAttribute("aria-invalid", "true");
    expect(await screen.findByText("The shift type could not be saved.")).toBeInTheDocument();

    server.on("PATCH", "/api/shift-types/1/", {
      body: toWire(shiftType, created({ id: 1, name: "Day 12 (long)" })),
    });
    await user.clear(name);
    await user.type(name, "Day 12 (long)");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Shift type Day 12 (long) saved.")).toBeInTheDocument();
    expect(server.calls("PATCH", "/api/shift-types/1/").at(-1)?.body).toMatchObject({
      name: "Day 12 (long)",
      start_time: "07:00",
    });
    expect(screen.getByRole("row", { name: "Day 12 (long)" })).toBeInTheDocument();
  });

  it("asks before throwing away unsaved edits when the dialog is closed", async () => {
    openAsAdmin(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("row", { name: "Day 12" }));
    const dialog = screen.getByRole("dialog", { name: "Shift type: Day 12" });
    await user.type(within(dialog).getByRole("textbox", { name: "Description" }), "changed");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    const confirm = await screen.findByRole("dialog", { name: "Discard changes?" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("dialog", { name: "Shift type: Day 12" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Discard changes?" })).getByRole("button", {
        name: "Discard",
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Shift type: Day 12" })).not.toBeInTheDocument(),
    );
  });

  it("retires and restores a shift type", async () => {
    const { server } = openAsAdmin(PATH);
    server.on("PATCH", "/api/shift-types/2/", (request) => ({
      body: toWire(shiftType, {
        ...created({ id: 2, name: "Night 12" }),
        obsolete: z.object({ obsolete: z.boolean() }).parse(request.body).obsolete,
      }),
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Actions for Night 12" }));
    await user.click(screen.getByRole("menuitem", { name: "Make obsolete" }));
    expect(await screen.findByText("Night 12 is now obsolete.")).toBeInTheDocument();
    expect(server.calls("PATCH", "/api/shift-types/2/")[0]?.body).toEqual({ obsolete: true });
    expect(screen.queryByRole("row", { name: /Night 12/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole("switch", { name: "Show obsolete (2)" }));
    await user.click(screen.getByRole("button", { name: "Actions for Night 12" }));
    await user.click(screen.getByRole("menuitem", { name: "Restore" }));
    expect(await screen.findByText("Night 12 is restored.")).toBeInTheDocument();
    expect(server.calls("PATCH", "/api/shift-types/2/")[1]?.body).toEqual({ obsolete: false });
  });
});
