/**
 * A live channel of the signed-in session (O-001): the current access token in its URL, reopened
 * when a new token is stored, and its messages read as the contract's update messages (unknown
 * content types are dropped, not errors). The session's own channels also end a session displaced
 * by a sign-in elsewhere (B-008) and renew an expired token; a screen's channel leaves that to them.
 */
import { type UpdateMessage, updateMessage } from "@rosterly/contract";
import { renewAccess } from "../api/client";
import { sessionEvents } from "../auth/session-events";
import { tokens } from "../auth/tokens";
import { liveChannelUrl, openLiveChannel, type SocketFactory } from "../ws";

export function openSessionChannel(options: {
  path: string;
  createSocket: SocketFactory;
  onUpdate: (update: UpdateMessage) => void;
  /** Whether this channel ends a displaced session and renews an expired token. */
  ownsSession?: boolean;
  /** The channel reconnected: refetch what was shown, as updates may have been missed. */
  onReopen?: () => void;
}): () => void {
  const { path, createSocket, onUpdate, ownsSession = false, onReopen } = options;
  const channel = openLiveChannel({
    url: () => {
      const token = tokens.access();
      return token === null ? null : liveChannelUrl(path, token);
    },
    createSocket,
    ...(onReopen ? { onReopen } : {}),
    ...(ownsSession
      ? {
          onUnauthorized: (reason: string) => {
            if (reason === "unauthorized_device") sessionEvents.emit({ type: "forced-logout", reason });
            else void renewAccess();
          },
        }
      : {}),
    onMessage: (message) => {
      const update = updateMessage.safeParse(message);
      if (update.success) onUpdate(update.data);
    },
  });
  const unsubscribe = sessionEvents.subscribe((event) => {
    if (event.type === "access-refreshed") channel.resume("token");
  });
  return () => {
    unsubscribe();
    channel.close();
  };
}
