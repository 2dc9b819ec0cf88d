import { isAwaitingReview, withdrawnState } from "@rosterly/domain/requests";
import { localDateOf } from "@rosterly/domain/time";
import type { DB } from "../../db/client";
import { Errors } from "../../http/errors";
import type { Clock } from "../../lib/clock";
import { assertCanWithdraw, assertRequestVisible } from "../../policies/requests";
import type { WireRequestDetail } from "../../presenters/request";
import { insertApproval, type RequestContentType, updateApproval } from "../../repositories/requests";
import { organisationSettings } from "../../repositories/scheduling-config";
import { orgSchedulingOf } from "../scheduling/org-scheduling";
import type { SessionContext } from "../session/context";
import { RequestAudience } from "./audience";
import { currentStep, datesOf, factsOf, loadRequest, namedOf } from "./load";
import { presentLoaded } from "./read";
import { announce, eventStateChanged, setRequestState, tell } from "./transitions";

/**
 * PATCH …/withdraw/ (Y-034): the requester takes a request back. While it awaits review the
 * current step records the withdrawal (`withdrawn_before_approval`); an approved request, up to
 * its first date, gets a step of its own (`withdrawn`). What an approval already changed on the
 * schedule stays; the reviewer and the people it names are told.
 */
export async function withdrawRequest(
  deps: { db: DB; clock: Clock },
  session: SessionContext,
  contentType: RequestContentType,
  id: number,
  body: { comments?: string | undefined },
): Promise<WireRequestDetail> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const me = session.user.id;
    const request = await loadRequest(tx, session.orgId, contentType, id, { lock: true });
    const facts = factsOf(request);
    assertRequestVisible(session, facts);
    assertCanWithdraw(session, facts);
    const awaiting = isAwaitingReview(request.row.state);
    if (!awaiting) {
      const orgRow = await organisationSettings(tx, session.orgId);
      const today = orgRow ? localDateOf(now, orgSchedulingOf(orgRow).timeZone) : null;
      if (today === null || (datesOf(request)[0] ?? "") < today)
        throw Errors.precondition("errors.precondition.request_not_pending");
    }
    const state = withdrawnState(request.row.state);
    const current = currentStep(request);
    if (!current) throw Errors.notFound("errors.not_found.request");
    const step = awaiting
      ? await updateApproval(tx, current.id, { state, comments: body.comments ?? "" }, me, now)
      : await insertApproval(tx, {
          orgId: session.orgId,
          contentType,
          objectId: id,
          approved: null,
          reviewerId: null,
          state,
          comments: body.comments ?? "",
          createdBy: me,
          modifiedBy: me,
          createdOn: now,
          modifiedOn: now,
        });
    const approvals = awaiting ? [...request.approvals.slice(0, -1), step] : [...request.approvals, step];
    const after = { ...(await setRequestState(tx, request, state, me, now)), approvals };
    await eventStateChanged(tx, session, now, request, after);
    await tell(
      tx,
      after,
      step,
      "notifications.request_withdrawn",
      [current.reviewerId, ...namedOf(after)],
      me,
      now,
    );
    await announce(tx, after, step, "withdrawn", await RequestAudience.load(tx, session.orgId));
    return presentLoaded(tx, session.orgId, after, []);
  });
}
