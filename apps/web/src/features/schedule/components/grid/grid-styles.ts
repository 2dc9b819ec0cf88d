import type { SxProps, Theme } from "@mui/material";
import {
  DAY_WIDTH,
  GROUP_HEIGHT,
  HEADER_HEIGHT,
  ROW_HEIGHT,
  TOTALS_LINE_HEIGHT,
  WEEK_WIDTH,
} from "../../lib/grid-model";
import { GRID_PALETTE } from "../../lib/grid-palette";
import { visuallyHidden } from "../../../../lib/visually-hidden";

export const NAME_WIDTH = { xs: 132, sm: 196 } as const;
/** Lines and marks in the error hue. */
const OVER_LIMIT = GRID_PALETTE.conflict;
/** Red text: the error hue dark enough for 4.5:1 contrast on white and on the pink of a short total. */
const OVER_LIMIT_TEXT = GRID_PALETTE.overText;
/** Cells changed since a snapshot: a dashed outline dark enough to read on white and on the weekend shade. */
const CHANGED = GRID_PALETTE.changed;
/** Diagonal hatching: a pattern that tells "too many consecutive shifts" apart without its tint. */
const HATCH = `repeating-linear-gradient(135deg, transparent 0 5px, rgba(192, 57, 43, 0.28) 5px 6px)`;

/**
 * Every grid style in one place, as class rules on the scroll container: thousands of cells share
 * them instead of each carrying its own styles.
 */
export const gridSx: SxProps<Theme> = (theme) => ({
  position: "relative",
  overflow: "auto",
  height: { xs: "calc(100vh - 250px)", sm: "calc(100vh - 230px)" },
  minHeight: 320,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 1,
  bgcolor: "background.paper",
  fontSize: "0.8125rem",
  "--name-width": `${NAME_WIDTH.xs}px`,
  [theme.breakpoints.up("sm")]: { "--name-width": `${NAME_WIDTH.sm}px` },
  "& .canvas": { position: "relative" },
  "& .header": {
    position: "sticky",
    top: 0,
    zIndex: 3,
    height: HEADER_HEIGHT,
    bgcolor: "background.paper",
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  "& .head": {
    position: "absolute",
    top: 0,
    width: DAY_WIDTH,
    height: HEADER_HEIGHT,
    marginLeft: "var(--name-width)",
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    justifyContent: "center",
    fontSize: "0.75rem",
    lineHeight: 1.2,
    color: "text.secondary",
  },
  "& .head .day": { fontWeight: 600, color: "text.primary" },
  "& .head.week, & .cell.week": { width: WEEK_WIDTH, bgcolor: "action.hover", fontWeight: 600 },
  "& .head.weekend, & .cell.weekend": {
    bgcolor: theme.palette.mode === "light" ? GRID_PALETTE.weekend : "action.hover",
  },
  // Read by screen readers, not drawn.
  "& .sr-only": visuallyHidden,
  "& .head.imbalance": { boxShadow: `inset 0 -3px 0 ${OVER_LIMIT}` },
  "& .head .imbalance-mark": {
    position: "absolute",
    top: 1,
    right: 3,
    fontSize: "0.75rem",
    fontWeight: 700,
    color: OVER_LIMIT_TEXT,
  },
  // Today reads without its colour too: bold and underlined.
  "& .head.today .day": {
    color: "primary.main",
    fontWeight: 800,
    textDecoration: "underline",
    textDecorationThickness: "2px",
    textUnderlineOffset: "2px",
  },
  "& .name": {
    position: "sticky",
    left: 0,
    zIndex: 2,
    width: "var(--name-width)",
    height: "100%",
    display: "flex",
    alignItems: "center",
    gap: 0.5,
    px: 1,
    overflow: "hidden",
    bgcolor: "background.paper",
    borderRight: `1px solid ${theme.palette.divider}`,
  },
  "& .name .full-name": {
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
    fontWeight: 500,
  },
  "& .name .code": { fontSize: "0.6875rem", color: "text.secondary", flexShrink: 0 },
  "& .name.inactive .full-name": { color: "text.secondary", fontStyle: "italic" },
  "& .name .minimum": { fontSize: 16, color: OVER_LIMIT_TEXT, flexShrink: 0 },
  "& .corner": { fontWeight: 600, color: "text.secondary" },
  "& .row": {
    position: "absolute",
    left: 0,
    width: "100%",
    height: ROW_HEIGHT,
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  "& .group": {
    position: "absolute",
    left: 0,
    width: "100%",
    height: GROUP_HEIGHT,
    bgcolor: "action.selected",
    fontWeight: 600,
    fontSize: "0.75rem",
  },
  "& .group .name": { bgcolor: "transparent", borderRight: 0, width: "auto", whiteSpace: "nowrap" },
  "& .cell": {
    position: "absolute",
    top: 0,
    width: DAY_WIDTH,
    height: ROW_HEIGHT - 1,
    marginLeft: "var(--name-width)",
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    justifyContent: "center",
    alignContent: "center",
    gap: "1px",
    cursor: "pointer",
    outline: "none",
    overflow: "hidden",
    borderRight: `1px solid ${theme.palette.divider}`,
  },
  "& .cell:hover": { bgcolor: "action.hover" },
  "& .cell.week": { cursor: "default", fontSize: "0.75rem" },
  "& .cell.week.over": { color: OVER_LIMIT_TEXT, textDecoration: "underline" },
  "& .over-mark, & .total .direction": { fontSize: "0.625rem", marginRight: "2px" },
  "& .cell.consecutive": { backgroundColor: GRID_PALETTE.consecutive, backgroundImage: HATCH },
  // The small marks keep their contrast on the stronger tint.
  "& .cell.consecutive .mark, & .cell.consecutive .flags": { color: "text.primary" },
  // A solid frame and a "!" in the corner: a conflict reads without its red.
  "& .cell.conflict::before": {
    content: '"!"',
    position: "absolute",
    inset: 0,
    border: `2px solid ${OVER_LIMIT}`,
    color: OVER_LIMIT,
    fontSize: "0.625rem",
    fontWeight: 800,
    lineHeight: 1,
    paddingLeft: "2px",
    pointerEvents: "none",
  },
  "& .cell.changed": { outline: `2px dashed ${CHANGED}`, outlineOffset: -3 },
  "& .cell.changed::after": {
    content: '""',
    position: "absolute",
    top: 3,
    right: 3,
    width: 7,
    height: 7,
    borderRadius: "50%",
    bgcolor: CHANGED,
  },
  // A focused row name gets the same ring as a focused day.
  "& .row .name:focus-visible, & .row .name:focus": {
    outline: `3px solid ${GRID_PALETTE.focus}`,
    outlineOffset: -3,
  },
  "& .cell.focused": { boxShadow: `inset 0 0 0 2px ${GRID_PALETTE.focus}` },
  // The keyboard focus: a thick ring over the neighbours, drawn over any other frame.
  "& .cell:focus-visible, & .cell.focused:focus": {
    outline: `3px solid ${GRID_PALETTE.focus}`,
    outlineOffset: 0,
    zIndex: 1,
  },
  "& .entry": {
    display: "inline-flex",
    alignItems: "center",
    gap: "1px",
    maxWidth: DAY_WIDTH - 4,
    lineHeight: 1,
  },
  "& .entry.status-canceled": { textDecoration: "line-through" },
  // A shift the roster generator proposes, not saved yet.
  "& .entry.proposed": {
    border: `2px dashed ${GRID_PALETTE.proposed}`,
    borderRadius: "6px",
    padding: "1px",
  },
  "& .entry .mark, & .entry .flags": { fontSize: "0.5625rem", color: "text.secondary", fontWeight: 600 },
  "& .request-mark": {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: 14,
    height: 14,
    borderRadius: "50%",
    bgcolor: "warning.main",
    color: "common.black",
    fontSize: "0.5625rem",
    fontWeight: 700,
    lineHeight: 1,
  },
  "& .entry.event": {
    px: 0.5,
    py: "2px",
    borderRadius: 0.5,
    color: "#fff",
    fontSize: "0.6875rem",
    fontWeight: 600,
  },
  "& .totals": {
    position: "sticky",
    bottom: 0,
    zIndex: 3,
    bgcolor: "background.paper",
    borderTop: `2px solid ${theme.palette.divider}`,
  },
  "& .totals-line": { position: "relative", height: TOTALS_LINE_HEIGHT },
  "& .totals-line .name": { fontSize: "0.6875rem", color: "text.secondary" },
  "& .total": {
    position: "absolute",
    top: 0,
    width: DAY_WIDTH,
    height: TOTALS_LINE_HEIGHT,
    marginLeft: "var(--name-width)",
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    fontSize: "0.6875rem",
  },
  // Off the need: a tint, a dotted frame and an arrow up (over) or down (under).
  "& .total.off": {
    color: OVER_LIMIT_TEXT,
    fontWeight: 700,
    bgcolor: GRID_PALETTE.imbalance,
    outline: `1px dotted ${OVER_LIMIT}`,
    outlineOffset: -2,
  },
});
