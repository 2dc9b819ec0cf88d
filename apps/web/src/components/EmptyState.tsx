import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Illustration, type IllustrationName } from "./Illustration";

/**
 * An empty or resting state: an illustration (140 x 140 by default), a message and an
 * optional action. The "exciting" variant is for good news (all done, nothing pending).
 */
export function EmptyState(props: {
  message: ReactNode;
  title?: ReactNode;
  illustration?: IllustrationName;
  size?: number;
  exciting?: boolean;
  action?: ReactNode;
  /** `h1` when the state is the whole screen (not found), so the screen still has its heading. */
  headingLevel?: "h1" | "h2";
}) {
  const { message, title, illustration = "empty", size = 140, exciting = false, action } = props;
  return (
    <Box
      sx={{
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        textAlign: "center",
        gap: 1.5,
        py: 4,
        px: 2,
      }}
    >
      <Illustration name={illustration} size={size} />
      {title && (
        <Typography
          variant="h3"
          component={props.headingLevel ?? "h2"}
          color={exciting ? "primary" : "text.primary"}
        >
          {title}
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {message}
      </Typography>
      {action}
    </Box>
  );
}
