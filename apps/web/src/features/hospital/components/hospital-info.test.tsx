import { hospital as hospitalSchema, toWire } from "@rosterly/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildHospital } from "../../../test/factories";
import { apiError, signedInServer } from "../../../test/fake-server";
import { renderApp } from "../../../test/render-app";
import { storeSession } from "../../../test/tokens";

function open(role: "admin" = "admin") {
  storeSession();
  const hospital = buildHospital();
  const server = signedInServer(role, { hospital });
  renderApp("/admin/general/hospital");
  return { server, hospital };
}

describe("hospital screen", () => {
  it("shows the details, then edits them with the US lists and the phone rule", async () => {
    const { server, hospital } = open();
    const user = userEvent.setup();
    const details = await screen.findByRole("region", { name: "Details" });
    expect(within(details).getByText("(503) 555-0100")).toBeInTheDocument();
    expect(within(details).getByText("America/Los_Angeles (Pacific)")).toBeInTheDocument();

    await user.click(within(details).getByRole("button", { name: "Edit" }));
    const phone = within(details).getByRole("textbox", { name: "Phone" });
    expect(phone).toHaveValue("(503) 555-0100");
    await user.clear(phone);
    await user.type(phone, "555-01");
    await user.clear(within(details).getByRole("textbox", { name: "Name" }));
    await user.click(within(details).getByRole("button", { name: "Save" }));
    expect(await within(details).findByText("Enter a valid US phone number.")).toBeInTheDocument();
    expect(within(details).getByText("This field is required.")).toBeInTheDocument();
    expect(server.calls("PATCH", "/api/hospitals/1/")).toHaveLength(0);

    const saved = {
      ...hospital,
      info: {
        ...hospital.info,
        name: "St. Mary's Medical Center",
        phoneDefault: "+15035550199",
        state: "WA",
        timezone: "America/Denver",
      },
    };
    server.on("PATCH", "/api/hospitals/1/", { body: toWire(hospitalSchema, saved) });
    await user.type(within(details).getByRole("textbox", { name: "Name" }), "St. Mary's Medical Center");
    await user.clear(phone);
    await user.type(phone, "503 555 0199");
    await user.click(within(details).getByRole("combobox", { name: "State" }));
    await user.click(screen.getByRole("option", { name: "Washington (WA)" }));
    await user.click(within(details).getByRole("combobox", { name: "Time zone" }));
    await user.click(screen.getByRole("option", { name: "Mountain (America/Denver)" }));
    await user.click(within(details).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Hospital information saved.")).toBeInTheDocument();
    expect(server.calls("PATCH", "/api/hospitals/1/")[0]?.body).toEqual({
      info: {
        name: "St. Mary's Medical Center",
        address1: "1200 Harbor Avenue",
        address2: "",
        city: "Portland",
        state: "WA",
        zip_code: "97201",
        country: "US",
        phone_default: "+15035550199",
        ccn: "380001",
        timezone: "America/Denver",
      },
    });
    expect(
      await screen.findByRole("heading", { name: "St. Mary's Medical Center", level: 1 }),
    ).toBeInTheDocument();
    expect(within(details).getByText("(503) 555-0199")).toBeInTheDocument();
  });

  it("puts the server's field errors on the info fields", async () => {
    const { server } = open();
    server.on(
      "PATCH",
      "/api/hospitals/1/",
      apiError(400, "invalid", "Invalid hospital info: zip_code.", {
        errors: { zip_code: ["Enter a ZIP code as 12345 or 12345-6789."] },
      }),
    );
    const user = userEvent.setup();
    const details = await screen.findByRole("region", { name: "Details" });
    await user.click(within(details).getByRole("button", { name: "Edit" }));
    const zip = within(details).getByRole("textbox", { name: "ZIP code" });
    await user.clear(zip);
    await user.type(zip, "9720");
    await user.click(within(details).getByRole("button", { name: "Save" }));
    expect(await within(details).findByText("Enter a ZIP code as 12345 or 12345-6789.")).toBeInTheDocument();
    expect(zip).toHaveAttribute("aria-invalid", "true");
    expect(await screen.findByText("The hospital information could not be saved.")).toBeInTheDocument();
  });

  it("saves the general settings as path and value changes, checked with the server's rules first", async () => {
    const { server, hospital } = open();
    const user = userEvent.setup();
    const card = await screen.findByRole("form", { name: "General settings" });
    const idle = within(card).getByRole("textbox", { name: "Idle sign-out (minutes)" });
    const period = within(card).getByRole("textbox", { name: "Scheduling period (days)" });
    const start = within(card).getByRole("textbox", { name: "First period starts" });
    await user.clear(idle);
    await user.type(idle, "0");
    await user.clear(period);
    await user.type(period, "40");
    await user.type(start, "01/06/2026");
    await user.click(within(card).getByRole("button", { name: "Save" }));
    expect(
      await within(card).findByText("Ensure this value is greater than or equal to 1."),
    ).toBeInTheDocument();
    expect(within(card).getByText("Ensure this value is a multiple of 7.")).toBeInTheDocument();
    expect(within(card).getByText("The date must be a Sunday.")).toBeInTheDocument();
    expect(server.calls("PATCH", "/api/hospitals/1/update_settings/")).toHaveLength(0);

    server.on("PATCH", "/api/hospitals/1/update_settings/", {
      body: toWire(hospitalSchema, {
        ...hospital,
        settings: { idleTimeout: 30, scheduling: { period: 28, initialStartDate: "2026-01-04" } },
      }),
    });
    await user.clear(idle);
    await user.type(idle, "30");
    await user.clear(period);
    await user.type(period, "28");
    await user.clear(start);
    await user.type(start, "01/04/2026");
    await user.click(within(card).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Settings saved.")).toBeInTheDocument();
    expect(server.calls("PATCH", "/api/hospitals/1/update_settings/")[0]?.body).toEqual([
      { path: "idleTimeout", value: 30 },
      { path: "scheduling.period", value: 28 },
      { path: "scheduling.initialStartDate", value: "2026-01-04" },
    ]);
    await waitFor(() => expect(within(card).getByRole("button", { name: "Save" })).toBeDisabled());
  });
});
