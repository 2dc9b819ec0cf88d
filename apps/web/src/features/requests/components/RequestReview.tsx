import CloseRounded from "@mui/icons-material/CloseRounded";
import ErrorOutlineRounded from "@mui/icons-material/ErrorOutlineRounded";
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Divider,
  IconButton,
  Stack,
  Typography,
} from "@mui/material";
import type { RequestDetail } from "@rosterly/contract";
import { can } from "@rosterly/domain/permissions";
import { canDecide, canEscalate, canTakeOver, showsReceipts } from "@rosterly/domain/requests";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/EmptyState";
import { useToast } from "../../../components/toasts/toast-service";
import { ApiError } from "../../../lib/api/errors";
import { useFormatter } from "../../../lib/formatter-context";
import { useActiveDepartment } from "../../../lib/session/active-department-context";
import { useSession } from "../../../lib/session/session-context";
import { useNow } from "../../../lib/use-now";
import { useRequest } from "../api/get-request";
import type { RequestRef } from "../api/keys";
import { useEventScheduleId } from "../api/request-context";
import {
  type ApproveBody,
  refOf,
  useApproveRequest,
  useRejectRequest,
  useRequestDirectorApproval,
  useTakeOverRequest,
} from "../api/review-actions";
import { stateLabel } from "../lib/state-label";
import { firstDate, reviewerOf, scheduleIdOf, submittedRecently } from "../lib/request-view";
import { ApprovalStatusCard } from "./ApprovalStatusCard";
import { ApproveView } from "./ApproveView";
import { EventView } from "./EventView";
import { Section, useNameOf } from "./parts";
import { Receipts } from "./Receipts";
import { RejectView } from "./RejectView";
import { RequestErrorsDialog } from "./ReviewDialogs";
import { ShiftRequestView } from "./ShiftRequestView";
import { SwapView } from "./SwapView";

/** Where "go to schedule" leads (K-012): the request's department and schedule, at its first date. */
export interface ScheduleTarget {
  ref: RequestRef;
  departmentId: number;
  scheduleId: number;
  date: string;
}

export interface RequestReviewProps {
  requestRef: RequestRef;
  onClose: () => void;
  /** Composed by the screen; absent where the schedule cannot be opened. */
  onGoToSchedule?: (target: ScheduleTarget) => void;
  /** On the master schedule: the schedule shown, where the button is only offered for another one. */
  activeScheduleId?: number | null;
  /** K-026: told once a decision is made. */
  onDecided?: (outcome: "approved" | "rejected") => void;
}

/**
 * K-007: a request's review panel. It loads the request by kind and id, shows a spinner, the
 * generic error view or the request, and reloads when a live `approval` update names it.
 */
export function RequestReview(props: RequestReviewProps) {
  const { t } = useTranslation();
  const query = useRequest(props.requestRef);
  const header = (title: string, extra?: React.ReactNode) => (
    <PanelHeader title={title} onClose={props.onClose}>
      {extra}
    </PanelHeader>
  );
  if (query.isPending)
    return (
      <>
        {header(t("requests.panel.loadingTitle"))}
        <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
          <CircularProgress aria-label={t("requests.panel.loading")} />
        </Box>
      </>
    );
  if (query.isError)
    return (
      <>
        {header(t("requests.panel.loadingTitle"))}
        {query.error instanceof ApiError && query.error.status === 404 ? (
          <EmptyState message={t("requests.panel.gone")} />
        ) : (
          <EmptyState illustration="error" message={t("requests.panel.genericError")} />
        )}
      </>
    );
  return (
    <LoadedReview
      key={`${query.data.contentType}-${query.data.id}`}
      request={query.data}
      reload={() => void query.refetch()}
      {...props}
    />
  );
}

function PanelHeader(props: { title: string; onClose: () => void; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1,
        px: 2,
        py: 1,
        borderBottom: 1,
        borderColor: "divider",
        position: "sticky",
        top: 0,
        bgcolor: "background.paper",
        zIndex: 1,
      }}
    >
      <Typography variant="h3" component="h2" sx={{ flex: 1, fontSize: "1.05rem" }}>
        {props.title}
      </Typography>
      {props.children}
      <IconButton onClick={props.onClose} aria-label={t("requests.panel.close")}>
        <CloseRounded />
      </IconButton>
    </Box>
  );
}

type View = "details" | "reject" | "approve";

function LoadedReview(props: RequestReviewProps & { request: RequestDetail; reload: () => void }) {
  const { request, reload, onClose, onGoToSchedule, activeScheduleId, onDecided } = props;
  const { t } = useTranslation();
  const formatter = useFormatter();
  const toast = useToast();
  const session = useSession();
  const { user, hospital, perms } = session;
  const { setActiveDepartmentId } = useActiveDepartment();
  const nameOf = useNameOf();
  const now = useNow(60_000);
  const [view, setView] = useState<View>("details");
  const [showErrors, setShowErrors] = useState(false);
  const ref = refOf(request);
  const reviewer = reviewerOf(request);
  const reviewable = { state: request.state, reviewerId: reviewer };
  const decides = canDecide(reviewable, user.id);
  const mayTakeOver = can(perms, "edit", "request") && canTakeOver(reviewable, user.id);
  const escalates = decides && canEscalate(request.contentType, request.state);

  const failed = (key: FailureKey) => (error: Error) => {
    if (error instanceof ApiError && error.status === 412) {
      toast.error(t("requests.toast.changed"), error);
      setView("details");
      reload();
    } else toast.error(t(key), error);
  };
  const approve = useApproveRequest({
    mutationConfig: {
      onSuccess: () => {
        toast.success(t("requests.toast.approved"));
        setView("details");
        onDecided?.("approved");
      },
      onError: failed("requests.toast.approveFailed"),
    },
  });
  const reject = useRejectRequest({
    mutationConfig: {
      onSuccess: () => {
        toast.success(t("requests.toast.rejected"));
        setView("details");
        onDecided?.("rejected");
      },
      onError: failed("requests.toast.rejectFailed"),
    },
  });
  const director = useRequestDirectorApproval({
    mutationConfig: {
      onSuccess: () => toast.success(t("requests.toast.directorRequested")),
      onError: failed("requests.toast.directorFailed"),
    },
  });
  const takeOver = useTakeOverRequest({
    mutationConfig: {
      onSuccess: () => toast.success(t("requests.toast.takenOver")),
      onError: failed("requests.toast.takeOverFailed"),
    },
  });
  const busy = approve.isPending || reject.isPending || director.isPending || takeOver.isPending;

  // K-012: the schedule is known for swaps and shift requests; an event asks the server.
  const offersSchedule = onGoToSchedule !== undefined && (decides || mayTakeOver);
  const eventSchedule = useEventScheduleId(
    offersSchedule && request.contentType === "event" ? request.id : null,
  );
  const scheduleId = scheduleIdOf(request) ?? eventSchedule.data ?? null;
  const date = firstDate(request);
  const showSchedule =
    offersSchedule && scheduleId !== null && date !== null && scheduleId !== (activeScheduleId ?? null);

  const title = t(`requests.kind.${request.requestType}`);
  const headerExtra = <Chip size="small" label={stateLabel(t, request.state)} data-state={request.state} />;

  return (
    <Box data-request={`${request.contentType}:${request.id}`}>
      <PanelHeader title={title} onClose={onClose}>
        {headerExtra}
      </PanelHeader>
      <Box sx={{ px: 2, pb: 3 }}>
        {view === "details" && (
          <>
            <Box sx={{ pt: 2 }}>
              <ApprovalStatusCard request={request} />
            </Box>
            {request.errors.length > 0 && (
              <Alert
                severity="warning"
                icon={<ErrorOutlineRounded />}
                sx={{ mt: 2 }}
                action={
                  <Button color="inherit" size="small" onClick={() => setShowErrors(true)}>
                    {t("requests.errors.show")}
                  </Button>
                }
              >
                {t("requests.errors.summary", { count: request.errors.length })}
              </Alert>
            )}
            {request.contentType === "swap" && <SwapView request={request} hospital={hospital} />}
            {request.contentType === "shiftrequest" && (
              <ShiftRequestView request={request} hospital={hospital} />
            )}
            {request.contentType === "event" && <EventView request={request} hospital={hospital} />}
            {(request.comments ?? "").trim() !== "" && (
              <Section title={t("requests.panel.requesterComments")}>
                <Typography variant="body2" sx={{ whiteSpace: "pre-wrap" }}>
                  {request.comments}
                </Typography>
              </Section>
            )}
            {showsReceipts(request.requestType, request.state) && (
              <Receipts request={request} hospital={hospital} />
            )}
            <Divider sx={{ my: 1 }} />
            {mayTakeOver && (
              <Stack spacing={1} sx={{ py: 1 }}>
                <Typography variant="body2" color="text.secondary">
                  {submittedRecently(request.createdOn, now)
                    ? t("requests.panel.submittedNow")
                    : t("requests.panel.submitted", { when: formatter.ago(request.createdOn, now) })}
                </Typography>
                {reviewer !== null && (
                  <Alert severity="info">
                    {t("requests.panel.heldBy", {
                      name: nameOf(reviewer) || t("requests.unknownPerson"),
                    })}
                  </Alert>
                )}
              </Stack>
            )}
            <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: "wrap", pt: 1 }}>
              {decides && (
                <>
                  <Button
                    variant="outlined"
                    color="error"
                    sx={{ color: "error.dark", borderColor: "error.dark" }}
                    disabled={busy}
                    onClick={() => setView("reject")}
                  >
                    {t("requests.actions.reject")}
                  </Button>
                  <Button
                    variant="contained"
                    color="success"
                    disabled={busy}
                    onClick={() => setView("approve")}
                  >
                    {t("requests.actions.approve")}
                  </Button>
                </>
              )}
              {escalates && (
                <Button variant="outlined" disabled={busy} onClick={() => director.mutate({ ref })}>
                  {t("requests.actions.director")}
                </Button>
              )}
              {mayTakeOver && (
                <Button variant="contained" disabled={busy} onClick={() => takeOver.mutate(ref)}>
                  {t("requests.actions.takeOver")}
                </Button>
              )}
              {showSchedule && (
                <Button
                  variant="text"
                  onClick={() => {
                    setActiveDepartmentId(request.departmentId);
                    onGoToSchedule({ ref, departmentId: request.departmentId, scheduleId, date });
                  }}
                >
                  {t("requests.actions.goToSchedule")}
                </Button>
              )}
            </Stack>
          </>
        )}
        {view === "reject" && (
          <RejectView
            busy={busy}
            failure={reject.error}
            onCancel={() => setView("details")}
            onReject={(comments) => reject.mutate({ ref, comments })}
          />
        )}
        {view === "approve" && (
          <ApproveView
            request={request}
            hospital={hospital}
            busy={busy}
            failure={approve.error}
            onCancel={() => setView("details")}
            onApprove={(body: ApproveBody) => approve.mutate({ id: request.id, approve: body })}
          />
        )}
      </Box>
      {showErrors && (
        <RequestErrorsDialog request={request} hospital={hospital} onClose={() => setShowErrors(false)} />
      )}
    </Box>
  );
}

type FailureKey =
  | "requests.toast.approveFailed"
  | "requests.toast.rejectFailed"
  | "requests.toast.directorFailed"
  | "requests.toast.takeOverFailed";
