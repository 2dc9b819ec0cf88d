/**
 * The shape of the signed-in route table. A screen is one entry: its path, the rail icon and label,
 * the subject it needs `view` on and the roles whose navigation offers it. Entries grouped
 * under a section share one rail item; the section's own path redirects to its first child.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { Session } from "../../lib/session/session-context";
import type { SvgIconComponent } from "@mui/icons-material";
import type { Classification } from "@rosterly/domain/permissions";
import type { ComponentType, ReactNode } from "react";
import type { MessageKey } from "../../lib/i18n";
import type { LazyScreen } from "../../lib/lazy";

export interface RailSection {
  id: string;
  /** Redirects to the first child the user may open. */
  path: string;
  labelKey: MessageKey;
  icon: SvgIconComponent;
  /** Wraps the rail icon with a marker (e.g. pending profiles); optional. */
  Badge?: RailBadge;
}

/** A marker around a rail icon or a section tab's label, rendering `children` inside it. */
export type RailBadge = ComponentType<{ children: ReactNode }>;

export interface ScreenRoute {
  /** The route's name (e.g. `editProfile`, `masterSchedule`), used to link to it. */
  id: string;
  path: string;
  labelKey: MessageKey;
  icon: SvgIconComponent;
  /** The subject `can(perms, "view", subject)` must allow; null when the route has no access rule. */
  subject: string | null;
  /** The navigations (by role) that include the route; a role not listed does not get the route at all. */
  roles: readonly Classification[];
  /**
   * `rail`: an item of the role's rail (grouped when `section` is set); `menu`: reached from the
   * account menu; `link`: reached only from another screen (e.g. the print layout of a schedule).
   */
  placement: "rail" | "menu" | "link";
  section?: string;
  /** Wraps the screen's rail icon, or its tab label inside a section, with a marker; optional. */
  Badge?: RailBadge;
  Screen: LazyScreen;
  /** Starts the screen's first requests when its route matches, while its chunk still loads. */
  preload?: ScreenPreload;
}

export interface ScreenPreloadContext {
  queryClient: QueryClient;
  session: Session;
  activeDepartmentId: number | null;
  /** The address's query string (`?date=…`). */
  search: string;
}

export type ScreenPreload = (context: ScreenPreloadContext) => void;
