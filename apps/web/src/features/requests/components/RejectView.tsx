import { Alert, Button, Stack, Typography } from "@mui/material";
import { COMMENTS_MAX } from "@rosterly/contract";
import { normalizeText } from "@rosterly/domain/fields";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { type Issues, issuesResolver, note } from "../../../lib/forms/issues";
import { fieldsByWirePath, showServerErrors } from "../../../lib/forms/server-errors";
import { CommentField } from "./NotesFields";

interface RejectValues {
  comments: string;
}

const validate = (values: RejectValues): Issues => {
  const issues: Issues = {};
  const checked = normalizeText(values.comments, { required: false, maxLength: COMMENTS_MAX });
  if (!checked.ok) note(issues, "comments", checked);
  return issues;
};

/** K-010: the reason for a rejection (6 rows, counter, 1000 at most), which everyone involved reads. */
export function RejectView(props: {
  busy: boolean;
  failure: unknown;
  onCancel: () => void;
  onReject: (comments: string) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<RejectValues>({
    defaultValues: { comments: "" },
    resolver: issuesResolver(validate, t),
  });
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const [shownFailure, setShownFailure] = useState<unknown>(null);
  if (props.failure !== shownFailure) {
    setShownFailure(props.failure);
    if (props.failure)
      setUnplaced(
        showServerErrors(t, props.failure, form.setError, fieldsByWirePath<RejectValues>(["comments"])),
      );
  }
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      sx={{ py: 2 }}
      aria-label={t("requests.reject.title")}
      onSubmit={(event) => void form.handleSubmit((values) => props.onReject(values.comments.trim()))(event)}
    >
      <Typography>{t("requests.reject.message")}</Typography>
      <CommentField
        control={form.control}
        name="comments"
        label={t("requests.reject.comments")}
        hint={t("requests.reject.disclosure")}
        rows={6}
        disabled={props.busy}
      />
      <Alert severity="info">{t("requests.reject.visibleToAll")}</Alert>
      {unplaced.length > 0 && (
        <Alert severity="error" role="alert">
          {unplaced.join(" ")}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
        <Button onClick={props.onCancel} disabled={props.busy}>
          {t("requests.actions.back")}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color="error"
          sx={{ bgcolor: "error.dark" }}
          disabled={props.busy}
        >
          {t("requests.actions.reject")}
        </Button>
      </Stack>
    </Stack>
  );
}
