import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, fakeServer } from "../../../test/fake-server";
import { renderWithProviders } from "../../../test/render-providers";
import { NotesTab } from "./NotesTab";

const PROFILE = 31;
const URL = `/api/profiles/${PROFILE}/schedule_notes/`;

function setup(saved: string | null, canEdit = true) {
  const server = fakeServer().on("PATCH", URL, (request) => {
    const body = request.body as { schedule_notes: string | null };
    return { body: { id: PROFILE, user_id: 7, schedule_notes: body.schedule_notes } };
  });
  renderWithProviders(<NotesTab profileId={PROFILE} saved={saved} canEdit={canEdit} />);
  return { server, user: userEvent.setup({ delay: null }) };
}

describe("schedule notes (N-004)", () => {
  it("counts the characters against the 1000 allowed", async () => {
    const { user } = setup("Nights");
    expect(screen.getByText("6 / 1000 characters")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Schedule notes" }), " only");
    expect(screen.getByText("11 / 1000 characters")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Schedule notes" })).toHaveAttribute("maxlength", "1000");
  });

  it("saves trimmed notes only when they changed", async () => {
    const { server, user } = setup("Nights");
    const box = screen.getByRole("textbox", { name: "Schedule notes" });
    const save = screen.getByRole("button", { name: "Save notes" });
    expect(save).toBeDisabled();
    // Spaces around the same text are no change.
    await user.type(box, "   ");
    expect(save).toBeDisabled();
    await user.clear(box);
    await user.type(box, "  Nights, no weekends  ");
    await user.click(save);
    expect(await screen.findByText("Schedule notes saved.")).toBeInTheDocument();
    expect(server.calls("PATCH", URL).map((call) => call.body)).toEqual([
      { schedule_notes: "Nights, no weekends" },
    ]);
    await waitFor(() => expect(box).toHaveValue("Nights, no weekends"));
  });

  it("sends null when the notes are emptied", async () => {
    const { server, user } = setup("Nights");
    await user.clear(screen.getByRole("textbox", { name: "Schedule notes" }));
    await user.click(screen.getByRole("button", { name: "Save notes" }));
    await waitFor(() =>
      expect(server.calls("PATCH", URL).map((call) => call.body)).toEqual([{ schedule_notes: null }]),
    );
  });

  it("puts a server refusal on the field", async () => {
    const server = fakeServer().on(
      "PATCH",
      URL,
      apiError(400, "invalid", "Invalid input: schedule_notes.", {
        errors: { schedule_notes: ["Ensure this field has no more than 1000 characters."] },
        error_keys: { schedule_notes: [{ key: "validation.max", params: { max: 1000 } }] },
      }),
    );
    renderWithProviders(<NotesTab profileId={PROFILE} saved={null} canEdit />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole("textbox", { name: "Schedule notes" }), "x");
    await user.click(screen.getByRole("button", { name: "Save notes" }));
    const box = screen.getByRole("textbox", { name: "Schedule notes" });
    await waitFor(() =>
      expect(box).toHaveAccessibleDescription("Ensure this field has no more than 1000 characters."),
    );
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(server.calls("PATCH", URL)).toHaveLength(1);
  });

  it("only shows the notes to those who may not edit people", () => {
    setup("Prefers nights.", false);
    expect(screen.getByText("Prefers nights.")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save notes" })).not.toBeInTheDocument();
  });
});
