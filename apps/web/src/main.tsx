import { createRoot } from "react-dom/client";
import { preloadSignedInApp } from "./app/boot/preload-app";
import { startWeb } from "./app/boot/start";
import { tokens } from "./lib/auth/tokens";
import { isUnsupportedBrowser } from "./lib/browser";
import { loadI18n, preferredLanguage } from "./lib/i18n";

const container = document.getElementById("root");
if (container === null) throw new Error("index.html has no #root element");

// The page's messages arrive as JSON for its language (the entry holds no catalogue).
const i18n = await loadI18n(preferredLanguage(navigator.languages));
document.documentElement.lang = i18n.language;

const root = createRoot(container);
if (isUnsupportedBrowser(navigator.userAgent)) {
  const { showUnsupportedBrowser } = await import("./app/boot/unsupported");
  showUnsupportedBrowser(root, i18n);
} else {
  // The entry imports neither the app nor MUI: a signed-out sign-in page is drawn without them.
  startWeb(root, {
    i18n,
    signedIn: tokens.access() !== null,
    loadApp: () =>
      import("./app/App").then(({ App }) => () => <App i18n={i18n} />),
    preloadApp: preloadSignedInApp,
  });
}
