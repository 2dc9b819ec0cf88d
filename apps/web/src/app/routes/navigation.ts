/**
 * Route table -> what one user gets: the routes registered for them, their
 * rail (A-016..A-018) and their home. Permission decisions come from the domain's `can`.
 */
import type { SvgIconComponent } from "@mui/icons-material";
import { type Classification, can, type PermissionSet } from "@rosterly/domain/permissions";
import type { MessageKey } from "../../lib/i18n";
import type { RailBadge, RailSection, ScreenRoute } from "./route-table";

export interface Viewer {
  role: Classification;
  perms: PermissionSet;
}

export interface RailItem {
  key: string;
  /** A section's path (redirecting to its first child) or the screen's own path. */
  path: string;
  labelKey: MessageKey;
  icon: SvgIconComponent;
  /** The section's screens the user may open, in table order (one entry for a plain screen). */
  children: readonly ScreenRoute[];
  Badge?: RailBadge;
}

export function allowedScreens(table: readonly ScreenRoute[], viewer: Viewer): ScreenRoute[] {
  return table.filter(
    (screen) =>
      screen.roles.includes(viewer.role) &&
      (screen.subject === null || can(viewer.perms, "view", screen.subject)),
  );
}

/** Rail items in table order; a section appears once, where its first allowed screen is. */
export function railItems(allowed: readonly ScreenRoute[], sections: readonly RailSection[]): RailItem[] {
  const items: RailItem[] = [];
  for (const screen of allowed) {
    if (screen.placement !== "rail") continue;
    const section =
      screen.section === undefined
        ? undefined
        : sections.find((candidate) => candidate.id === screen.section);
    if (section === undefined) {
      items.push({
        key: screen.id,
        path: screen.path,
        labelKey: screen.labelKey,
        icon: screen.icon,
        children: [screen],
        Badge: screen.Badge,
      });
      continue;
    }
    const existing = items.find((item) => item.key === section.id);
    if (existing) items[items.indexOf(existing)] = { ...existing, children: [...existing.children, screen] };
    else
      items.push({
        key: section.id,
        path: section.path,
        labelKey: section.labelKey,
        icon: section.icon,
        children: [screen],
        Badge: section.Badge,
      });
  }
  return items;
}

/** the first rail screen, else the first screen the user may open at all. */
export function homePath(allowed: readonly ScreenRoute[]): string | null {
  return (allowed.find((screen) => screen.placement === "rail") ?? allowed[0])?.path ?? null;
}

/** The rail item the current path belongs to (its section path or one of its screens). */
export function activeRailItem(items: readonly RailItem[], pathname: string): RailItem | undefined {
  const within = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  return items.find((item) => within(item.path) || item.children.some((child) => within(child.path)));
}
