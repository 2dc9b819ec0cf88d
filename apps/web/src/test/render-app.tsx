import { render } from "@testing-library/react";
import { App } from "../app/App";
import { createI18n } from "./i18n";
import { createQueryClient } from "../lib/query-client";
import { fakeSockets } from "./fake-socket";
import { StyleScope } from "./stylesheets";

// The signed-in app is a lazily loaded chunk. Tests load it before they start (as when it was part of
// the entry), so a findBy's ceiling is not spent compiling the whole app on a loaded machine.
// The same holds for the other chunks the sign-in page leaves out (the session gate, the status
// banners, the sign-in request with the API client).
await Promise.all([
  import("../app/session/SessionReady"),
  import("../app/session/SessionGate"),
  import("../app/router/StatusBanners"),
  import("../features/auth/api/login-request"),
]);

/** The real app at `path`, as a browser would open it; sockets go to a fake server end. */
export function renderApp(path = "/") {
  window.history.replaceState(null, "", path);
  const sockets = fakeSockets();
  const view = render(
    <App
      i18n={createI18n("en")}
      queryClient={createQueryClient({ retry: false })}
      dependencies={{ createSocket: sockets.create }}
    />,
    { wrapper: StyleScope },
  );
  return { ...view, sockets };
}

/** The browser's current path with query and hash. */
export const currentPath = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;
