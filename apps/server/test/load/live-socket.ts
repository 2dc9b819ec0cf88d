import WebSocket from "ws";
import type { SignedIn } from "./accounts";

/**
 * A person's `/ws/updates/` socket for the load, kept open across token renewals: the new socket is
 * opened (and ready) before the old one is closed, so nothing committed in between is missed. It
 * only counts what it hears, and for schedulers remembers which shift changes (`action:id`) arrived,
 * which is what lost updates are counted against. Any close it did not ask for is an error.
 */
export class LiveSocket {
  readonly heard = new Set<string>();
  messages = 0;
  readonly errors: string[] = [];
  private current: WebSocket | null = null;
  private readonly waiting = new Map<string, () => void>();

  constructor(
    private readonly base: string,
    private readonly person: SignedIn,
    private readonly remember: boolean,
  ) {}

  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${this.base}/ws/updates/?token=${this.person.access}`);
      let ready = false;
      socket.on("message", (data: Buffer) => {
        const message: unknown = JSON.parse(data.toString("utf8"));
        if (typeof message !== "object" || message === null) return;
        const kind = "content_type" in message ? message.content_type : null;
        if (kind === "ready") {
          ready = true;
          const previous = this.current;
          this.current = socket;
          previous?.close(1000, "renewed");
          resolve();
          return;
        }
        this.messages += 1;
        if (!this.remember || kind !== "shift") return;
        const action = "action" in message ? String(message.action) : "";
        const id = "id" in message ? String(message.id) : "";
        const key = `${action}:${id}`;
        this.heard.add(key);
        this.waiting.get(key)?.();
        this.waiting.delete(key);
      });
      socket.on("error", (error) => {
        this.errors.push(`socket error: ${error.message}`);
        if (!ready) reject(error);
      });
      socket.on("close", (code, reason) => {
        if (!ready) {
          reject(new Error(`socket closed before ready: ${code} ${reason.toString("utf8")}`));
          return;
        }
        // Closed by the server while it was the person's live socket: reopen, and count it.
        if (this.current === socket) {
          this.current = null;
          this.errors.push(`socket closed by the server: ${code} ${reason.toString("utf8")}`);
          this.open().catch((error: unknown) => this.errors.push(`socket reopen failed: ${String(error)}`));
        }
      });
    });
  }

  /** Resolves once the shift change `action:id` has been heard (at once if it already was). */
  hear(key: string): Promise<void> {
    if (this.heard.has(key)) return Promise.resolve();
    return new Promise((resolve) => this.waiting.set(key, resolve));
  }

  close(): void {
    const socket = this.current;
    this.current = null;
    socket?.close(1000, "done");
  }
}
