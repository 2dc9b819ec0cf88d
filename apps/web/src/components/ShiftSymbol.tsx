/**
 * How a shift type looks in a grid cell (E-007): text, time, icon, bar or pill in the type's colour.
 * Shared by the shift type editor's preview and the schedule grids, so it stays cheap: no hooks
 * beyond the theme, no tooltip and plain inline styles rather than generated classes (a grid has
 * thousands of cells); the accessible name says the shift type and its hours.
 */
import type { ShiftType } from "@rosterly/contract";
import { useTheme } from "@mui/material/styles";
import { type CSSProperties, createElement } from "react";
import { contrastText, symbolLook, timeRange } from "./shift-symbol/look";
import { symbolIcon } from "./shift-symbol/icons";
import { legibleOnWhite } from "../lib/colour";

export interface ShiftSymbolProps {
  shiftType: Pick<ShiftType, "name" | "styles" | "startTime" | "endTime">;
  /** The shift's own times when they differ from the type's (edited shifts). */
  startTime?: string;
  endTime?: string;
  /** Drawn faded: obsolete types, unavailable or cancelled shifts. */
  muted?: boolean;
  size?: "small" | "medium";
}

const SIZES = {
  small: { font: "0.75rem", icon: 16, height: 20, bar: 6, barWidth: 28 },
  medium: { font: "0.875rem", icon: 20, height: 26, bar: 8, barWidth: 44 },
} as const;

export function ShiftSymbol(props: ShiftSymbolProps) {
  const { shiftType, startTime, endTime, muted = false, size = "small" } = props;
  const theme = useTheme();
  const dims = SIZES[size];
  const look = symbolLook(shiftType, { startTime, endTime, compact: size === "small" });
  // Muted (obsolete or cancelled) is drawn in the secondary text grey rather than faded: a faded
  // colour falls below the 4.5:1 contrast that text needs, and grey still reads as "not in effect".
  const color = muted ? theme.palette.text.secondary : (look.color ?? theme.palette.text.secondary);
  const hours = timeRange(startTime ?? shiftType.startTime, endTime ?? shiftType.endTime, false);
  const icon = look.type === "fa" ? symbolIcon(look.icon) : undefined;

  const frame: CSSProperties = {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    minHeight: dims.height,
    maxWidth: "100%",
    verticalAlign: "middle",
    fontSize: dims.font,
    fontWeight: 600,
    lineHeight: 1,
    whiteSpace: "nowrap",
    overflow: "hidden",
    textOverflow: "ellipsis",
  };

  const label = `${shiftType.name} ${hours}`;

  if (look.type === "bar") {
    return (
      <span role="img" aria-label={label} data-symbol="bar" style={frame}>
        <span
          style={{
            display: "block",
            width: dims.barWidth,
            height: dims.bar,
            borderRadius: theme.shape.borderRadius,
            backgroundColor: color,
          }}
        />
      </span>
    );
  }

  if (look.type === "pill") {
    return (
      <span
        role="img"
        aria-label={label}
        data-symbol="pill"
        style={{
          ...frame,
          paddingInline: theme.spacing(1),
          borderRadius: dims.height,
          backgroundColor: color,
          color: contrastText(color),
        }}
      >
        {look.text}
      </span>
    );
  }

  if (icon !== undefined) {
    return (
      <span role="img" aria-label={label} data-symbol="fa" style={{ ...frame, color }}>
        {createElement(icon, { sx: { fontSize: dims.icon }, "aria-hidden": true })}
      </span>
    );
  }

  // text, time, and an icon name this build does not know (its initials keep the cell readable). The
  // type's colour is kept in hue but darkened where it is too light to read as text.
  return (
    <span
      role="img"
      aria-label={label}
      data-symbol={look.type}
      style={{ ...frame, color: legibleOnWhite(color) }}
    >
      {look.text}
    </span>
  );
}
