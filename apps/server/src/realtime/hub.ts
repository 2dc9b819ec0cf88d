import type { UpdateMessage } from "@rosterly/contract";
import type { SessionContext } from "../services/session/context";
import type { BusEvent } from "./events";

export interface Subscriber {
  session: SessionContext;
  send(message: string): void;
}

/** Decides whether one connected person may see an update. */
function mayReceive(subscriber: Subscriber, event: BusEvent): boolean {
  const { session } = subscriber;
  if (session.orgId !== event.orgId) return false;
  switch (event.audience.kind) {
    case "organisation":
      return true;
    case "users":
      return event.audience.userIds.includes(session.user.id);
    case "departments": {
      if (session.classification === "admin" || session.classification === "ops_management") return true;
      const own = session.actor.ownDepartmentIds;
      return event.audience.departmentIds.some((id) => own.includes(id));
    }
  }
}

/** The sockets of this process, by organisation; fans each bus event out to those allowed to see it. */
export class UpdatesHub {
  private readonly byOrg = new Map<number, Set<Subscriber>>();

  add(subscriber: Subscriber): () => void {
    const orgId = subscriber.session.orgId;
    const room = this.byOrg.get(orgId) ?? new Set<Subscriber>();
    room.add(subscriber);
    this.byOrg.set(orgId, room);
    return () => {
      room.delete(subscriber);
      if (room.size === 0) this.byOrg.delete(orgId);
    };
  }

  deliver(event: BusEvent): void {
    const room = this.byOrg.get(event.orgId);
    if (!room) return;
    const message: UpdateMessage = {
      content_type: event.contentType,
      action: event.action,
      id: event.id,
      data: event.data,
    };
    const text = JSON.stringify(message);
    for (const subscriber of room) if (mayReceive(subscriber, event)) subscriber.send(text);
  }

  get size(): number {
    let total = 0;
    for (const room of this.byOrg.values()) total += room.size;
    return total;
  }
}
