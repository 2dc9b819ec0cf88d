import { Box, ButtonBase, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RailItem } from "../routes/navigation";

/** The role's left rail (A-016..A-018): icon over label, the current group highlighted. */
export function NavRail({ items, current }: { items: readonly RailItem[]; current: RailItem | undefined }) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t("shell.mainNavigation")}
      sx={{
        width: 96,
        flexShrink: 0,
        borderRight: 1,
        borderColor: "divider",
        bgcolor: "background.paper",
        py: 1.5,
      }}
    >
      <Box
        component="ul"
        sx={{ listStyle: "none", m: 0, p: 0, display: "flex", flexDirection: "column", gap: 0.5 }}
      >
        {items.map((item) => {
          const selected = item.key === current?.key;
          const Icon = item.icon;
          const Badge = item.Badge;
          return (
            <li key={item.key}>
              <ButtonBase
                component={Link}
                to={item.path}
                aria-current={selected ? "page" : undefined}
                sx={{
                  width: "100%",
                  flexDirection: "column",
                  gap: 0.5,
                  py: 1,
                  color: selected ? "primary.main" : "text.secondary",
                }}
              >
                <Box
                  sx={{
                    px: 2,
                    py: 0.5,
                    borderRadius: 4,
                    display: "flex",
                    bgcolor: selected ? "rgba(15, 110, 106, 0.12)" : "transparent",
                  }}
                >
                  {Badge ? (
                    <Badge>
                      <Icon />
                    </Badge>
                  ) : (
                    <Icon />
                  )}
                </Box>
                <Typography
                  variant="caption"
                  sx={{ fontWeight: selected ? 700 : 500, textAlign: "center", lineHeight: 1.2 }}
                >
                  {t(item.labelKey)}
                </Typography>
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
