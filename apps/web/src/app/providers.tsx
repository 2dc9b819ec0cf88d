import { CssBaseline, ThemeProvider } from "@mui/material";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { DialogProvider } from "../components/dialogs/DialogProvider";
import { ToastProvider } from "../components/toasts/ToastProvider";
import { UnsavedChangesProvider } from "../components/unsaved/UnsavedChangesProvider";
import { FormatterProvider } from "../lib/formatter-context";
import { type AppDependencies, AppDependenciesContext } from "./deps";
import { theme } from "./theme";

/** Language and theme only: enough for pages shown instead of the app (unsupported browser). */
export function BaseProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </I18nextProvider>
  );
}

export function AppProviders(props: {
  i18n: I18n;
  queryClient: QueryClient;
  dependencies: AppDependencies;
  children: ReactNode;
}) {
  const { i18n, queryClient, dependencies, children } = props;
  return (
    <BaseProviders i18n={i18n}>
      <AppDependenciesContext value={dependencies}>
        <QueryClientProvider client={queryClient}>
          <FormatterProvider>
            <ToastProvider>
              <DialogProvider>
                <UnsavedChangesProvider>{children}</UnsavedChangesProvider>
              </DialogProvider>
            </ToastProvider>
          </FormatterProvider>
        </QueryClientProvider>
      </AppDependenciesContext>
    </BaseProviders>
  );
}
