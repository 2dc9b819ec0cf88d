// The live channel's close codes, apart from the update schemas: a page that only needs a code (the
// web app's socket) then does not bundle zod with them.

/** WebSocket close codes: 4001 = authentication failed (the client does not reconnect). */
export const WS_CLOSE_UNAUTHORIZED = 4001;
/** The server process is stopping (deploy, scale-in): the client reconnects, to another process. */
export const WS_CLOSE_GOING_AWAY = 1001;
