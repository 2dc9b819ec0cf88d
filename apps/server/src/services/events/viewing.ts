import type { Executor } from "../../db/client";
import { viewerOf } from "../../policies/schedule";
import type { EventPresentation } from "../../presenters/event";
import { eventTypesOf } from "../../repositories/scheduling-config";
import type { SessionContext } from "../session/context";

export async function eventPresentationFor(
  db: Executor,
  session: SessionContext,
): Promise<EventPresentation> {
  const types = await eventTypesOf(db, session.orgId);
  return { viewer: viewerOf(session), eventTypes: new Map(types.map((type) => [type.id, type])) };
}
