import { Button } from "@mui/material";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api/errors";
import { renderWithProviders } from "../../test/render-providers";
import { useNotificationToast, useToast } from "./toast-service";

function Raiser() {
  const toast = useToast();
  const notifications = useNotificationToast();
  const body = { detail: "Invalid input.", code: "invalid", errors: { name: ["Required."] } };
  return (
    <>
      <Button onClick={() => toast.success("Department saved")}>success</Button>
      <Button onClick={() => toast.info("Schedule is being generated")}>info</Button>
      <Button
        onClick={() =>
          toast.error("Failed to save department", new ApiError(400, body, JSON.stringify(body)))
        }
      >
        error
      </Button>
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <Button key={n} onClick={() => notifications.notify({ message: `Open shift ${n} posted` })}>
          {`notify ${n}`}
        </Button>
      ))}
    </>
  );
}

/** Advances in small steps so React renders between timers (each transition schedules the next). */
async function wait(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) await act(() => vi.advanceTimersByTimeAsync(100));
}

describe("toasts", () => {
  it("hides success after 3 s, error after 5 s and info after 6 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<Raiser />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    for (const name of ["success", "error", "info"]) await user.click(screen.getByRole("button", { name }));
    // Each toast also spends a few hundred milliseconds sliding out and collapsing its space.
    const visible = () =>
      ["Department saved", "Failed to save department", "Schedule is being generated"].filter((text) =>
        screen.queryByText(text),
      );

    await wait(2_900);
    expect(visible()).toEqual([
      "Department saved",
      "Failed to save department",
      "Schedule is being generated",
    ]);
    await wait(1_100); // 4.0 s
    expect(visible()).toEqual(["Failed to save department", "Schedule is being generated"]);
    await wait(1_800); // 5.8 s
    expect(visible()).toEqual(["Schedule is being generated"]);
    await wait(1_200); // 7.0 s
    expect(visible()).toEqual([]);
  });

  it("shows the server's answer in an error toast's details", async () => {
    renderWithProviders(<Raiser />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "error" }));

    const toast = screen.getByText("Failed to save department").closest(".notistack-MuiContent");
    if (!(toast instanceof HTMLElement)) throw new Error("the error toast is missing");
    await user.click(within(toast).getByRole("button", { name: "Details" }));

    expect(within(toast).getByText(/"status": 400/)).toBeVisible();
    expect(within(toast).getByText(/"Required\."/)).toBeVisible();
  });

  it("keeps at most 3 status toasts and 5 notification toasts on screen", async () => {
    renderWithProviders(<Raiser />);
    const user = userEvent.setup();
    for (const name of ["success", "info", "error", "success"])
      await user.click(screen.getByRole("button", { name }));
    for (let n = 1; n <= 6; n += 1) await user.click(screen.getByRole("button", { name: `notify ${n}` }));

    // The oldest notification leaves through its exit transition: on a loaded machine that can take
    // longer than the default second of waiting.
    await vi.waitFor(() => expect(screen.queryByText("Open shift 1 posted")).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    const statusToasts = [
      "Department saved",
      "Schedule is being generated",
      "Failed to save department",
    ].flatMap((text) => screen.queryAllByText(text));
    expect(statusToasts).toHaveLength(3);
    for (let n = 2; n <= 6; n += 1) expect(screen.getByText(`Open shift ${n} posted`)).toBeInTheDocument();
  });
});
