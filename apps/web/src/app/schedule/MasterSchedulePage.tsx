import { can, canEditShifts } from "@rosterly/domain/permissions";
import { isReadOnly } from "@rosterly/domain/schedule";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/EmptyState";
import { type RunRef, useFillRun } from "../../features/roster-fill/api/fill-api";
import { FillButton } from "../../features/roster-fill/components/FillButton";
import { proposalOverlay } from "../../features/roster-fill/lib/proposal";
import { useNavigate, useSearchParams } from "react-router";
import type { RequestRef } from "../../features/requests";
// From its module: the feature's index would bring the requests screen into the schedule's first load.
import { readRequestRef, withRequestRef } from "../../features/requests/lib/request-ref";
import {
  type FillSlots,
  MasterSchedule,
  type OpenShiftRequest,
  type OpenShiftSlots,
  type ScheduleSlotContext,
  type RequestSlots,
} from "../../features/schedule/components/MasterSchedule";
import { SaveAsTemplateButton } from "../../features/templates/components/SaveAsTemplateButton";
import { useFormatter } from "../../lib/formatter-context";
import { scheduleStatesOf } from "../../lib/scheduling/validation-input";
import { useActiveDepartment } from "../../lib/session/active-department-context";
import { useSession } from "../../lib/session/session-context";
import { scheduleLink } from "../requests/schedule-link";
import { renderActivity } from "./activity-panels";
import { masterScheduleDepartments } from "./master-schedule-department";
import { PrintButton } from "./PrintButton";
import { todayIn } from "./today";
import { LiveAnnouncement } from "./LiveAnnouncement";
import { useChangeAnnouncements } from "./use-change-announcements";
import { useScreenScheduleChannel } from "./schedule-channel";
import {
  CreateOpenShiftDialog,
  FillDialog,
  PeriodOpenShifts,
  ProposalReview,
  preloadScheduleParts,
  RequestReview,
} from "./schedule-parts";
import { useOnceSettled } from "../../lib/use-once-settled";

/**
 * `/scheduling/schedule` (masterSchedule, management): the grid of the active department (C-013),
 * kept live, with the activity editors composed into its side panel.
 */
export default function MasterSchedulePage() {
  const { t } = useTranslation();
  const session = useSession();
  const { hospital, user, role, perms, actor } = session;
  const { activeDepartmentId, setActiveDepartmentId } = useActiveDepartment();
  const formatter = useFormatter();
  const navigate = useNavigate();
  const canEdit = canEditShifts(perms, actor.classification);
  const { departments, department } = useMemo(
    () => masterScheduleDepartments(hospital, actor, activeDepartmentId),
    [hospital, actor, activeDepartmentId],
  );
  const states = useMemo(() => scheduleStatesOf(hospital), [hospital]);
  const readOnlyOf = useCallback((state: string) => isReadOnly(state, states, canEdit), [states, canEdit]);

  const announcements = useChangeAnnouncements();
  useOnceSettled(preloadScheduleParts);
  useScreenScheduleChannel(announcements.observe);

  // Open shifts from the schedule (H-003): the period's list, and a new one for a day's shortfall.
  const [creating, setCreating] = useState<OpenShiftRequest | null>(null);
  const openShifts = useMemo<OpenShiftSlots | undefined>(
    () =>
      can(perms, "view", "openShift")
        ? {
            panel: (context) => <PeriodOpenShifts hospital={hospital} {...context} />,
            onCreate: can(perms, "edit", "openShift") ? setCreating : null,
          }
        : undefined,
    [perms, hospital],
  );

  // Filling the schedule (the roster generator): its dialog, then the proposal under review.
  const [filling, setFilling] = useState<ScheduleSlotContext | null>(null);
  const [review, setReview] = useState<(RunRef & { departmentId: number }) | null>(null);
  const reviewed = useFillRun(review);
  const onProposal = useCallback(
    (ref: RunRef) => {
      setReview({ ...ref, departmentId: filling?.department.id ?? 0 });
      setFilling(null);
    },
    [filling],
  );
  const reviewedData = reviewed.data;
  const fill = useMemo<FillSlots | undefined>(() => {
    if (!canEdit || role === "staff") return undefined;
    const overlay =
      review && reviewedData?.proposal
        ? proposalOverlay(
            { id: review.scheduleId, departmentId: review.departmentId },
            reviewedData.proposal,
            reviewedData.accepted,
          )
        : null;
    return {
      action: (context) =>
        context.readOnly ? null : (
          <FillButton
            disabled={review?.scheduleId === context.schedule.id}
            onClick={() => setFilling(context)}
          />
        ),
      proposal: overlay,
      review: (context) =>
        review && review.scheduleId === context.schedule.id ? (
          <ProposalReview hospital={hospital} run={review} onClosed={() => setReview(null)} />
        ) : null,
    };
  }, [canEdit, role, review, reviewedData, hospital]);
  // Requests awaiting review (K-012): marked on their staff-days, reviewed beside the grid (`?type=&id=`).
  const [params, setParams] = useSearchParams();
  const openRequest = readRequestRef(params);
  const openType = openRequest?.contentType;
  const openId = openRequest?.id;
  const setRequest = useCallback(
    (ref: RequestRef | null) =>
      setParams((current) => withRequestRef(current, ref), { replace: ref === null }),
    [setParams],
  );
  const requests = useMemo<RequestSlots | undefined>(
    () =>
      can(perms, "view", "request")
        ? {
            open:
              openType !== undefined && openId !== undefined ? { contentType: openType, id: openId } : null,
            onOpen: setRequest,
            panel: (ref, context) => (
              <RequestReview
                key={`${ref.contentType}-${ref.id}`}
                requestRef={ref}
                onClose={context.close}
                activeScheduleId={context.scheduleId}
                onGoToSchedule={(target) => void navigate(scheduleLink(target))}
              />
            ),
          }
        : undefined,
    [perms, openType, openId, setRequest, navigate],
  );

  if (department === null)
    return <EmptyState title={t("schedule.noDepartmentTitle")} message={t("schedule.noDepartment")} />;
  return (
    <>
      <LiveAnnouncement message={announcements.message} messageKey={announcements.messageKey} />
      <MasterSchedule
        key={department.id}
        hospital={hospital}
        userId={user.id}
        viewerIsStaff={role === "staff"}
        canEdit={canEdit}
        isReadOnly={readOnlyOf}
        department={department}
        departments={departments}
        onDepartmentChange={setActiveDepartmentId}
        today={todayIn(formatter.timeZone)}
        renderActivity={renderActivity}
        openShifts={openShifts}
        {...(can(perms, "view", "dailySchedule")
          ? {
              onGoToDaily: (date: string, userId?: number) =>
                void navigate(
                  `/scheduling/daily?date=${date}&dept=${department.id}${userId ? `&user=${userId}` : ""}`,
                ),
            }
          : {})}
        fill={fill}
        requests={requests}
        toolbarActions={(schedule) => (
          <>
            <PrintButton departmentId={department.id} date={schedule.startOn} />
            {can(perms, "edit", "template") && (
              <SaveAsTemplateButton
                scheduleId={schedule.id}
                departmentId={department.id}
                departmentName={department.name}
              />
            )}
          </>
        )}
      />
      {filling && (
        <FillDialog
          hospital={hospital}
          schedule={filling.schedule}
          department={filling.department}
          onClose={() => setFilling(null)}
          onProposal={onProposal}
        />
      )}
      {creating && (
        <CreateOpenShiftDialog
          hospital={hospital}
          departmentId={department.id}
          timeZone={formatter.timeZone}
          prefill={{
            date: creating.date,
            typeId: creating.shiftTypeId,
            opening: creating.opening,
            jobTypes: creating.jobTypes,
          }}
          onClose={() => setCreating(null)}
        />
      )}
    </>
  );
}
