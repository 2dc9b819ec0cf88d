import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../../../test/i18n";
import { StateDot } from "./StateDot";

const shapeOf = (state: string) => {
  render(
    <I18nextProvider i18n={createI18n("en")}>
      <StateDot state={state} />
    </I18nextProvider>,
  );
  const mark = screen.getAllByRole("img").at(-1);
  // The icon's shape (MUI names it in data-testid): what tells the states apart without colour.
  return { name: mark?.getAttribute("aria-label"), shape: mark?.getAttribute("data-testid") };
};

describe("StateDot", () => {
  it("gives active, inactive, pending and ended profiles shapes of their own, and names them", () => {
    const looks = ["active", "inactive", "pending", "rejected"].map(shapeOf);
    expect(looks.map((look) => look.name)).toEqual(["Active", "Inactive", "Pending approval", "Rejected"]);
    expect(new Set(looks.map((look) => look.shape)).size).toBe(4);
    expect(looks.every((look) => typeof look.shape === "string" && look.shape !== "")).toBe(true);
  });
});
