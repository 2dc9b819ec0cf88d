import type { UpdateContentType, UpdateMessage } from "@rosterly/contract";
import { z } from "zod";

/** Content types whose changes are part of the organisation query (DESIGN §6, O-003). */
const ORGANISATION_CONTENT: ReadonlySet<UpdateContentType> = new Set<UpdateContentType>([
  "hospital",
  "department",
  "event type",
  "flag",
  "job status",
  "job type",
  "shift type",
  "daily schedule type",
  "user",
  "profile",
]);

const withState = z.object({ state: z.string() });

export type LiveUpdateEffect =
  | { kind: "ignore" }
  | { kind: "invalidate"; hospital: boolean; me: boolean }
  | { kind: "logout"; reason: "no_active_profile" };

/**
 * What one `/ws/updates/` message means for the cache. A change to the user's own profile that
 * leaves it non-active ends the session (B-012); their own user or profile changing reloads `me`.
 */
export function liveUpdateEffect(
  update: UpdateMessage,
  own: { userId: number; profileId: number },
): LiveUpdateEffect {
  if (!ORGANISATION_CONTENT.has(update.content_type)) return { kind: "ignore" };
  if (update.content_type === "profile" && update.id === own.profileId) {
    const changed = withState.safeParse(update.data);
    if (update.action === "deleted" || (changed.success && changed.data.state !== "active")) {
      return { kind: "logout", reason: "no_active_profile" };
    }
    return { kind: "invalidate", hospital: true, me: true };
  }
  return {
    kind: "invalidate",
    hospital: true,
    me: update.content_type === "user" && update.id === own.userId,
  };
}
