import { isStaffVisible } from "@rosterly/domain/schedule";
import { viewerOf } from "../../policies/schedule";
import { presentShift, type ShiftPresentation } from "../../presenters/shift";
import { scheduleStates } from "../../repositories/schedules";
import type { ShiftRow } from "../../repositories/shifts";
import { ScheduleAudience } from "../scheduling/audience";
import { type LiveChange, publishRowChanges } from "../scheduling/live";
import type { WriteContext } from "../activities/write-context";

/** How the writer sees the rows it wrote (management: everything its classification may see). */
export function writerPresentation(ctx: WriteContext): ShiftPresentation {
  return {
    viewer: viewerOf(ctx.session),
    flagsVisibleToOtherStaff: new Set(
      [...ctx.flags.values()].filter((flag) => flag.visibleToOtherStaff).map((flag) => flag.id),
    ),
  };
}

/** Live `shift` updates for every grid showing the rows (F-037, Y-023). */
export async function publishShiftChanges(
  ctx: WriteContext,
  changes: readonly LiveChange<ShiftRow>[],
): Promise<void> {
  if (changes.length === 0) return;
  const audience = await ScheduleAudience.load(ctx.tx, ctx.session.orgId);
  const { flagsVisibleToOtherStaff } = writerPresentation(ctx);
  const states = await scheduleStates(
    ctx.tx,
    changes.map((change) => change.row.scheduleId),
  );
  await publishRowChanges(
    ctx.tx,
    ctx.session.orgId,
    "shift",
    audience,
    changes,
    (row, viewer) => presentShift(row, { viewer, flagsVisibleToOtherStaff }),
    (row) => isStaffVisible(states.get(row.scheduleId), ctx.org.states),
  );
}
