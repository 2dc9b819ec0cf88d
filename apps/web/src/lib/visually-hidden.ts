/**
 * Read by screen readers, not drawn. Lengths are strings so the object means the same in `style`
 * and in MUI's `sx` (where a bare 1 would be 100%).
 */
export const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;
