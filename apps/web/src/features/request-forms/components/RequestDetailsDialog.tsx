import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import type { Approval, RequestContentType } from "@rosterly/contract";
import { canWithdraw, isAwaitingReview } from "@rosterly/domain/requests";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { DetailList } from "../../../components/DetailList";
import { useFormatter } from "../../../lib/formatter-context";
import { useSession } from "../../../lib/session/session-context";
import { type RequestDetails, useRequestDetails } from "../api/my-requests";
import { personName } from "../lib/people";
import { FindingsList } from "./FindingsList";
import { ShiftSummary } from "./ShiftSummary";
import { RequestStateChip } from "./StateChip";

/**
 * One of the caller's requests in full: what was asked, its state, who reviews it or how it was
 * decided with the reviewer's comment, what the validators find now; withdraw when it may be.
 */
export function RequestDetailsDialog(props: {
  contentType: RequestContentType;
  id: number;
  onClose: () => void;
  onWithdraw: () => void;
  withdrawing: boolean;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const { user } = useSession();
  const titleId = useId();
  const details = useRequestDetails(props.contentType, props.id);
  const request = details.data?.request;
  const requester =
    details.data === undefined
      ? null
      : details.data.contentType === "event"
        ? details.data.request.assigneeId
        : details.data.request.createdBy;
  const withdrawable = request !== undefined && requester === user.id && canWithdraw(request.state);
  const kind =
    details.data === undefined
      ? null
      : details.data.contentType === "shiftrequest"
        ? details.data.request.requestType
        : details.data.contentType === "swap"
          ? "swap"
          : "event";

  return (
    <Dialog open onClose={props.onClose} fullScreen={phone} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {kind === null ? t("myRequests.detailsTitle") : t(`myRequests.kind.${kind}`)}
      </DialogTitle>
      <DialogContent dividers>
        {details.isPending ? (
          <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
            <CircularProgress aria-label={t("myRequests.loading")} />
          </Box>
        ) : details.isError ? (
          <Alert severity="error">{t("myRequests.detailsFailed")}</Alert>
        ) : (
          <Stack spacing={2}>
            <Box>
              <RequestStateChip state={details.data.request.state} />
            </Box>
            <Asked details={details.data} />
            {details.data.request.comments ? (
              <Box>
                <Typography variant="subtitle2" component="h3">
                  {t("myRequests.yourComments")}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: "pre-wrap" }}>
                  {details.data.request.comments}
                </Typography>
              </Box>
            ) : null}
            <Review state={details.data.request.state} approvals={details.data.request.approvals} />
            {"errors" in details.data.request &&
              details.data.request.errors.length > 0 &&
              isAwaitingReview(details.data.request.state) && (
                <Alert severity="warning" variant="outlined">
                  <Typography variant="subtitle2" component="h3">
                    {t("myRequests.findings")}
                  </Typography>
                  <FindingsList results={details.data.request.errors} />
                </Alert>
              )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {withdrawable && (
          <Button onClick={props.onWithdraw} disabled={props.withdrawing} sx={{ color: "error.dark" }}>
            {t("myRequests.withdraw.button")}
          </Button>
        )}
        <Button onClick={props.onClose}>{t("myRequests.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** What was asked, by kind. */
function Asked({ details }: { details: RequestDetails }) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { hospital } = useSession();
  const name = (id: number | null) => personName(hospital, id) ?? t("myRequests.someone");
  if (details.contentType === "event") {
    const event = details.request;
    return (
      <Stack spacing={1}>
        <DetailList items={[{ label: t("myRequests.timeOffType"), value: event.typeName }]} />
        <Stack
          direction="row"
          useFlexGap
          spacing={0.5}
          sx={{ flexWrap: "wrap" }}
          aria-label={t("myRequests.dates")}
        >
          {[...event.dates].sort().map((date) => (
            <Chip key={date} size="small" label={formatter.date(date, "date")} />
          ))}
        </Stack>
      </Stack>
    );
  }
  const request = details.request;
  if (request.contentType === "swap")
    return (
      <Stack spacing={1}>
        <ShiftSummary
          shift={request.sourceShift}
          label={t("myRequests.swapGive", { name: name(request.sourceUserId) })}
        />
        <ShiftSummary
          shift={request.targetShift}
          label={t("myRequests.swapTake", { name: name(request.targetUserId) })}
        />
      </Stack>
    );
  if (request.contentType !== "shiftrequest") return null;
  const rows: { label: string; value: ReactNode }[] = [];
  if (request.requestType === "giveaway")
    rows.push({
      label: t("myRequests.receiver"),
      value: request.newAssigneeId === null ? t("myRequests.toDepartment") : name(request.newAssigneeId),
    });
  if (request.requestType === "reschedule")
    rows.push(
      { label: t("myRequests.fromDate"), value: formatter.date(request.originData.date, "weekdayDate") },
      { label: t("myRequests.toDate"), value: formatter.date(request.date, "weekdayDate") },
    );
  return (
    <Stack spacing={1}>
      <ShiftSummary shift={{ ...request.shift, date: request.originData.date }} />
      {rows.length > 0 && <DetailList items={rows} />}
      {request.requestType === "split" && (
        <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 2.5 }} aria-label={t("myRequests.parts")}>
          {request.splits.map((part) => (
            <Typography component="li" variant="body2" key={part.id}>
              {t("myRequests.part", {
                start: part.startTime.slice(0, 5),
                end: part.endTime.slice(0, 5),
                name: name(part.assigneeId),
              })}
            </Typography>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Who has it now, or how it was decided and what the reviewer said (K-004: the last step is current). */
function Review({ state, approvals }: { state: string; approvals: readonly Approval[] }) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { hospital } = useSession();
  const current = approvals.at(-1);
  const reviewer = personName(hospital, current?.reviewerId ?? null);
  if (isAwaitingReview(state))
    return (
      <Typography variant="body2" color="text.secondary">
        {reviewer ? t("myRequests.waitingFor", { name: reviewer }) : t("myRequests.waiting")}
      </Typography>
    );
  const decidedBy = personName(hospital, current?.modifiedBy ?? current?.reviewerId ?? null);
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {t("myRequests.review")}
      </Typography>
      {current && (
        <Typography variant="body2" color="text.secondary">
          {t("myRequests.decidedOn", {
            when: formatter.date(current.modifiedOn, "dateTime"),
            name: decidedBy ?? t("myRequests.someone"),
          })}
        </Typography>
      )}
      <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", mt: 0.5 }}>
        {current?.comments ? current.comments : t("myRequests.noReviewComment")}
      </Typography>
    </Box>
  );
}
