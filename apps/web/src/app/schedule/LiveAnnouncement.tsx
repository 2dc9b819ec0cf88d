import { Box } from "@mui/material";
import { visuallyHidden } from "../../lib/visually-hidden";

/**
 * The one polite live region of the master schedule: others' changes, a summary line per burst.
 * It is in the page from the start (a region added with its text is often not read), and each
 * line is a new element, so a line said twice is read twice.
 */
export function LiveAnnouncement(props: { message: string; messageKey: number }) {
  return (
    <Box aria-live="polite" aria-atomic="true" data-testid="schedule-announcements" sx={visuallyHidden}>
      {props.message !== "" && <span key={props.messageKey}>{props.message}</span>}
    </Box>
  );
}
