import type { SocketFactory, SocketLike } from "../lib/ws";

/** The server end of a live channel, driven by the test. */
export class FakeSocket implements SocketLike {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  closedWith: number | null = null;

  constructor(readonly url: string) {}

  close(code = 1000): void {
    this.closedWith = code;
  }

  open(): void {
    this.onopen?.(new Event("open"));
  }

  send(message: unknown): void {
    this.onmessage?.(new MessageEvent("message", { data: JSON.stringify(message) }));
  }

  drop(code: number, reason = ""): void {
    this.onclose?.(new CloseEvent("close", { code, reason }));
  }
}

export function fakeSockets(): {
  create: SocketFactory;
  all: FakeSocket[];
  last: () => FakeSocket | undefined;
  /** The newest socket of one live channel (`/ws/updates/` or `/ws/notifications/`). */
  of: (path: string) => FakeSocket | undefined;
} {
  const all: FakeSocket[] = [];
  return {
    all,
    create: (url) => {
      const socket = new FakeSocket(url);
      all.push(socket);
      return socket;
    },
    last: () => all.at(-1),
    of: (path) => all.filter((socket) => new URL(socket.url).pathname === path).at(-1),
  };
}
