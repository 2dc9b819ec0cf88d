/**
 * What a shift type's symbol shows (E-007): the stored `styles.web` read defensively (styles are
 * free JSON on the wire, and old rows may hold anything), with fallbacks that keep every cell
 * readable: no symbol type -> text, no text -> the name's initials, no valid colour -> theme text.
 */
import { type ShiftType, type SYMBOL_TYPES, shiftTypeStyles } from "@rosterly/contract";
import { formatTimeInput, normalizeColor } from "@rosterly/domain/fields";

export type SymbolType = (typeof SYMBOL_TYPES)[number];

export interface SymbolLook {
  type: SymbolType;
  /** The text drawn (text, time, pill) or the fallback text of an unknown icon. */
  text: string;
  /** The stored icon name (fa only). */
  icon: string;
  /** `#rrggbb`, or null when none or invalid is stored. */
  color: string | null;
}

/** "Day 12" -> "D12", "On call" -> "OC": a short stand-in when no symbol text is stored. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== "")
    .slice(0, 3)
    .map((word) => (/^\d+$/.test(word) ? word : (word[0] ?? "").toUpperCase()))
    .join("");
}

/**
 * Times of day as a grid cell has room for them: "07:00:00" -> "7", "07:30:00" -> "7:30".
 * These are wall-clock times of a shift type, not instants, so no time zone applies.
 */
export function compactTime(value: string): string {
  const [hours = "", minutes = "00"] = formatTimeInput(value).split(":");
  const hour = String(Number(hours));
  return minutes === "00" ? hour : `${hour}:${minutes}`;
}

export function timeRange(start: string, end: string, compact: boolean): string {
  const show = compact ? compactTime : formatTimeInput;
  return `${show(start)}–${show(end)}`;
}

type Styles = ShiftType["styles"];

export function symbolLook(
  shiftType: { name: string; styles: Styles; startTime: string; endTime: string },
  options: { startTime?: string; endTime?: string; compact: boolean },
): SymbolLook {
  const parsed = shiftTypeStyles.safeParse(shiftType.styles);
  const web = parsed.success ? (parsed.data.web ?? {}) : {};
  const type: SymbolType = web.symbolType ?? "text";
  const value = (web.symbolValue ?? "").trim();
  const color = normalizeColor(web.color ?? "");
  const start = options.startTime ?? shiftType.startTime;
  const end = options.endTime ?? shiftType.endTime;
  const text =
    type === "time"
      ? timeRange(start, end, options.compact)
      : value !== ""
        ? value
        : initials(shiftType.name);
  return {
    type,
    text: type === "fa" ? initials(shiftType.name) : text,
    icon: type === "fa" ? value : "",
    color: color.ok ? color.value : null,
  };
}

/** Dark text on light colours and white on dark ones (WCAG relative luminance). */
export function contrastText(hex: string): string {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.4 ? "#1f2d3a" : "#ffffff";
}
