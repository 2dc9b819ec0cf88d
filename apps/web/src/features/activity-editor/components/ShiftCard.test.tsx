import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ADA, buildShift, SICK_CALL } from "../test/fixtures";
import { renderEditor } from "../test/render-editor";
import { ShiftCard } from "./ShiftCard";

describe("shift card", () => {
  it("shows who, when, where, how long, the payroll marker, flags and working status", async () => {
    const onOpenProfile = vi.fn();
    renderEditor(
      <ShiftCard
        shift={buildShift({
          payrollDate: "2026-03-11",
          flags: [201, SICK_CALL],
          startTime: "19:00:00",
          endTime: "07:00:00",
        })}
        showDate
        onOpenProfile={onOpenProfile}
      />,
    );
    expect(screen.getByText("Registered Nurse · FT")).toBeInTheDocument();
    expect(screen.getByText("Mar 10")).toBeInTheDocument();
    expect(screen.getByText("19:00–07:00")).toBeInTheDocument();
    expect(screen.getByText("Medical-Surgical 4 West")).toBeInTheDocument();
    expect(screen.getByText("12 h")).toBeInTheDocument();
    expect(screen.getByLabelText("Paid on a different date")).toBeInTheDocument();
    expect(screen.getByText("FL")).toBeInTheDocument();
    expect(screen.getByText("SC")).toBeInTheDocument();
    expect(screen.getByText("Non-duty")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Lovelace, Ada" }));
    expect(onOpenProfile).toHaveBeenCalledWith(ADA);
  });

  it("shows staff only the flags visible to other staff and a plain name", () => {
    renderEditor(
      <ShiftCard shift={buildShift({ flags: [201, SICK_CALL] })} onOpenProfile={() => undefined} />,
      {
        role: "staff",
      },
    );
    expect(screen.getByText("Lovelace, Ada")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Lovelace, Ada" })).not.toBeInTheDocument();
    expect(screen.getByText("FL")).toBeInTheDocument();
    expect(screen.queryByText("SC")).not.toBeInTheDocument();
    expect(screen.queryByText("Mar 10")).not.toBeInTheDocument();
    // The status is the shift's own, even when the flag that makes it non-duty is not shown.
    expect(screen.getByText("Non-duty")).toBeInTheDocument();
  });
});
