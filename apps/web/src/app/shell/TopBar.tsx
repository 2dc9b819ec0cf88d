import HelpOutline from "@mui/icons-material/HelpOutlineOutlined";
import { AppBar, Box, IconButton, Toolbar, Tooltip } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BrandMark } from "../../components/BrandMark";
import { env } from "../../lib/env";
import { useSession } from "../../lib/session/session-context";
import { AccountMenu } from "./AccountMenu";
import { NotificationBell } from "./NotificationBell";

/** product name; support (not for admins); notifications (not for staff); the account menu. */
export function TopBar() {
  const { t } = useTranslation();
  const { role } = useSession();
  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: "divider", bgcolor: "background.paper" }}>
      <Toolbar sx={{ gap: 1 }}>
        <Box component={Link} to="/" sx={{ display: "flex", textDecoration: "none", color: "inherit" }}>
          <BrandMark size={30} />
        </Box>
        <Box sx={{ flex: 1 }} />
        {role !== "admin" && (
          <Tooltip title={t("shell.support")}>
            <IconButton
              href={env.supportUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("shell.support")}
            >
              <HelpOutline />
            </IconButton>
          </Tooltip>
        )}
        {role !== "staff" && <NotificationBell />}
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
