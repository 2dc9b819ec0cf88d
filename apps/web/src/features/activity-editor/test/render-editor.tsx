/**
 * Renders an activity editor as the schedule screen does: inside the app's providers, a router and
 * a signed-in session of the given role, with a query client the test can seed and inspect.
 */
import type { Hospital } from "@rosterly/contract";
import { isAdmin, mapScreens } from "@rosterly/domain/permissions";
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { type Session, SessionContext } from "../../../lib/session/session-context";
import { FormatterProvider } from "../../../lib/formatter-context";
import { createQueryClient } from "../../../lib/query-client";
import { buildSessionUser, type Role } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-providers";
import { editorHospital } from "./fixtures";

export function sessionFor(role: Role, hospital: Hospital = editorHospital()): Session {
  const user = buildSessionUser(role);
  const { classification, groups, ownDepartmentIds, permissions } = user.profile;
  const actor = { userId: user.id, classification, groups, ownDepartmentIds };
  return {
    user,
    hospital,
    actor,
    role: isAdmin(actor) ? "admin" : classification,
    perms: {
      screens: mapScreens((screen) => permissions.screens[screen] ?? "no_access"),
      codenames: new Set(permissions.codenames),
    },
  };
}

export function renderEditor(
  ui: ReactNode,
  options: { role?: Role; hospital?: Hospital; seed?: (queryClient: QueryClient) => void } = {},
) {
  const queryClient = createQueryClient({ retry: false });
  options.seed?.(queryClient);
  const session = sessionFor(options.role ?? "dept", options.hospital);
  const view = renderWithProviders(
    <MemoryRouter>
      <SessionContext value={session}>
        <FormatterProvider timeZone="America/Los_Angeles">{ui}</FormatterProvider>
      </SessionContext>
    </MemoryRouter>,
    { queryClient },
  );
  return { ...view, queryClient, session };
}
