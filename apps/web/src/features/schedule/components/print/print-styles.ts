import type { SxProps, Theme } from "@mui/material";

/**
 * Paper first: black text on white, rules instead of fills, a landscape page per two-week table
 * with the day header repeated (a table header group repeats on every printed page) and rows that
 * are never split across pages. On screen the same sheet is the preview.
 */
export const printSheetStyles: SxProps<Theme> = {
  color: "text.primary",
  "& .sheet-header h1": { fontSize: "1.25rem", m: 0 },
  "& .sheet-header p": { m: 0, mt: 0.5, color: "text.secondary" },
  "& .sheet-block": { mt: 2, overflowX: "auto" },
  "& table": { borderCollapse: "collapse", width: "100%", fontSize: "0.75rem", tableLayout: "fixed" },
  "& caption": { textAlign: "left", fontWeight: 600, py: 0.5 },
  "& th, & td": { border: "1px solid", borderColor: "grey.500", px: 0.25, py: 0.25, textAlign: "center" },
  "& thead th": { fontWeight: 600, verticalAlign: "bottom" },
  "& th.name": {
    width: "11rem",
    textAlign: "left",
    whiteSpace: "nowrap",
    overflow: "hidden",
    textOverflow: "ellipsis",
  },
  "& th.day span": { display: "block" },
  "& .weekday": { fontWeight: 400 },
  "& .weekend": {
    backgroundImage: "repeating-linear-gradient(45deg, transparent 0 4px, rgba(0,0,0,0.06) 4px 5px)",
  },
  "& th.hours, & td.hours": { width: "3.25rem" },
  "& tr.group th": { textAlign: "left", fontWeight: 700, backgroundColor: "grey.100" },
  "& .code": { display: "block", fontWeight: 700, whiteSpace: "nowrap" },
  "& .code.struck": { fontWeight: 400, textDecoration: "line-through" },
  "& .event": { display: "block", whiteSpace: "nowrap" },
  "& .marker": { fontWeight: 700, ml: 0.25 },
  "& .sheet-legend": { mt: 2, breakInside: "avoid" },
  "& .sheet-legend h2": { fontSize: "1rem", m: 0, mb: 0.5 },
  "& dl": {
    display: "grid",
    gridTemplateColumns: "repeat(4, auto 1fr)",
    columnGap: 1,
    rowGap: 0.25,
    m: 0,
    fontSize: "0.8125rem",
  },
  "& dt": { fontWeight: 700 },
  "& dd": { m: 0 },
  "@media print": {
    color: "#000",
    "& .sheet-header p": { color: "#000" },
    "& .sheet-block": { overflow: "visible", breakBefore: "page" },
    "& .sheet-block:first-of-type": { breakBefore: "auto" },
    "& thead": { display: "table-header-group" },
    "& tr": { breakInside: "avoid" },
    "& th, & td": { borderColor: "#000" },
    "& tr.group th": { backgroundColor: "transparent" },
  },
};
