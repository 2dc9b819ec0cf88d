import Logout from "@mui/icons-material/Logout";
import MenuBook from "@mui/icons-material/MenuBook";
import PersonOutline from "@mui/icons-material/PersonOutlined";
import {
  Avatar,
  Box,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { readableTextOn } from "../../lib/colour";
import { env } from "../../lib/env";
import { fullName, initials } from "../../lib/names";
import { useSession } from "../../lib/session/session-context";

/** my profile, the user manual for non-admins (staff get their own), logout. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { user, role } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const manualUrl = role === "staff" ? env.staffManualUrl : env.userManualUrl;

  return (
    <>
      <Tooltip title={t("shell.accountMenu")}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={t("shell.accountMenu")}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
        >
          <Avatar
            sx={{
              width: 34,
              height: 34,
              fontSize: 14,
              bgcolor: user.avatarBgColor || "primary.main",
              // The colour is the person's choice: the initials take whichever of black or white reads on it.
              color: user.avatarBgColor ? readableTextOn(user.avatarBgColor) : "common.white",
            }}
          >
            {initials(user)}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{fullName(user)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={Link} to="/account/profile" onClick={close}>
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("shell.myProfile")}</ListItemText>
        </MenuItem>
        {role !== "admin" && (
          <MenuItem component="a" href={manualUrl} target="_blank" rel="noopener noreferrer" onClick={close}>
            <ListItemIcon>
              <MenuBook fontSize="small" />
            </ListItemIcon>
            <ListItemText>{role === "staff" ? t("shell.staffManual") : t("shell.userManual")}</ListItemText>
          </MenuItem>
        )}
        <Divider />
        <MenuItem component={Link} to="/auth/logout" onClick={close}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("shell.logout")}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
