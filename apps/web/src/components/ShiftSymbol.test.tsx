import type { ReactElement } from "react";
import { render as renderBare, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ShiftSymbol } from "./ShiftSymbol";
import { compactTime, contrastText, initials } from "./shift-symbol/look";
import { iconName } from "./shift-symbol/icons";
import { legibleOnWhite } from "../lib/colour";
import { keepStylesheets, StyleScope } from "../test/stylesheets";

// Checks colours or decorations, so MUI writes its rules here.
keepStylesheets();
const render = (ui: ReactElement) => renderBare(ui, { wrapper: StyleScope });

const type = (web: Record<string, unknown>, name = "Day 12") => ({
  name,
  startTime: "07:00:00",
  endTime: "19:00:00",
  styles: { web },
});

describe("ShiftSymbol", () => {
  it("shows the symbol text in the type's colour, darkened where it would not read on white", () => {
    const { rerender } = render(
      <ShiftSymbol shiftType={type({ symbolType: "text", symbolValue: "D", color: "#1565C0" })} />,
    );
    const symbol = screen.getByRole("img", { name: "Day 12 07:00–19:00" });
    expect(symbol).toHaveTextContent(/^D$/);
    expect(symbol).toHaveStyle({ color: "#1565c0" });
    rerender(<ShiftSymbol shiftType={type({ symbolType: "text", symbolValue: "D", color: "#1E88E5" })} />);
    expect(screen.getByRole("img")).toHaveStyle({ color: legibleOnWhite("#1e88e5") });
    expect(legibleOnWhite("#1e88e5")).not.toBe("#1e88e5");
  });

  it("shows the hours compactly in a cell and in full at medium size, preferring the shift's own times", () => {
    const { rerender } = render(<ShiftSymbol shiftType={type({ symbolType: "time", color: "#43a047" })} />);
    expect(screen.getByRole("img")).toHaveTextContent("7–19");
    rerender(<ShiftSymbol shiftType={type({ symbolType: "time" })} startTime="07:30:00" size="medium" />);
    expect(screen.getByRole("img", { name: "Day 12 07:30–19:00" })).toHaveTextContent("07:30–19:00");
  });

  it("draws a known icon and falls back to the initials for an unknown one", () => {
    const { rerender } = render(
      <ShiftSymbol shiftType={type({ symbolType: "fa", symbolValue: "fa-phone" }, "On call")} />,
    );
    const icon = screen.getByRole("img", { name: /On call/ });
    expect(icon.querySelector("svg")).not.toBeNull();
    expect(icon).toHaveTextContent("");
    rerender(<ShiftSymbol shiftType={type({ symbolType: "fa", symbolValue: "fa-unicorn" }, "On call")} />);
    expect(screen.getByRole("img", { name: /On call/ })).toHaveTextContent("OC");
  });

  it("draws a coloured bar without text", () => {
    render(<ShiftSymbol shiftType={type({ symbolType: "bar", color: "#fb8c00" }, "Evening 8")} />);
    const bar = screen.getByRole("img", { name: /Evening 8/ });
    expect(bar).toHaveAttribute("data-symbol", "bar");
    expect(bar).toHaveTextContent("");
    expect(bar.firstElementChild).toHaveStyle({ backgroundColor: "#fb8c00" });
  });

  it("draws a pill with readable text on its colour", () => {
    const { rerender } = render(
      <ShiftSymbol shiftType={type({ symbolType: "pill", symbolValue: "N8", color: "#5e35b1" })} />,
    );
    expect(screen.getByRole("img")).toHaveStyle({ backgroundColor: "#5e35b1", color: "#ffffff" });
    rerender(<ShiftSymbol shiftType={type({ symbolType: "pill", symbolValue: "N8", color: "#ffeb3b" })} />);
    expect(screen.getByRole("img")).toHaveStyle({ color: "#1f2d3a" });
  });

  it("keeps old or broken styles readable: no styles, a bad colour, an unknown type", () => {
    const { rerender } = render(<ShiftSymbol shiftType={{ ...type({}), styles: {} }} />);
    expect(screen.getByRole("img")).toHaveTextContent("D12");
    rerender(<ShiftSymbol shiftType={type({ symbolType: "text", symbolValue: "X", color: "blue" })} />);
    expect(screen.getByRole("img")).toHaveTextContent("X");
    rerender(<ShiftSymbol shiftType={type({ symbolType: "sparkle", symbolValue: "Y" })} />);
    expect(screen.getByRole("img")).toHaveTextContent("D12");
  });

  it("draws a muted symbol in the secondary text grey, not faded (its text keeps 4.5:1)", () => {
    render(
      <ShiftSymbol shiftType={type({ symbolType: "text", symbolValue: "D", color: "#1e88e5" })} muted />,
    );
    expect(screen.getByRole("img")).toHaveStyle({ color: "rgba(0, 0, 0, 0.6)" });
    expect(screen.getByRole("img")).not.toHaveStyle({ opacity: "0.45" });
  });
});

describe("symbol helpers", () => {
  it.each([
    ["Day 12", "D12"],
    ["On call", "OC"],
    ["  night   shift  8 extra ", "NS8"],
  ])("initials(%s) = %s", (name, expected) => expect(initials(name)).toBe(expected));

  it.each([
    ["07:00:00", "7"],
    ["07:30:00", "7:30"],
    ["00:00:00", "0"],
    ["23:45:00", "23:45"],
  ])("compactTime(%s) = %s", (value, expected) => expect(compactTime(value)).toBe(expected));

  it.each([
    ["phone", "phone"],
    ["fa-solid fa-Moon", "moon"],
    ["fa-ambulance", "truck-medical"],
  ])("iconName(%s) = %s", (value, expected) => expect(iconName(value)).toBe(expected));

  it("picks dark text on light colours", () => {
    expect(contrastText("#ffffff")).toBe("#1f2d3a");
    expect(contrastText("#000000")).toBe("#ffffff");
  });
});
