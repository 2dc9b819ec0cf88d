/**
 * What the first load renders (issue 17). A signed-out visitor of the sign-in page, or of a page
 * that needs sign-in, gets the lean sign-in screen, which runs no MUI, router, TanStack Query, form
 * library or date library; every other start loads the whole app. The app's code comes through `loadApp`, a dynamic import, so the entry
 * holds only the lean screen.
 */
import type { i18n as I18n } from "i18next";
import { type ReactElement, StrictMode } from "react";
import type { Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { LeanSignIn } from "./LeanSignIn";
import { leanSignInAddress } from "./lean-sign-in";

/** Loads the app's code and returns how to render it. */
export type LoadApp = () => Promise<() => ReactElement>;

export function startWeb(
  root: Root,
  options: {
    i18n: I18n;
    loadApp: LoadApp;
    /** Fetches the app's code without rendering it (once the sign-in screen is idle). */
    preloadApp: () => void;
    signedIn: boolean;
  },
): void {
  const { i18n, loadApp, preloadApp, signedIn } = options;
  const { pathname, search, hash } = window.location;
  const address = leanSignInAddress({ pathname, search, hash }, signedIn);
  if (address === null) {
    void showApp(root, loadApp);
    return;
  }
  // The same replacement the router's guard makes, so Back does not return to the guarded page.
  if (address !== `${pathname}${search}${hash}`) window.history.replaceState(null, "", address);
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <LeanSignIn openApp={() => void showApp(root, loadApp)} preloadApp={preloadApp} />
      </I18nextProvider>
    </StrictMode>,
  );
}

/** Replaces whatever the root shows with the app; its router reads the address as it is now. */
async function showApp(root: Root, loadApp: LoadApp): Promise<void> {
  const renderApp = await loadApp();
  root.render(<StrictMode>{renderApp()}</StrictMode>);
}
