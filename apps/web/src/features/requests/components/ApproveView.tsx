import { Alert, Button, Stack, Typography } from "@mui/material";
import { COMMENTS_MAX, type Hospital, type RequestDetail } from "@rosterly/contract";
import { normalizeText } from "@rosterly/domain/fields";
import { useMemo, useState } from "react";
import { useController, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { StaffPicker } from "../../../components/staff-picker/StaffPicker";
import { type Issues, issuesResolver, note } from "../../../lib/forms/issues";
import { fieldsByWirePath, showServerErrors } from "../../../lib/forms/server-errors";
import { useFormatter } from "../../../lib/formatter-context";
import type { ApproveBody } from "../api/review-actions";
import { requesterOf } from "../lib/request-view";
import { approveBody, EMPTY_NOTES, noteTargets, type ShiftNotes } from "../lib/review-notes";
import { NotesFields } from "./NotesFields";
import { nameOf, Section } from "./parts";
import { ApproveWithErrorsDialog } from "./ReviewDialogs";

export interface ApproveValues {
  notes: Record<string, ShiftNotes>;
  newAssigneeId: number | null;
}

const needsReceiver = (request: RequestDetail) =>
  request.contentType === "shiftrequest" &&
  request.requestType === "giveaway" &&
  request.newAssigneeId === null;

export function validateApprove(request: RequestDetail) {
  return (values: ApproveValues): Issues => {
    const issues: Issues = {};
    for (const [key, notes] of Object.entries(values.notes)) {
      for (const field of ["comments", "internalComments"] as const) {
        const checked = normalizeText(notes[field], { required: false, maxLength: COMMENTS_MAX });
        if (!checked.ok) note(issues, `notes.${key}.${field}`, checked);
      }
    }
    if (needsReceiver(request) && values.newAssigneeId === null)
      note(issues, "newAssigneeId", {
        ok: false,
        key: "validation.required",
        text: "requests.approve.receiverRequired",
      });
    return issues;
  };
}

/**
 * K-011, K-016, K-018…K-022: the confirmation, the receiver of an open giveaway and the notes per
 * affected shift; a request with findings asks once more in a dialog that stays until answered.
 */
export function ApproveView(props: {
  request: RequestDetail;
  hospital: Hospital;
  busy: boolean;
  /** The last failure, whose field errors land on their fields. */
  failure: unknown;
  onCancel: () => void;
  onApprove: (body: ApproveBody) => void;
}) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { request, hospital, busy, onCancel, onApprove } = props;
  const targets = useMemo(() => noteTargets(request), [request]);
  const form = useForm<ApproveValues>({
    defaultValues: {
      notes: Object.fromEntries(targets.map((target) => [target.key, { ...EMPTY_NOTES, flags: [] }])),
      newAssigneeId: null,
    },
    resolver: issuesResolver(validateApprove(request), t),
  });
  const receiver = useController({ control: form.control, name: "newAssigneeId" });
  const [pending, setPending] = useState<ApproveBody | null>(null);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const [shownFailure, setShownFailure] = useState<unknown>(null);
  if (props.failure !== shownFailure) {
    setShownFailure(props.failure);
    if (props.failure)
      setUnplaced(
        showServerErrors(t, props.failure, form.setError, fieldsByWirePath<ApproveValues>(["newAssigneeId"])),
      );
  }

  const requester = hospital.employees[String(requesterOf(request))];
  const firstName = requester?.firstName ?? "";
  const confirmation =
    request.contentType === "event"
      ? t("requests.approve.confirmEvent", { firstName, type: request.typeName })
      : t(`requests.approve.confirm.${request.requestType}`, { firstName });

  const submit = form.handleSubmit((values) => {
    const body = approveBody(request, values.notes, values.newAssigneeId);
    if (request.errors.length > 0) setPending(body);
    else onApprove(body);
  });
  const roleTitle = (role: (typeof targets)[number]["role"]) => t(`requests.notes.role.${role}`);
  const currentTargets = targets.map((target) =>
    target.role === "new" && target.assigneeId === null
      ? { ...target, assigneeId: receiver.field.value }
      : target,
  );
  const shiftDate = request.contentType === "shiftrequest" ? request.shift.date : (targets[0]?.date ?? "");

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      spacing={2}
      sx={{ py: 2 }}
      aria-label={t("requests.approve.title")}
    >
      <Typography>{confirmation}</Typography>
      {request.errors.length > 0 && <Alert severity="warning">{t("requests.approve.hasErrors")}</Alert>}
      {needsReceiver(request) && (
        <Section title={t("requests.approve.chooseReceiver")}>
          {receiver.fieldState.error && (
            <Alert severity="error" sx={{ mb: 1 }} role="alert">
              {receiver.fieldState.error.message}
            </Alert>
          )}
          <StaffPicker
            hospital={hospital}
            departmentId={request.departmentId}
            date={shiftDate}
            excludeUserIds={[requesterOf(request)]}
            limit={1}
            single
            selected={receiver.field.value === null ? [] : [receiver.field.value]}
            onChange={(selected) => receiver.field.onChange(selected[0] ?? null)}
            showFloatIn
          />
        </Section>
      )}
      <Section title={t("requests.notes.title")}>
        <Stack spacing={1}>
          {currentTargets.map((target) => (
            <NotesFields
              key={target.key}
              control={form.control}
              base={`notes.${target.key}`}
              title={roleTitle(target.role)}
              summary={[
                nameOf(hospital, target.assigneeId),
                target.date ? formatter.date(target.date, "date") : "",
                target.startTime && target.endTime
                  ? `${target.startTime.slice(0, 5)}–${target.endTime.slice(0, 5)}`
                  : "",
              ]
                .filter(Boolean)
                .join(" · ")}
              hospital={hospital}
              disabled={busy}
            />
          ))}
        </Stack>
      </Section>
      {unplaced.length > 0 && (
        <Alert severity="error" role="alert">
          {unplaced.join(" ")}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
        <Button onClick={onCancel} disabled={busy}>
          {t("requests.actions.back")}
        </Button>
        <Button type="submit" variant="contained" color="success" disabled={busy}>
          {t("requests.actions.approve")}
        </Button>
      </Stack>
      {pending !== null && (
        <ApproveWithErrorsDialog
          onCancel={() => setPending(null)}
          onApprove={() => {
            const body = pending;
            setPending(null);
            onApprove(body);
          }}
        />
      )}
    </Stack>
  );
}
