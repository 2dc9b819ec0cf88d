import { COMMENTS_MAX } from "@rosterly/contract";
import type { Control, FieldValues, Path } from "react-hook-form";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../components/forms/FormTextField";

/** The requester's own words, seen by the reviewers (max COMMENTS_MAX, with a counter). */
export function CommentsField<F extends FieldValues & { comments: string }>({
  control,
}: {
  control: Control<F>;
}) {
  const { t } = useTranslation();
  const value = useWatch({ control, name: "comments" as Path<F> }) as string | undefined;
  return (
    <FormTextField
      control={control}
      name={"comments" as Path<F>}
      label={t("requestForms.comments")}
      multiline
      minRows={2}
      maxRows={6}
      fullWidth
      helperText={t("requestForms.commentsHelp", { count: value?.length ?? 0, max: COMMENTS_MAX })}
    />
  );
}
