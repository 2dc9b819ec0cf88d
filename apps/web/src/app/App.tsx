import type { QueryClient } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import { useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { pageQueryClient } from "./boot/page-query-client";
import { browserSocket } from "../lib/ws";
import type { AppDependencies } from "./deps";
import { AppProviders } from "./providers";
import { appRoutes } from "./router/routes";

export interface AppProps {
  i18n: I18n;
  queryClient?: QueryClient;
  dependencies?: AppDependencies;
}

/** The whole application: providers around a data router (the leave guard needs one). */
export function App({ i18n, queryClient, dependencies }: AppProps) {
  const [client] = useState(() => queryClient ?? pageQueryClient());
  const [deps] = useState(() => dependencies ?? { createSocket: browserSocket });
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <AppProviders i18n={i18n} queryClient={client} dependencies={deps}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
