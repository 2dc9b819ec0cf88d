import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useActiveDepartment } from "../../lib/session/active-department-context";
import { buildSessionUser } from "../../test/factories";
import { scheduleHospital } from "../../test/schedule-fixtures";
import { ActiveDepartmentProvider } from "./ActiveDepartmentProvider";
import { sessionOf } from "./session-of";

let shellRenders = 0;
function Shell() {
  shellRenders += 1;
  return null;
}

function Picker() {
  const { activeDepartmentId, setActiveDepartmentId } = useActiveDepartment();
  return (
    <button type="button" onClick={() => setActiveDepartmentId(2)}>
      {`department ${activeDepartmentId}`}
    </button>
  );
}

describe("the active department", () => {
  it("is kept for the next visit, and a new choice re-renders only what reads it", async () => {
    window.localStorage.setItem("active-department-id", "3");
    const user = buildSessionUser("ops");
    const hospital = scheduleHospital();
    render(
      <ActiveDepartmentProvider user={user} hospital={hospital} actor={sessionOf(user, hospital).actor}>
        <Shell />
        <Picker />
      </ActiveDepartmentProvider>,
    );
    const rendered = shellRenders;
    await userEvent.setup().click(screen.getByRole("button", { name: "department 3" }));

    expect(screen.getByRole("button", { name: "department 2" })).toBeInTheDocument();
    expect(window.localStorage.getItem("active-department-id")).toBe("2");
    expect(shellRenders).toBe(rendered);
  });
});
