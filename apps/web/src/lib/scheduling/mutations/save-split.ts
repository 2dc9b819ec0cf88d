/**
 * Saving a split shift (F-035, Z-006). The domain's `buildSplitSave` decides what is written: the
 * original shift becomes the first part and the other parts are new shifts; a part for someone else
 * stays on the original user as a giveaway with `newAssigneeId`, and the server creates the
 * receiving shift. The new parts are created first and the original is changed second; if that
 * second write fails, the new parts are deleted again so that the schedule is left as it was.
 */
import type { Shift } from "@rosterly/contract";
import { buildSplitSave, type SplitError, type SplitPart } from "@rosterly/domain/schedule";
import { useQueryClient } from "@tanstack/react-query";
import { type MutationOptionsOf, useChainedMutation } from "../../api/mutation";
import { bulkUpdateShifts } from "./bulk-update-shifts";
import { createShifts } from "./create-shifts";
import { deleteShifts } from "./delete-shifts";
import { applySavedShifts, type CacheTarget, inputOf } from "./shared";

export class SplitRuleError extends Error {
  override readonly name = "SplitRuleError";

  constructor(readonly rule: SplitError) {
    super(`The split cannot be saved: ${rule}`);
  }
}

export interface SplitSaveRequest {
  original: Shift;
  parts: readonly SplitPart[];
}

/** Answers every shift the split wrote: the changed original, the new parts and the receiving shifts. */
export async function saveSplit({ original, parts }: SplitSaveRequest): Promise<Shift[]> {
  const plan = buildSplitSave(original, parts);
  if (!plan.ok) throw new SplitRuleError(plan.error);
  const created = await createShifts(plan.create.map(inputOf));
  try {
    const updated = await bulkUpdateShifts([{ id: original.id, ...inputOf(plan.update) }]);
    return [...updated, ...created];
  } catch (error) {
    if (created.length > 0) await deleteShifts(created.map((item) => item.id)).catch(() => undefined);
    throw error;
  }
}

export function useSaveSplit(
  target: CacheTarget,
  { mutationConfig }: MutationOptionsOf<typeof saveSplit> = {},
) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    saveSplit,
    { onSuccess: (saved) => applySavedShifts(queryClient, target, saved) },
    mutationConfig,
  );
}
