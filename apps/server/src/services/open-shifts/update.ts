import type { OpenShiftPatch } from "@rosterly/contract";
import { fieldError, fieldErrorWith } from "../../http/field-errors";
import { canEditDetails } from "@rosterly/domain/open-shifts";
import type { DB } from "../../db/client";

import type { Clock } from "../../lib/clock";
import { type OpenShiftRow, updateOpenShift } from "../../repositories/open-shifts";
import { flagsOf } from "../../repositories/scheduling-config";
import type { SessionContext } from "../session/context";
import { managedOpenShift, staleOpenShift } from "./managed-open-shift";
import { publishOpenShiftAction } from "./open-shift-live";

/**
 * H-010: title, comments, flags, sitter details and the deadline change only while the open shift
 * is open and nobody has bid or been seated; after that the offer is what people answered.
 */
export async function updateOpenShiftDetails(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  id: number,
  patch: OpenShiftPatch,
): Promise<OpenShiftRow> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const row = await managedOpenShift(tx, session, id);
    if (!canEditDetails(row)) throw staleOpenShift("errors.precondition.open_shift_has_bids");
    if (patch.flags) {
      const known = new Set(
        (await flagsOf(tx, session.orgId)).filter((flag) => !flag.obsolete).map((flag) => flag.id),
      );
      if (patch.flags.some((flagId) => !known.has(flagId) && !row.flags.includes(flagId))) {
        throw fieldErrorWith("flags", "validation.hospital_choice", { kind: "flags" });
      }
    }
    const biddingEndsOn = patch.biddingEndsOn === undefined ? undefined : new Date(patch.biddingEndsOn);
    if (biddingEndsOn && biddingEndsOn.getTime() <= now.getTime()) {
      throw fieldError("bidding_ends_on", "validation.bidding_end_future");
    }
    const record = await updateOpenShift(tx, row.id, {
      ...(patch.title === undefined ? {} : { title: patch.title }),
      ...(patch.comments === undefined ? {} : { comments: patch.comments }),
      ...(patch.flags === undefined ? {} : { flags: [...new Set(patch.flags)] }),
      ...(biddingEndsOn ? { biddingEndsOn } : {}),
      ...(patch.settings?.sitter !== undefined && row.sitter
        ? { settings: { ...row.settings, sitter: patch.settings.sitter } }
        : {}),
      modifiedBy: session.user.id,
      modifiedOn: now,
    });
    const after = { ...row, ...record };
    await publishOpenShiftAction(tx, after, "updated");
    return after;
  });
}
