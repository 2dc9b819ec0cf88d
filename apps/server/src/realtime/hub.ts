import { WS_CLOSE_UNAUTHORIZED, type UpdateMessage } from "@rosterly/contract";
import { reachesAllDepartments } from "@rosterly/domain/permissions";
import { mayManageDocumentsOf } from "../policies/documents";
import type { Device } from "../services/auth/tokens";
import type { SessionContext } from "../services/session/context";
import type { BusEvent, LiveChannel } from "./events";

export interface Subscriber {
  session: SessionContext;
  channel: LiveChannel;
  /** When the access token the socket opened with expires (ms since the epoch). */
  expiresAt: number;
  /** The token's version: raising the user's (password change, logout everywhere) revokes it. */
  tokenVersion: number;
  /** The sign-in the socket's token belongs to; a later sign-in on the same client closes it. */
  device: Device;
  send(message: string): void;
  close(code: number, reason: string): void;
}

/** What a re-check finds: the session as it is now, or why the socket must close. */
export type Recheck = { ok: true; session: SessionContext } | { ok: false; reason: string };

/** Decides whether one connected person may see an update, from their session as of the last re-check. */
function mayReceive(subscriber: Subscriber, event: BusEvent): boolean {
  const { session } = subscriber;
  if (session.orgId !== event.orgId || (event.channel ?? "updates") !== subscriber.channel) return false;
  switch (event.audience.kind) {
    case "organisation":
      return true;
    case "users":
      return event.audience.userIds.includes(session.user.id);
    case "departments": {
      // The same reach as every REST read (Z-018): admins and operations see all departments.
      if (reachesAllDepartments(session.actor)) return true;
      const own = session.actor.ownDepartmentIds;
      return event.audience.departmentIds.some((id) => own.includes(id));
    }
    case "documents":
      return mayManageDocumentsOf(session, { orgId: event.orgId, ...event.audience.owner });
  }
}

/**
 * The sockets of this process, by organisation; fans each bus event out to those allowed to see it.
 * A socket lives only as long as its right to listen: its token's expiry, and each re-check of the
 * person behind it (revoked tokens, lost profiles, moved departments) may close it with 4001.
 */
export class UpdatesHub {
  private readonly byOrg = new Map<number, Set<Subscriber>>();

  constructor(private readonly now: () => number = Date.now) {}

  add(subscriber: Subscriber): () => void {
    const orgId = subscriber.session.orgId;
    const room = this.byOrg.get(orgId) ?? new Set<Subscriber>();
    room.add(subscriber);
    this.byOrg.set(orgId, room);
    return () => this.remove(subscriber, orgId);
  }

  private remove(subscriber: Subscriber, orgId: number): void {
    const room = this.byOrg.get(orgId);
    room?.delete(subscriber);
    if (room?.size === 0) this.byOrg.delete(orgId);
  }

  private expel(subscriber: Subscriber, reason: string): void {
    this.remove(subscriber, subscriber.session.orgId);
    subscriber.close(WS_CLOSE_UNAUTHORIZED, reason);
  }

  deliver(event: BusEvent): void {
    const room = this.byOrg.get(event.orgId);
    if (!room) return;
    const message: UpdateMessage = {
      content_type: event.contentType,
      action: event.action,
      id: event.id,
      data: event.data,
      ...(event.associated
        ? {
            associated_content_type: event.associated.contentType,
            associated_object_id: event.associated.objectId,
          }
        : {}),
    };
    const text = JSON.stringify(message);
    const now = this.now();
    for (const subscriber of [...room]) {
      if (now >= subscriber.expiresAt) this.expel(subscriber, "token expired");
      else if (mayReceive(subscriber, event)) subscriber.send(text);
    }
  }

  /** Closes every socket whose token has expired. */
  expireDue(): void {
    const now = this.now();
    for (const room of [...this.byOrg.values()]) {
      for (const subscriber of [...room])
        if (now >= subscriber.expiresAt) this.expel(subscriber, "token expired");
    }
  }

  /**
   * Re-checks every socket of the organisation (all organisations when null) against the database;
   * a socket whose person may no longer listen is closed, the others hear from now on as the
   * person's current profile allows.
   */
  async recheck(orgId: number | null, check: (subscriber: Subscriber) => Promise<Recheck>): Promise<void> {
    const rooms =
      orgId === null ? [...this.byOrg.values()] : [this.byOrg.get(orgId) ?? new Set<Subscriber>()];
    for (const subscriber of rooms.flatMap((room) => [...room])) {
      if (this.now() >= subscriber.expiresAt) {
        this.expel(subscriber, "token expired");
        continue;
      }
      const result = await check(subscriber);
      if (!result.ok) this.expel(subscriber, result.reason);
      else if (result.session.orgId !== subscriber.session.orgId)
        this.expel(subscriber, "organisation changed");
      else subscriber.session = result.session;
    }
  }

  get size(): number {
    let total = 0;
    for (const room of this.byOrg.values()) total += room.size;
    return total;
  }
}
