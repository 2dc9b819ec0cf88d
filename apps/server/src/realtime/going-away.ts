import { WS_CLOSE_GOING_AWAY } from "@rosterly/contract";
import type { FastifyInstance } from "fastify";

/**
 * The websocket plugin's pre-close step: every live socket of this process is closed with 1001
 * ("going away") before the server drains, so clients reconnect (through the proxy, to a server
 * still running) instead of hearing a bare close they might take for a deliberate one.
 */
export function closeSocketsGoingAway(this: FastifyInstance, done: () => void): void {
  for (const client of this.websocketServer.clients)
    client.close(WS_CLOSE_GOING_AWAY, "server shutting down");
  this.websocketServer.close();
  done();
}
