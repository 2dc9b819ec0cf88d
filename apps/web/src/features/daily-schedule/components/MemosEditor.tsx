import { Box, Button, Stack, Typography } from "@mui/material";
import type { DailySchedule } from "@rosterly/contract";
import { CENSUS_LIMITS } from "@rosterly/domain/daily";
import { normalizeText } from "@rosterly/domain/fields";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../components/forms/FormTextField";
import { useToast } from "../../../components/toasts/toast-service";
import { type Issues, issuesResolver, note } from "../../../lib/forms/issues";
import { showServerErrors } from "../../../lib/forms/server-errors";
import { useUpdateMemos } from "../api/daily-api";

interface MemoValues {
  memos: string;
}

function validate(values: MemoValues): Issues {
  const issues: Issues = {};
  note(issues, "memos", normalizeText(values.memos, { required: false, maxLength: CENSUS_LIMITS.memos }));
  return issues;
}

/** Memos of the day for the unit (handover notes, sitters, closures). */
export function MemosEditor(props: { schedule: DailySchedule; readOnly: boolean }) {
  const { schedule, readOnly } = props;
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateMemos();
  const form = useForm<MemoValues>({
    values: { memos: schedule.memos },
    resolver: issuesResolver(validate, t),
  });
  const save = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: schedule.id, memos: values.memos.trim() });
      toast.success(t("daily.memosSaved"));
    } catch (error) {
      if (
        showServerErrors(t, error, form.setError, (path) => (path === "memos" ? "memos" : null)).length === 0
      )
        toast.error(t("daily.memosFailed"), error);
    }
  });
  if (readOnly)
    return (
      <Box component="section" aria-labelledby={`memos-${schedule.id}`}>
        <Typography id={`memos-${schedule.id}`} variant="subtitle1" component="h3">
          {t("daily.memos")}
        </Typography>
        <Typography
          variant="body2"
          sx={{ whiteSpace: "pre-wrap" }}
          color={schedule.memos ? "text.primary" : "text.secondary"}
        >
          {schedule.memos || t("daily.noMemos")}
        </Typography>
      </Box>
    );
  return (
    <Box component="form" noValidate onSubmit={(event) => void save(event)}>
      <FormTextField
        control={form.control}
        name="memos"
        label={t("daily.memos")}
        placeholder={readOnly ? undefined : t("daily.memosHint")}
        multiline
        minRows={3}
        fullWidth
        disabled={readOnly}
      />
      {!readOnly && (
        <Stack direction="row" sx={{ justifyContent: "flex-end", mt: 1 }}>
          <Button type="submit" variant="contained" disabled={!form.formState.isDirty || update.isPending}>
            {t("daily.saveMemos")}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
