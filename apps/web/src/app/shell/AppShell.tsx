import { Box, useMediaQuery, useTheme } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { EmployeeDialogHost } from "../employee/EmployeeDialogHost";
import type { RailItem } from "../routes/navigation";
import { activeRailItem } from "../routes/navigation";
import { BottomNav } from "./BottomNav";
import { NavRail } from "./NavRail";
import { SectionTabs } from "./SectionTabs";
import { TopBar } from "./TopBar";

/** On paper only the screen prints: the frame's bars step aside without changing the layout on screen. */
const SCREEN_ONLY = { display: "contents", displayPrint: "none" } as const;

/**
 * The signed-in frame (A-015..A-019): top bar, the role's rail on the left from 768 px, a bottom
 * bar below it, and the screen. A rail group with several screens shows them as tabs.
 */
export function AppShell({ rail }: { rail: readonly RailItem[] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down("sm"));
  const { pathname } = useLocation();
  const current = activeRailItem(rail, pathname);
  const hasRail = rail.length > 0;

  return (
    <Box sx={{ display: "flex", flexDirection: "column", minHeight: "100vh", bgcolor: "background.default" }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: "absolute",
          left: -9999,
          displayPrint: "none",
          "&:focus": { left: 8, top: 8, zIndex: 2000, bgcolor: "background.paper", p: 1 },
        }}
      >
        {t("shell.skipToContent")}
      </Box>
      <Box sx={SCREEN_ONLY}>
        <TopBar />
      </Box>
      <Box sx={{ display: "flex", flex: 1, minHeight: 0 }}>
        {hasRail && !small && (
          <Box sx={SCREEN_ONLY}>
            <NavRail items={rail} current={current} />
          </Box>
        )}
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{
            flex: 1,
            minWidth: 0,
            px: { xs: 2, sm: 3 },
            py: 3,
            pb: hasRail && small ? 10 : 3,
            outline: "none",
            "@media print": { p: 0 },
          }}
        >
          {current && current.children.length > 1 && (
            <Box sx={SCREEN_ONLY}>
              <SectionTabs item={current} pathname={pathname} />
            </Box>
          )}
          <EmployeeDialogHost>
            <Outlet />
          </EmployeeDialogHost>
        </Box>
      </Box>
      {hasRail && small && (
        <Box sx={SCREEN_ONLY}>
          <BottomNav items={rail} current={current} />
        </Box>
      )}
    </Box>
  );
}
