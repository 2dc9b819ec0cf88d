import WebSocket from "ws";
import { BARRIER_ACTION, publishBarrier } from "./barrier";
import type { TestApp } from "./app";
import type { TestUser } from "./factories";
import { signIn } from "./http";

export interface LiveMessage {
  content_type: string;
  action: string;
  id: number | null;
  data?: Record<string, unknown>;
}

export interface LiveClient {
  socket: WebSocket;
  /** Every update heard so far (the ready frame excluded), in order. */
  messages: LiveMessage[];
  /** Resolves with the first update, heard or still to come, that matches. */
  next(match: (message: LiveMessage) => boolean): Promise<LiveMessage>;
  /** Resolves when the server closes the socket. */
  closed: Promise<{ code: number; reason: string }>;
}

/** The ws:// base of a listening test app. */
export function liveBase(t: TestApp): string {
  const address = t.app.server.address();
  return `ws://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}

/**
 * Opens `/ws/updates/` with an access token and resolves once the server has registered the socket
 * (its ready frame), so whatever is committed afterwards reaches it. Waits on events, never on time.
 */
export function openLive(base: string, token: string, path = "/ws/updates/"): Promise<LiveClient> {
  const socket = new WebSocket(`${base}${path}?token=${token}`);
  const messages: LiveMessage[] = [];
  const waiting: { match: (message: LiveMessage) => boolean; resolve: (message: LiveMessage) => void }[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on("close", (code, reason) => resolve({ code, reason: reason.toString("utf8") }));
  });
  return new Promise((resolve, reject) => {
    socket.on("error", reject);
    socket.on("message", (data: Buffer) => {
      const message = JSON.parse(data.toString("utf8")) as LiveMessage;
      if (message.content_type === "ready") {
        resolve({ socket, messages, next, closed });
        return;
      }
      messages.push(message);
      for (const waiter of [...waiting]) {
        if (waiter.match(message)) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve(message);
        }
      }
    });
    void closed.then(() => reject(new Error("closed before ready")));
  });

  function next(match: (message: LiveMessage) => boolean): Promise<LiveMessage> {
    const heard = messages.find(match);
    if (heard) return Promise.resolve(heard);
    return new Promise((resolve) => waiting.push({ match, resolve }));
  }
}

/**
 * Waits until every client has heard everything committed before this call, then forgets the
 * barrier frames: an organisation-wide frame is published in each organisation after the writes
 * under test, and NOTIFY delivers in commit order while the hub sends to each socket in arrival
 * order, so a client that heard the barrier has heard (or will never hear) what came before. This
 * makes "nobody else got it" a checked statement instead of a wait on the clock.
 */
export async function barrier(
  t: TestApp,
  clients: readonly LiveClient[],
  orgIds: readonly number[],
): Promise<void> {
  const id = await publishBarrier(t, orgIds);
  const isBarrier = (message: LiveMessage) => message.action === BARRIER_ACTION;
  await Promise.all(
    clients.map((client) => client.next((message) => isBarrier(message) && message.id === id)),
  );
  for (const client of clients) {
    const kept = client.messages.filter((message) => !isBarrier(message));
    client.messages.splice(0, client.messages.length, ...kept);
  }
}

/**
 * Signs the person in and opens their `/ws/updates/`, then forgets whatever was committed before
 * the socket opened. A notification committed earlier (such as this very sign-in's
 * "signed_in_elsewhere" to the person's previous session) can reach the server's listener after
 * the socket registered; a barrier published in the organisation once the socket is ready is heard
 * after all of them, so what the test sees starts with its own writes.
 */
export async function signInLive(
  t: TestApp,
  user: Pick<TestUser, "email" | "password" | "orgId">,
): Promise<LiveClient> {
  const { authorization } = await signIn(t.app, user);
  const client = await openLive(liveBase(t), authorization.slice(7));
  await barrier(t, [client], [user.orgId]);
  client.messages.length = 0;
  return client;
}
