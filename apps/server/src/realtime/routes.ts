import type { AppDeps } from "../deps";
import type { App } from "../http/types";
import { claimsAndSession } from "../services/auth/authenticate";
import type { UpdatesHub } from "./hub";
import { closeCodeFor } from "./session-check";

/**
 * `/ws/updates/?token=<access>`: entity changes for the organisation; `/ws/notifications/`: the
 * caller's own notification receipts as they are created (O-001, O-007). A bad, expired or revoked token, or a person who may no longer
 * listen, closes with 4001 (the client renews its token before trying again); a server fault
 * closes with 1011, after which the client retries.
 */
export function realtimeRoutes(app: App, deps: AppDeps, hub: UpdatesHub): void {
  for (const [path, channel] of [
    ["/ws/updates/", "updates"],
    ["/ws/notifications/", "notifications"],
  ] as const) {
    app.get(
      path,
      { websocket: true, config: { public: true }, schema: { hide: true } },
      async (socket, request) => {
        const token = new URL(request.url, "http://localhost").searchParams.get("token") ?? "";
        try {
          const { claims, session } = await claimsAndSession(deps.db, deps.tokens, token);
          if (socket.readyState !== socket.OPEN) return;
          const expiresAt = claims.expiresAt * 1000;
          const remove = hub.add({
            session,
            channel,
            expiresAt,
            tokenVersion: claims.version,
            device: claims.device,
            send: (message) => socket.send(message),
            close: (code, reason) => socket.close(code, reason),
          });
          // The token's end closes the socket even when nothing is being said.
          const expiry = setTimeout(
            () => hub.expireDue(),
            Math.max(0, expiresAt - deps.clock().getTime()) + 1000,
          );
          expiry.unref();
          socket.on("close", () => {
            clearTimeout(expiry);
            remove();
          });
          socket.send(JSON.stringify({ content_type: "ready", action: "ready", id: null }));
        } catch (error) {
          socket.close(closeCodeFor(error), "authentication failed");
        }
      },
    );
  }
}
