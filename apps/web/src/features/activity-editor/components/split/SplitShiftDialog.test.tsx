import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { apiError, fakeServer } from "../../../../test/fake-server";
import { ADA, buildShift, MARY, shiftsJson } from "../../test/fixtures";
import { renderEditor } from "../../test/render-editor";
import { SplitShiftDialog } from "./SplitShiftDialog";

function setup() {
  const shift = buildShift();
  // The staff picker asks who works that day and who last did overtime.
  const server = fakeServer()
    .on("GET", "/api/shifts/", { body: { count: 0, next: null, previous: null, results: [] } })
    .on("GET", "/api/shifts/last/", { body: {} });
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const view = renderEditor(<SplitShiftDialog shift={shift} onClose={onClose} onSaved={onSaved} />);
  return { ...view, shift, server, onSaved, onClose, user: userEvent.setup({ delay: null }) };
}

const parts = () => within(screen.getByRole("group", { name: "Parts of the shift" }));
const partTexts = () =>
  parts()
    .getAllByRole("button", { name: /^Part \d$/ })
    .map((card) => card.textContent?.match(/\d\d:\d\d – \d\d:\d\d/)?.[0]);

describe("split shift dialog", () => {
  it("warns that a split cannot be undone and saves nothing until the shift is split or handed over", () => {
    setup();
    const dialog = screen.getByRole("dialog", { name: "Split shift" });
    expect(dialog).toHaveTextContent("Saving a split cannot be undone.");
    expect(partTexts()).toEqual(["07:00 – 19:00"]);
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    expect(dialog).toHaveTextContent("Split the shift or give it to someone else to save.");
  });

  it("splits at the midpoint into at most three parts, and removes added parts", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Split part 1" }));
    expect(partTexts()).toEqual(["07:00 – 13:00", "13:00 – 19:00"]);
    await user.click(screen.getByRole("button", { name: "Split part 2" }));
    expect(partTexts()).toEqual(["07:00 – 13:00", "13:00 – 16:00", "16:00 – 19:00"]);
    for (const number of [1, 2, 3])
      expect(screen.getByRole("button", { name: `Split part ${number}` })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Remove part 1" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove part 3" }));
    expect(partTexts()).toEqual(["07:00 – 13:00", "13:00 – 19:00"]);
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(partTexts()).toEqual(["07:00 – 19:00"]);
  });

  it("keeps parts contiguous when an end time changes and refuses times outside the neighbours", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Split part 1" }));
    await user.click(screen.getByRole("button", { name: "Part 1" }));
    const end = screen.getByRole("combobox", { name: "End" });
    await user.click(end);
    expect(screen.getByRole("option", { name: "07:00" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("option", { name: "19:00" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("option", { name: "20:00" })).toHaveAttribute("aria-disabled", "true");
    await user.click(screen.getByRole("option", { name: "10:00" }));
    expect(partTexts()).toEqual(["07:00 – 10:00", "10:00 – 19:00"]);
    const typed = screen.getByRole("combobox", { name: "End" });
    await user.clear(typed);
    await user.type(typed, "2000");
    await user.tab();
    expect(
      screen.getByText("Choose a time between the part's start and the next part's end."),
    ).toBeInTheDocument();
    expect(partTexts()).toEqual(["07:00 – 10:00", "10:00 – 19:00"]);
  });

  it("gives a part to someone else as a giveaway and saves the original and the new part", async () => {
    const { user, server, shift, onSaved, onClose } = setup();
    const created = [
      buildShift({ id: 601, startTime: "13:00:00", giveaway: true, newAssigneeId: MARY }),
      buildShift({ id: 602, assigneeId: MARY, startTime: "13:00:00" }),
    ];
    server
      .on("POST", "/api/shifts/", { status: 201, body: shiftsJson(created) })
      .on("PATCH", "/api/shifts/bulk_update/", { body: shiftsJson([{ ...shift, endTime: "13:00:00" }]) });
    await user.click(screen.getByRole("button", { name: "Split part 1" }));
    expect(screen.getByRole("heading", { name: "Part 2" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Give to someone else" }));
    await user.type(screen.getByRole("textbox", { name: "Search staff" }), "  seac ");
    await user.click(await screen.findByRole("button", { name: /Seacole, Mary/ }));
    expect(screen.getByText("This part will be given away by Lovelace, Ada.")).toBeInTheDocument();
    expect(parts().getByText("Giveaway")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Split shift saved")).toBeInTheDocument();
    expect(server.calls("POST", "/api/shifts/")[0]?.body).toEqual([
      expect.objectContaining({
        date: "2026-03-10",
        assignee_id: ADA,
        start_time: "13:00:00",
        end_time: "19:00:00",
        giveaway: true,
        new_assignee_id: MARY,
      }),
    ]);
    expect(server.calls("PATCH", "/api/shifts/bulk_update/")[0]?.body).toEqual([
      expect.objectContaining({
        id: 501,
        assignee_id: ADA,
        start_time: "07:00:00",
        end_time: "13:00:00",
        giveaway: false,
      }),
    ]);
    expect(onSaved).toHaveBeenCalledWith([{ ...shift, endTime: "13:00:00" }, ...created]);
    expect(onClose).toHaveBeenCalled();
  });

  it("hands the whole shift over when its only part goes to someone else", async () => {
    const { user, server } = setup();
    server.on("PATCH", "/api/shifts/bulk_update/", {
      body: shiftsJson([buildShift({ giveaway: true, newAssigneeId: MARY })]),
    });
    await user.click(screen.getByRole("button", { name: "Give to someone else" }));
    await user.click(await screen.findByRole("button", { name: /Seacole, Mary/ }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Split shift saved")).toBeInTheDocument();
    expect(server.calls("POST", "/api/shifts/")).toHaveLength(0);
    expect(server.calls("PATCH", "/api/shifts/bulk_update/")[0]?.body).toEqual([
      expect.objectContaining({
        id: 501,
        giveaway: true,
        new_assignee_id: MARY,
        start_time: "07:00:00",
        end_time: "19:00:00",
      }),
    ]);
  });

  it("takes the new parts back when the original cannot be changed, and says so", async () => {
    const { user, server, onClose } = setup();
    server
      .on("POST", "/api/shifts/", {
        status: 201,
        body: shiftsJson([buildShift({ id: 601, startTime: "13:00:00" })]),
      })
      .on("PATCH", "/api/shifts/bulk_update/", apiError(400, "invalid_state", "The schedule is published."))
      .on("DELETE", "/api/shifts/601/", { status: 204 });
    await user.click(screen.getByRole("button", { name: "Split part 1" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Failed to save split shift")).toBeInTheDocument();
    expect(server.calls("DELETE", "/api/shifts/601/")).toHaveLength(1);
    // The toast says why on its face, without opening its details.
    expect(screen.getByText("The schedule is published.")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Split shift" })).toBeInTheDocument();
  });
});
