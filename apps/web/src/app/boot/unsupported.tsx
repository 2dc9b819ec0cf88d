/** The unsupported-browser page, loaded only for the browsers that need it. */
import type { i18n as I18n } from "i18next";
import { StrictMode } from "react";
import type { Root } from "react-dom/client";
import { UnsupportedBrowserPage } from "../../components/pages/UnsupportedBrowserPage";
import { BaseProviders } from "../providers";

export function showUnsupportedBrowser(root: Root, i18n: I18n): void {
  root.render(
    <StrictMode>
      <BaseProviders i18n={i18n}>
        <UnsupportedBrowserPage />
      </BaseProviders>
    </StrictMode>,
  );
}
