/**
 * The settings screens send `{path, value}` changes to `update_settings`: only what changed, after
 * the server's own rules have passed; a 400 puts each path's message on its field.
 */
import { type Hospital, hospital as hospitalSchema, toWire } from "@rosterly/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildHospital } from "../../../test/factories";
import { apiError, signedInServer } from "../../../test/fake-server";
import { renderApp } from "../../../test/render-app";
import { storeSession } from "../../../test/tokens";

const SETTINGS = "/api/hospitals/1/update_settings/";

function withShiftTypes(settings: Record<string, unknown>): Hospital {
  const base = buildHospital(settings);
  const audited = {
    createdBy: null,
    createdOn: "2026-01-01T00:00:00Z",
    modifiedBy: null,
    modifiedOn: "2026-01-01T00:00:00Z",
  };
  const type = (id: number, name: string) => ({
    ...audited,
    id,
    hospitalId: 1,
    name,
    description: "",
    startTime: "07:00:00",
    endTime: "19:00:00",
    hours: 12,
    maxShiftCount: null,
    onCall: false,
    partakeInScheduling: true,
    styles: {},
    obsolete: false,
  });
  const event = (id: number, name: string, adminOnly: boolean) => ({
    ...audited,
    id,
    hospitalId: 1,
    name,
    description: "",
    adminOnly,
    requestOnly: false,
    visibleToOtherStaff: false,
    settings: {},
    styles: {},
    obsolete: false,
  });
  return {
    ...base,
    shiftTypes: [type(1, "Day 12"), type(2, "Night 12")],
    eventTypes: [event(1, "Vacation", false), event(2, "Suspension", true)],
  };
}

function open(path: string, settings: Record<string, unknown> = {}) {
  storeSession();
  const hospital = withShiftTypes(settings);
  const server = signedInServer("admin", { hospital }).on("PATCH", SETTINGS, {
    body: toWire(hospitalSchema, hospital),
  });
  renderApp(path);
  return { server, hospital };
}

describe("settings screens", () => {
  it("shift requests: switches and hours", async () => {
    const { server } = open("/admin/request/shift");
    const user = userEvent.setup();
    const card = await screen.findByRole("form", { name: "Shift request settings" });
    await user.click(within(card).getByRole("switch", { name: /^Splits/ }));
    const cutoff = within(card).getByRole("textbox", { name: "Swap cut-off (hours)" });
    await user.clear(cutoff);
    await user.type(cutoff, "24");
    await user.click(within(card).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Settings saved.")).toBeInTheDocument();
    expect(server.calls("PATCH", SETTINGS)[0]?.body).toEqual([
      { path: "requests.splitEnabled", value: false },
      { path: "requests.swapCutoffHours", value: 24 },
    ]);
  });

  it("event requests: chosen event types (never managers-only ones) and the notice", async () => {
    const { server } = open("/admin/request/event");
    const user = userEvent.setup();
    const card = await screen.findByRole("form", { name: "Event request settings" });
    await user.click(within(card).getByRole("radio", { name: "Only the event types chosen below" }));
    await user.click(within(card).getByRole("combobox", { name: "Requestable event types" }));
    expect(screen.queryByRole("option", { name: "Suspension" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("option", { name: "Vacation" }));
    const notice = within(card).getByRole("textbox", { name: "Minimum notice (days)" });
    await user.clear(notice);
    await user.type(notice, "400");
    await user.click(within(card).getByRole("button", { name: "Save" }));
    expect(
      await within(card).findByText("Ensure this value is less than or equal to 365."),
    ).toBeInTheDocument();
    await user.clear(notice);
    await user.type(notice, "14");
    await user.click(within(card).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Settings saved.")).toBeInTheDocument();
    expect(server.calls("PATCH", SETTINGS)).toHaveLength(1);
    expect(server.calls("PATCH", SETTINGS)[0]?.body).toEqual([
      { path: "requests.requestableEventTypes", value: [1] },
      { path: "requests.eventMinNoticeDays", value: 14 },
    ]);
  });

  it("schedule states: one change per switched state", async () => {
    const { server } = open("/admin/schedule/states");
    const user = userEvent.setup();
    const card = await screen.findByRole("form", { name: "States" });
    await user.click(within(card).getByRole("switch", { name: "Published is editable" }));
    await user.click(within(card).getByRole("switch", { name: "Draft is visible to staff" }));
    await user.click(within(card).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Settings saved.")).toBeInTheDocument();
    expect(server.calls("PATCH", SETTINGS)[0]?.body).toEqual([
      { path: "scheduling.states.draft.staffVisible", value: true },
      { path: "scheduling.states.published.editable", value: true },
    ]);
  });

  it("consecutive shifts: a limit per job types and shift type, and the server's errors on its fields", async () => {
    const { server } = open("/admin/schedule/validations");
    const user = userEvent.setup();
    const card = await screen.findByRole("form", { name: "Consecutive shifts" });
    await user.click(within(card).getByRole("button", { name: "Add limit" }));
    await user.click(within(card).getByRole("button", { name: "Save" }));
    expect(await within(card).findAllByText("This field is required.")).toHaveLength(2);
    expect(server.calls("PATCH", SETTINGS)).toHaveLength(0);

    await user.click(within(card).getByRole("combobox", { name: "Job types" }));
    await user.click(screen.getByRole("option", { name: "Registered Nurse" }));
    await user.type(within(card).getByRole("textbox", { name: "Limit 1: most consecutive Night 12" }), "3");
    server.on(
      "PATCH",
      SETTINGS,
      apiError(400, "invalid", "Invalid settings.", {
        errors: {
          "validations.consecutiveShifts.data.0.shiftTypes.2": [
            "The shift type 2 is obsolete and cannot be chosen.",
          ],
        },
      }),
    );
    await user.click(within(card).getByRole("button", { name: "Save" }));
    expect(
      await within(card).findByText("The shift type 2 is obsolete and cannot be chosen."),
    ).toBeInTheDocument();
    expect(within(card).getByRole("textbox", { name: "Limit 1: most consecutive Night 12" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(server.calls("PATCH", SETTINGS)[0]?.body).toEqual([
      { path: "validations.consecutiveShifts.data", value: [{ jobTypes: [5], shiftTypes: { "2": 3 } }] },
    ]);
    expect(await screen.findByText("The settings could not be saved.")).toBeInTheDocument();
  });

  it("holidays: a region's list is sent whole and a removed region as null", async () => {
    const { server } = open("/admin/general/holidays", {
      holidays: {
        US: [{ date: "2026-07-04", name: "Independence Day" }],
        "US-TX": [{ date: "2026-03-02", name: "Texas Independence Day" }],
      },
    });
    const user = userEvent.setup();
    const card = await screen.findByRole("form", { name: "Holidays by region" });
    expect(within(card).getByText("Saturday Jul 4, 2026")).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Add holiday" }));
    const second = (name: string) => {
      const field = within(card).getAllByRole("textbox", { name })[1];
      if (field === undefined) throw new Error(`no second ${name} field`);
      return field;
    };
    await user.type(second("Date"), "02/30/2026");
    await user.click(within(card).getByRole("button", { name: "Save" }));
    expect(await within(card).findByText("Enter a valid date.")).toBeInTheDocument();
    expect(within(card).getByText("This field is required.")).toBeInTheDocument();

    await user.clear(second("Date"));
    await user.type(second("Date"), "11/26/2026");
    await user.type(second("Holiday"), "Thanksgiving Day");
    await user.click(within(card).getByRole("tab", { name: "US-TX" }));
    await user.click(within(card).getByRole("button", { name: "Remove region" }));
    await user.click(within(card).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Settings saved.")).toBeInTheDocument();
    expect(server.calls("PATCH", SETTINGS)[0]?.body).toEqual([
      { path: "holidays.US-TX", value: null },
      {
        path: "holidays.US",
        value: [
          { date: "2026-07-04", name: "Independence Day" },
          { date: "2026-11-26", name: "Thanksgiving Day" },
        ],
      },
    ]);
  });
});
