/**
 * A live channel (O-001, O-002, Z-041): one WebSocket that reconnects up to 50 times, 6 s apart.
 * Close codes 1000 (normal), 1006 (abnormal, e.g. network loss) and 4001 (token expired, revoked or
 * no longer entitled) get no timed retries; after 1006 or 4001 it reconnects once when the browser
 * comes back online, the window regains focus (1006 only) or a new access token is stored, which
 * after 4001 it asks for at once. 1011 (a server fault) and 1001 (a server process stopping, e.g.
 * during a deploy) are retried like any other close. Every socket opened after an earlier one
 * calls `onReopen`: what was sent while none was open is lost, so the screen refetches.
 */
import { WS_CLOSE_UNAUTHORIZED } from "@rosterly/contract";

export const MAX_RECONNECT_ATTEMPTS = 50;
export const RECONNECT_DELAY_MS = 6_000;
const ABNORMAL_CLOSURE = 1006;
const NO_RETRY_CODES: ReadonlySet<number> = new Set([1000, ABNORMAL_CLOSURE, WS_CLOSE_UNAUTHORIZED]);

/** The part of WebSocket the channel uses, so tests can hand in a fake server end. */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  close(code?: number): void;
}

export type SocketFactory = (url: string) => SocketLike;

export const browserSocket: SocketFactory = (url) => new WebSocket(url);

export interface LiveChannelOptions {
  /** The URL to connect to, built with the current token; null means "not signed in, stay closed". */
  url: () => string | null;
  onMessage: (data: unknown) => void;
  createSocket?: SocketFactory;
  /** Where `online` and `focus` are heard. */
  target?: Pick<Window, "addEventListener" | "removeEventListener">;
  /**
   * After a 4001 close (token expired or revoked, or the session displaced by a sign-in elsewhere,
   * which the close reason `unauthorized_device` says): renew the access token; storing a new one
   * resumes the channel through `resume("token")`.
   */
  onUnauthorized?: (reason: string) => void;
  /** A socket opened again after an earlier one: updates may have been missed meanwhile. */
  onReopen?: () => void;
}

export interface LiveChannel {
  /** Reconnects now if the channel is waiting (e.g. after a token refresh). */
  resume(trigger: "token" | "online" | "focus"): void;
  close(): void;
}

/** Builds the ws:// or wss:// URL of a live channel on this host, with the access token as query (O-001). */
export function liveChannelUrl(
  path: string,
  token: string,
  location: Pick<Location, "protocol" | "host"> = window.location,
) {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}${path}?token=${encodeURIComponent(token)}`;
}

export function openLiveChannel(options: LiveChannelOptions): LiveChannel {
  const { url, onMessage, createSocket = browserSocket, target = window, onUnauthorized, onReopen } = options;
  let socket: SocketLike | null = null;
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Set after a no-retry close: which triggers may still bring the channel back. */
  let waitingFor: ReadonlySet<"token" | "online" | "focus"> = new Set();
  let closed = false;
  let openedBefore = false;

  const connect = (): void => {
    const address = url();
    if (closed || address === null) return;
    waitingFor = new Set();
    const current = createSocket(address);
    socket = current;
    current.onopen = () => {
      attempts = 0;
      if (openedBefore) onReopen?.();
      openedBefore = true;
    };
    current.onmessage = (event) => {
      if (typeof event.data !== "string") return;
      try {
        onMessage(JSON.parse(event.data));
      } catch {
        // A frame that is not JSON carries nothing we can act on.
      }
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (closed) return;
      if (NO_RETRY_CODES.has(event.code)) {
        if (event.code === ABNORMAL_CLOSURE) waitingFor = new Set(["token", "online", "focus"]);
        else if (event.code === WS_CLOSE_UNAUTHORIZED) {
          waitingFor = new Set(["token"]);
          onUnauthorized?.(event.reason);
        }
        return;
      }
      if (attempts >= MAX_RECONNECT_ATTEMPTS) return;
      attempts += 1;
      timer = setTimeout(connect, RECONNECT_DELAY_MS);
    };
  };

  const resume = (trigger: "token" | "online" | "focus"): void => {
    if (closed || socket !== null || !waitingFor.has(trigger)) return;
    connect();
  };
  const onOnline = () => resume("online");
  const onFocus = () => resume("focus");
  target.addEventListener("online", onOnline);
  target.addEventListener("focus", onFocus);
  connect();

  return {
    resume,
    close() {
      closed = true;
      clearTimeout(timer);
      target.removeEventListener("online", onOnline);
      target.removeEventListener("focus", onFocus);
      const current = socket;
      socket = null;
      current?.close(1000);
    },
  };
}
