/**
 * What the activity editors need to know about the signed-in user and the organisation. The rules
 * come from the domain's permission functions; this only gathers them in one place.
 */
import { can, canEditShifts, seesInternalComments } from "@rosterly/domain/permissions";
import { useMemo } from "react";
import { useSession } from "../../../lib/session/session-context";
import { buildReference, type Reference } from "./reference";

export interface EditorSession {
  viewerId: number;
  reference: Reference;
  /** C-009: shifts and events are editable with masterSchedule `default` and a non-staff classification. */
  canEdit: boolean;
  /** Z-017: operations and department management see and edit internal comments. */
  seesInternalComments: boolean;
  /** F-031: the go-to-daily link needs access to daily schedules. */
  canViewDaily: boolean;
  /** Spec 3 §2.8: names open the employee's profile only for management and admins. */
  seesProfiles: boolean;
}

export function useEditorSession(): EditorSession {
  const { user, hospital, perms, role } = useSession();
  const reference = useMemo(() => buildReference(hospital), [hospital]);
  return useMemo(
    () => ({
      viewerId: user.id,
      reference,
      canEdit: canEditShifts(perms, user.profile.classification),
      seesInternalComments: seesInternalComments(user.profile.classification),
      canViewDaily: can(perms, "view", "dailySchedule"),
      seesProfiles: role !== "staff",
    }),
    [user, reference, perms, role],
  );
}
