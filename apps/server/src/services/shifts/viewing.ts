import type { Executor } from "../../db/client";
import { viewerOf } from "../../policies/schedule";
import type { ShiftPresentation } from "../../presenters/shift";
import { type FlagInfo, flagsOf } from "../../repositories/scheduling-config";
import type { SessionContext } from "../session/context";

/** The caller's redaction rules plus the organisation's flags, loaded once per request. */
export async function shiftPresentationFor(
  db: Executor,
  session: SessionContext,
): Promise<ShiftPresentation & { flags: FlagInfo[] }> {
  const flags = await flagsOf(db, session.orgId);
  return {
    viewer: viewerOf(session),
    flagsVisibleToOtherStaff: new Set(
      flags.filter((flag) => flag.visibleToOtherStaff).map((flag) => flag.id),
    ),
    flags,
  };
}
