import { canUpdateOpening, checkOpening } from "@rosterly/domain/open-shifts";
import { fieldError } from "../../http/field-errors";
import type { DB } from "../../db/client";

import type { Clock } from "../../lib/clock";
import { type OpenShiftRow, updateOpenShift } from "../../repositories/open-shifts";
import type { SessionContext } from "../session/context";
import { managedOpenShift } from "./managed-open-shift";
import { publishOpenShiftAction } from "./open-shift-live";

/** H-011: the number of seats, never under those already taken; fixed for sitters and after bidding. */
export async function updateOpening(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  id: number,
  opening: number,
): Promise<OpenShiftRow> {
  return deps.db.transaction(async (tx) => {
    const row = await managedOpenShift(tx, session, id);
    if (!canUpdateOpening(row)) throw fieldError("opening", "validation.opening_fixed");
    const check = checkOpening(row, opening);
    if (!check.ok) {
      const min = check.params?.min;
      throw fieldError(
        "opening",
        min === undefined
          ? "validation.integer"
          : { ok: false, key: "validation.min_value", params: { min } },
      );
    }
    const record = await updateOpenShift(tx, row.id, {
      opening,
      modifiedBy: session.user.id,
      modifiedOn: deps.clock(),
    });
    const after = { ...row, ...record };
    await publishOpenShiftAction(tx, after, "updated");
    return after;
  });
}
