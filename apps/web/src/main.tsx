import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { BaseProviders } from "./app/providers";
import { UnsupportedBrowserPage } from "./components/pages/UnsupportedBrowserPage";
import { isUnsupportedBrowser } from "./lib/browser";
import { loadI18n, preferredLanguage } from "./lib/i18n";
import { registerServiceWorker } from "./lib/pwa/service-worker";

const container = document.getElementById("root");
if (container === null) throw new Error("index.html has no #root element");

registerServiceWorker();

// The page's messages arrive as JSON for its language (the entry holds no catalogue).
const i18n = await loadI18n(preferredLanguage(navigator.languages));
document.documentElement.lang = i18n.language;

createRoot(container).render(
  <StrictMode>
    {isUnsupportedBrowser(navigator.userAgent) ? (
      <BaseProviders i18n={i18n}>
        <UnsupportedBrowserPage />
      </BaseProviders>
    ) : (
      <App i18n={i18n} />
    )}
  </StrictMode>,
);
