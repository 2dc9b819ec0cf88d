import { BottomNavigation, BottomNavigationAction, Paper } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RailItem } from "../routes/navigation";

/** Below 768 px the rail becomes a bottom bar. */
export function BottomNav({ items, current }: { items: readonly RailItem[]; current: RailItem | undefined }) {
  const { t } = useTranslation();
  return (
    <Paper
      component="nav"
      aria-label={t("shell.mainNavigation")}
      square
      elevation={3}
      sx={{ position: "fixed", left: 0, right: 0, bottom: 0, zIndex: (theme) => theme.zIndex.appBar }}
    >
      <BottomNavigation showLabels value={current?.key ?? false}>
        {items.map((item) => {
          const Icon = item.icon;
          const Badge = item.Badge;
          return (
            <BottomNavigationAction
              key={item.key}
              value={item.key}
              label={t(item.labelKey)}
              icon={
                Badge ? (
                  <Badge>
                    <Icon />
                  </Badge>
                ) : (
                  <Icon />
                )
              }
              component={Link}
              to={item.path}
            />
          );
        })}
      </BottomNavigation>
    </Paper>
  );
}
