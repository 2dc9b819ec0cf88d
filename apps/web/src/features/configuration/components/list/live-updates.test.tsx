import { flag, hospital as hospitalSchema, toWire } from "@rosterly/contract";
import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { configurationHospital, openAsAdmin } from "../../test/fixtures";

describe("live configuration", () => {
  it("shows another administrator's new flag without a reload", async () => {
    const { server, view } = openAsAdmin("/admin/general/flags");
    const table = await screen.findByRole("table", { name: "Flags" });
    expect(within(table).queryByRole("row", { name: "Education" })).not.toBeInTheDocument();

    const hospital = configurationHospital();
    const floated = hospital.flags[0];
    if (floated === undefined) throw new Error("fixture without flags");
    const education = { ...floated, id: 7, name: "Education", shortCode: "ED" };
    const updated = { ...hospital, flags: [...hospital.flags, education] };
    server.on("GET", "/api/hospitals/", { body: toWire(hospitalSchema, updated) });
    const socket = view.sockets.all.find((candidate) => candidate.url.includes("/ws/updates/"));
    if (socket === undefined) throw new Error("the updates channel is not open");
    act(() => {
      socket.open();
      socket.send({ content_type: "flag", action: "created", id: 7, data: toWire(flag, education) });
    });

    expect(await within(table).findByRole("row", { name: "Education" })).toBeInTheDocument();
  });
});
