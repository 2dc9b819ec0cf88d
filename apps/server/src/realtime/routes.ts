import { WS_CLOSE_UNAUTHORIZED } from "@rosterly/contract";
import type { AppDeps } from "../deps";
import type { App } from "../http/types";
import { sessionForToken } from "../services/auth/authenticate";
import type { UpdatesHub } from "./hub";

/**
 * `/ws/updates/?token=<access>`: entity changes for the organisation. `/ws/notifications/` is
 * authenticated the same way and carries notification receipts once notifications exist.
 * A bad or expired token closes with 4001, which tells the client not to retry.
 */
export function realtimeRoutes(app: App, deps: AppDeps, hub: UpdatesHub): void {
  for (const path of ["/ws/updates/", "/ws/notifications/"]) {
    app.get(
      path,
      { websocket: true, config: { public: true }, schema: { hide: true } },
      async (socket, request) => {
        const token = new URL(request.url, "http://localhost").searchParams.get("token") ?? "";
        try {
          const session = await sessionForToken(deps.db, deps.tokens, token);
          if (path !== "/ws/updates/" || socket.readyState !== socket.OPEN) return;
          const remove = hub.add({ session, send: (message) => socket.send(message) });
          socket.on("close", remove);
        } catch {
          socket.close(WS_CLOSE_UNAUTHORIZED, "authentication failed");
        }
      },
    );
  }
}
