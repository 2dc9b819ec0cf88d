import { type LastShiftHistoryPage, lastShiftHistoryPage, toWire } from "@rosterly/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { apiError, fakeServer, type RecordedRequest } from "../../../../test/fake-server";
import { renderWithProviders } from "../../../../test/render-providers";
import { buildShift, NIGHT, scheduleHospital, shiftJson } from "../../../../test/schedule-fixtures";
import { scheduleLookups } from "../../lib/lookups";
import { LastShiftsBar } from "./LastShiftsBar";

const USER = 21;
const TODAY = "2026-03-20";
const HISTORY = "/api/shifts/last/history/";
const pageJson = (value: LastShiftHistoryPage) => toWire(lastShiftHistoryPage, value);

const canceledFirst = buildShift(USER, "2026-03-10", undefined, { canceled: true, comments: "Low census" });
const canceledEarlier = buildShift(USER, "2026-02-02", NIGHT, { canceled: true });
const overtime = buildShift(USER, "2026-03-01", undefined, { overtime: true });

function setup(history: (request: RecordedRequest) => { status?: number; body?: unknown }) {
  const server = fakeServer()
    .on("GET", "/api/shifts/last/", (request) => {
      const type = request.query.get("type");
      const last = type === "canceled" ? canceledFirst : type === "overtime" ? overtime : null;
      return { body: { [USER]: { last: last && shiftJson(last) } } };
    })
    .on("GET", HISTORY, history);
  const onOpen = vi.fn();
  renderWithProviders(
    <LastShiftsBar
      userId={USER}
      today={TODAY}
      lookups={scheduleLookups(scheduleHospital())}
      departmentName={() => "Medical ward"}
      selectedShiftId={null}
      onOpen={onOpen}
    />,
  );
  return { server, onOpen, user: userEvent.setup({ delay: null }) };
}

/** Canceled in two pages, overtime in one, float none. */
function pagedHistory(request: RecordedRequest) {
  const type = request.query.get("type");
  if (type === "overtime") return { body: pageJson({ results: [overtime], nextCursor: null }) };
  if (type === "float") return { body: pageJson({ results: [], nextCursor: null }) };
  return request.query.get("cursor") === "2026-03-10,07:00:00,1"
    ? { body: pageJson({ results: [canceledEarlier], nextCursor: null }) }
    : { body: pageJson({ results: [canceledFirst], nextCursor: "2026-03-10,07:00:00,1" }) };
}

const rows = (name: string) =>
  within(screen.getByRole("list", { name }))
    .getAllByRole("listitem")
    .map((item) => item.textContent ?? "");

describe("the last-shift browser (N-006)", () => {
  it("opens from the bar, pages earlier shifts and switches the kind", async () => {
    const { server, user, onOpen } = setup(pagedHistory);
    const toggle = screen.getByRole("button", { name: "Browse last shifts" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(server.calls("GET", HISTORY)).toHaveLength(0);
    toggle.focus();
    await user.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: "Last shifts" })).toBeInTheDocument();

    await screen.findByRole("list", { name: "Canceled shifts, newest first" });
    expect(rows("Canceled shifts, newest first")).toEqual([expect.stringContaining("Low census")]);
    const first = server.calls("GET", HISTORY)[0];
    expect(Object.fromEntries(first?.query ?? [])).toEqual({
      assignee_id: String(USER),
      type: "canceled",
      before: TODAY,
      limit: "20",
    });

    await user.click(screen.getByRole("button", { name: "Show earlier" }));
    await waitFor(() => expect(rows("Canceled shifts, newest first")).toHaveLength(2));
    expect(rows("Canceled shifts, newest first")[1]).toContain("Night 12");
    expect(screen.queryByRole("button", { name: "Show earlier" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /^Day 12/ }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: canceledFirst.id }));

    await user.click(screen.getByRole("button", { name: "Overtime" }));
    await screen.findByRole("list", { name: "Overtime shifts, newest first" });
    expect(rows("Overtime shifts, newest first")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Float" }));
    expect(await screen.findByText("No float shifts before today.")).toBeInTheDocument();
  });

  it("says when the shifts cannot be loaded and tries again", async () => {
    let fail = true;
    const { user } = setup((request) =>
      fail ? apiError(500, "server_error", "Boom.") : pagedHistory(request),
    );
    await user.click(screen.getByRole("button", { name: "Browse last shifts" }));
    expect(await screen.findByText("These shifts could not be loaded.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("list", { name: "Canceled shifts, newest first" });
    expect(screen.queryByText("These shifts could not be loaded.")).not.toBeInTheDocument();
  });
});
