import type { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { AppProviders } from "../app/providers";
import { createI18n } from "./i18n";
import { createQueryClient } from "../lib/query-client";
import { fakeSockets } from "./fake-socket";
import { StyleScope } from "./stylesheets";

/** A piece of UI inside the app's real providers (theme, i18n, query, toasts, dialogs, unsaved marks). */
export function renderWithProviders(ui: ReactNode, options: { queryClient?: QueryClient } = {}) {
  const sockets = fakeSockets();
  const view = render(
    <AppProviders
      i18n={createI18n("en")}
      queryClient={options.queryClient ?? createQueryClient({ retry: false })}
      dependencies={{ createSocket: sockets.create }}
    >
      {ui}
    </AppProviders>,
    { wrapper: StyleScope },
  );
  // The server end of every live channel the UI opened.
  return { ...view, sockets };
}
