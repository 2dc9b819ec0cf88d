/**
 * The MUI theme (DESIGN §7, A-019, A-029): base font 14px, error #e74c3c, breakpoints sm 768,
 * md 1024, lg 1440, xl 1920, and a calm clinical palette (teal primary, slate text, soft surfaces).
 */
import { createTheme } from "@mui/material/styles";

export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 768, md: 1024, lg: 1440, xl: 1920 } },
  palette: {
    mode: "light",
    primary: { main: "#0f6e6a", light: "#4f9d98", dark: "#0a4f4c", contrastText: "#ffffff" },
    secondary: { main: "#3d5a80", contrastText: "#ffffff" },
    error: { main: "#e74c3c" },
    // Dark enough for warning text and outlines at 4.5:1 on white.
    warning: { main: "#945800" },
    // Dark enough for white chip and badge text at 4.5:1.
    success: { main: "#2e7d32" },
    info: { main: "#2f6fae" },
    background: { default: "#f3f6f7", paper: "#ffffff" },
    text: { primary: "#1f2d3a", secondary: "#5b6b79" },
    divider: "#dde4e8",
  },
  typography: {
    fontSize: 14,
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans TC", sans-serif',
    h1: { fontSize: "1.75rem", fontWeight: 600 },
    h2: { fontSize: "1.5rem", fontWeight: 600 },
    h3: { fontSize: "1.25rem", fontWeight: 600 },
    h4: { fontSize: "1.125rem", fontWeight: 600 },
    // The base text size is 14px: body1 (CssBaseline's body) matches body2 instead of MUI's 16px.
    body1: { fontSize: "0.875rem" },
    button: { textTransform: "none", fontWeight: 600 },
  },
  shape: { borderRadius: 10 },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      // Red text on white is 3.8:1 too: text and outlined error buttons (Delete) take the dark shade.
      styleOverrides: {
        root: ({ ownerState, theme }) =>
          ownerState.color !== "error" || ownerState.variant === "contained"
            ? {}
            : { color: theme.palette.error.dark, borderColor: theme.palette.error.dark },
      },
    },
    MuiPaper: { styleOverrides: { outlined: { borderColor: "#dde4e8" } } },
    MuiAppBar: { defaultProps: { elevation: 0, color: "inherit" } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiTooltip: { defaultProps: { arrow: true } },
    // White on the error red (#e74c3c, kept for totals and outlines) is 3.8:1: error chips and
    // badges use its dark shade, which small white text reads at 4.5:1 or better.
    MuiBadge: {
      styleOverrides: {
        colorError: ({ theme }) => ({ backgroundColor: theme.palette.error.dark }),
      },
    },
    MuiChip: {
      styleOverrides: {
        root: ({ ownerState, theme }) =>
          ownerState.color !== "error"
            ? {}
            : ownerState.variant === "outlined"
              ? { color: theme.palette.error.dark, borderColor: theme.palette.error.dark }
              : { backgroundColor: theme.palette.error.dark },
      },
    },
  },
});
