import { Typography } from "@mui/material";
import { visuallyHidden } from "../lib/visually-hidden";

/**
 * A screen's level-one heading when its toolbar already says where you are (a department picker, a
 * period chooser): screen-reader users still land on the screen's name with their heading keys.
 */
export function HiddenHeading({ children }: { children: string }) {
  return (
    <Typography component="h1" sx={visuallyHidden}>
      {children}
    </Typography>
  );
}
