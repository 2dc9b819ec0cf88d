import { Alert, Box, Button, Chip, CircularProgress, Divider, Stack, Typography } from "@mui/material";
import type { Hospital, OpenShift } from "@rosterly/contract";
import { canClose, canDelete, isOpen, remainingSeats } from "@rosterly/domain/open-shifts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DetailList } from "../../../components/DetailList";
import { DialogCanceledError, useDialogs } from "../../../components/dialogs/dialog-service";
import { EmptyState } from "../../../components/EmptyState";
import { PersonName } from "../../../components/PersonName";
import { StaffPicker } from "../../../components/staff-picker/StaffPicker";
import { useToast } from "../../../components/toasts/toast-service";
import { ApiError } from "../../../lib/api/errors";
import { useFormatter } from "../../../lib/formatter-context";
import { useNow } from "../../../lib/use-now";
import { useOpenShift } from "../api/get-open-shift";
import {
  useAssignOpenShift,
  useCloseOpenShift,
  useDeleteOpenShift,
  useNudgeOpenShift,
} from "../api/open-shift-actions";
import { openShiftView } from "../lib/open-shift-view";
import { isStale } from "../lib/stale";
import { type AssignmentWarning, warningText } from "../lib/warning-text";
import { BiddingLabel } from "./BiddingLabel";
import { BidderSelection } from "./BidderSelection";
import { NudgeButton } from "./NudgeButton";
import { OpeningEditor } from "./OpeningEditor";
import { OpenShiftWhen } from "./OpenShiftWhen";
import { RecipientsSection } from "./RecipientsSection";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ py: 1.5 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** H-005: one open shift's details, the people involved and what the scheduler can do with it. */
export function OpenShiftDetails(props: { id: number; hospital: Hospital; onDeleted: () => void }) {
  const { id, hospital, onDeleted } = props;
  const { t } = useTranslation();
  const query = useOpenShift(id);
  if (query.isPending)
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
        <CircularProgress aria-label={t("openShifts.loading")} />
      </Box>
    );
  // H-016: deleted meanwhile (here or by someone else) reads as gone, not as a failure.
  if (query.isError)
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <EmptyState message={t("openShifts.gone")} />
    ) : (
      <EmptyState illustration="error" message={t("openShifts.loadOneFailed")} />
    );
  return (
    <OpenShiftDetailsLoaded
      key={query.data.id}
      shift={query.data}
      hospital={hospital}
      onDeleted={onDeleted}
    />
  );
}

function OpenShiftDetailsLoaded(props: { shift: OpenShift; hospital: Hospital; onDeleted: () => void }) {
  const { shift, hospital, onDeleted } = props;
  const { t } = useTranslation();
  const formatter = useFormatter();
  const toast = useToast();
  const dialogs = useDialogs();
  const now = useNow(15_000);
  const view = openShiftView(hospital, shift);
  const [bidders, setBidders] = useState<readonly number[]>([]);
  const [picked, setPicked] = useState<readonly number[]>([]);
  const [warnings, setWarnings] = useState<{ userId: number; warnings: AssignmentWarning[] }[]>([]);
  const seatsLeft = remainingSeats(shift);
  const open = isOpen(shift);
  // Seats the staff picker may still fill once the chosen bidders are counted; its own choices count too.
  const pickRoom = seatsLeft - bidders.length;

  const onActionError =
    (
      failedKey:
        | "openShifts.assignFailed"
        | "openShifts.closeFailed"
        | "openShifts.nudgeFailed"
        | "openShifts.deleteFailed",
    ) =>
    (error: Error) => {
      if (isStale(error)) toast.error(t("openShifts.stale"), error);
      else toast.error(t(failedKey), error);
    };
  const assign = useAssignOpenShift({
    mutationConfig: {
      onSuccess: (answer) => {
        setBidders([]);
        setPicked([]);
        setWarnings(answer.warnings.filter((entry) => entry.warnings.length > 0));
        toast.success(
          t("openShifts.assigned", { count: answer.openShift.assignees.length - shift.assignees.length }),
        );
      },
      onError: onActionError("openShifts.assignFailed"),
    },
  });
  const close = useCloseOpenShift({
    mutationConfig: {
      onSuccess: () => toast.success(t("openShifts.closed")),
      onError: onActionError("openShifts.closeFailed"),
    },
  });
  const nudge = useNudgeOpenShift({
    mutationConfig: {
      onSuccess: () => toast.success(t("openShifts.nudged")),
      onError: onActionError("openShifts.nudgeFailed"),
    },
  });
  const remove = useDeleteOpenShift({
    mutationConfig: {
      onSuccess: () => {
        toast.success(t("openShifts.deleted"));
        onDeleted();
      },
      onError: onActionError("openShifts.deleteFailed"),
    },
  });
  const busy = assign.isPending || close.isPending || nudge.isPending || remove.isPending;
  const nameOf = (userId: number) =>
    hospital.employees[String(userId)]?.fullName ??
    shift.participants.find((person) => person.userId === userId)?.fullName ??
    String(userId);

  const confirmThen = async (message: string, title: string, act: () => void) => {
    try {
      await dialogs.confirm({ title, message, confirmLabel: title, destructive: true });
      act();
    } catch (error) {
      if (!(error instanceof DialogCanceledError)) throw error;
    }
  };

  const details = [
    { label: t("openShifts.department"), value: view.departmentName },
    {
      label: t("openShifts.forWhom"),
      value: shift.sitter ? t("openShifts.sitter") : view.jobTypeNames.join(", ") || t("openShifts.anyJob"),
    },
    ...(view.eligibleDepartmentNames.length > 0
      ? [{ label: t("openShifts.eligibleDepartments"), value: view.eligibleDepartmentNames.join(", ") }]
      : []),
    ...(view.jobStatusNames.length > 0
      ? [{ label: t("openShifts.jobStatus"), value: view.jobStatusNames.join(", ") }]
      : []),
    {
      label: t("openShifts.seats"),
      value: t("openShifts.seatsValue", { opening: shift.opening, left: seatsLeft }),
    },
    { label: t("openShifts.biddingEnds"), value: formatter.date(shift.biddingEndsOn, "dateTime") },
    ...(shift.title ? [{ label: t("openShifts.title"), value: shift.title }] : []),
    ...(shift.comments ? [{ label: t("openShifts.comments"), value: shift.comments }] : []),
  ];

  return (
    <Box sx={{ px: 2, pb: 3 }} data-open-shift-details={shift.id}>
      <Box sx={{ pt: 2 }}>
        <OpenShiftWhen shift={shift} shiftType={view.shiftType} size="medium" heading>
          {shift.fcfs && <Chip size="small" color="secondary" label={t("openShifts.fcfs")} />}
          <BiddingLabel shift={shift} now={now} />
        </OpenShiftWhen>
      </Box>
      <Box sx={{ py: 2 }}>
        <DetailList items={details} />
      </Box>
      <OpeningEditor shift={shift} />
      <Divider />
      <Section title={t("openShifts.assignees")}>
        {shift.assignees.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t("openShifts.noAssignees")}
          </Typography>
        ) : (
          <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
            {shift.assignees.map((userId) => (
              <Chip
                key={userId}
                label={<PersonName userId={userId} name={nameOf(userId)} />}
                color="success"
                variant="outlined"
              />
            ))}
          </Stack>
        )}
      </Section>
      {warnings.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }} onClose={() => setWarnings([])}>
          {warnings.map((entry) => (
            <div key={entry.userId}>
              <strong>
                <PersonName userId={entry.userId} name={nameOf(entry.userId)} />
              </strong>
              : {entry.warnings.map((w) => warningText(t, formatter, w)).join(" ")}
            </div>
          ))}
        </Alert>
      )}
      {!shift.fcfs && (
        <Section title={t("openShifts.bidders")}>
          <BidderSelection
            shift={shift}
            selected={bidders}
            room={seatsLeft - picked.length - bidders.length}
            disabled={!open || busy}
            onChange={setBidders}
          />
        </Section>
      )}
      {open && seatsLeft > 0 && (
        <Section title={t("openShifts.pickStaff")}>
          {pickRoom > 0 ? (
            <StaffPicker
              hospital={hospital}
              departmentId={shift.departmentId}
              date={shift.date}
              excludeUserIds={[...shift.bidders, ...shift.assignees]}
              jobTypeIds={shift.jobTypes}
              limit={pickRoom}
              selected={picked}
              onChange={setPicked}
              showFloatIn
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t("openShifts.seatsChosen")}
            </Typography>
          )}
        </Section>
      )}
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, pt: 1 }}>
        {open && seatsLeft > 0 && (
          <Button
            variant="contained"
            disabled={busy || bidders.length + picked.length === 0}
            onClick={() =>
              assign.mutate({ id: shift.id, selectedBidders: [...bidders], assignees: [...picked] })
            }
          >
            {t("openShifts.assign", { count: bidders.length + picked.length })}
          </Button>
        )}
        {open && <NudgeButton shift={shift} busy={busy} onNudge={() => nudge.mutate(shift.id)} />}
        {canClose(shift) && (
          <Button
            color="warning"
            variant="outlined"
            disabled={busy}
            onClick={() =>
              void confirmThen(t("openShifts.closeConfirm"), t("openShifts.close"), () =>
                close.mutate(shift.id),
              )
            }
          >
            {t("openShifts.close")}
          </Button>
        )}
        {canDelete(shift) && (
          <Button
            color="error"
            variant="outlined"
            disabled={busy}
            onClick={() =>
              void confirmThen(t("openShifts.deleteConfirm"), t("openShifts.delete"), () =>
                remove.mutate(shift.id),
              )
            }
          >
            {t("openShifts.delete")}
          </Button>
        )}
      </Stack>
      <Divider sx={{ mt: 2 }} />
      <Section title={t("openShifts.recipients")}>
        <RecipientsSection openShiftId={shift.id} />
      </Section>
    </Box>
  );
}
