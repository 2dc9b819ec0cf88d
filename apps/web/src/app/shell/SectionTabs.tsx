import { Tab, Tabs } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RailItem } from "../routes/navigation";

/** The screens of the current rail group (e.g. admin General: Hospital, Shift types, ...). */
export function SectionTabs({ item, pathname }: { item: RailItem; pathname: string }) {
  const { t } = useTranslation();
  const selected = item.children.find(
    (child) => pathname === child.path || pathname.startsWith(`${child.path}/`),
  );
  return (
    <Tabs
      value={selected?.id ?? false}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={t("shell.sectionNavigation", { section: t(item.labelKey) })}
      sx={{ mb: 3, borderBottom: 1, borderColor: "divider" }}
    >
      {item.children.map((child) => {
        const Badge = child.Badge;
        const label = t(child.labelKey);
        return (
          <Tab
            key={child.id}
            value={child.id}
            label={Badge ? <Badge>{label}</Badge> : label}
            component={Link}
            to={child.path}
          />
        );
      })}
    </Tabs>
  );
}
