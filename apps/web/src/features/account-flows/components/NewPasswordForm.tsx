import type { PasswordPair } from "../api/flows";
import { Alert, Button, Stack } from "@mui/material";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../../../components/PasswordField";
import { serverFieldError } from "../../../lib/forms/server-errors";
import { issuesResolver } from "../../../lib/forms/issues";
import { validateNewPassword } from "../lib/forms";

export type { PasswordPair };

/**
 * A new password typed twice (activation and reset): the domain's password rule and the
 * confirmation are checked before sending; the server's field errors land on the same fields.
 */
export function NewPasswordForm(props: {
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (pair: PasswordPair) => void;
}) {
  const { submitLabel, pending, error, onSubmit } = props;
  const { t } = useTranslation();
  const resolver = useMemo(() => issuesResolver(validateNewPassword, t), [t]);
  const { register, handleSubmit, formState } = useForm<PasswordPair>({
    resolver,
    defaultValues: { newPassword: "", reNewPassword: "" },
  });
  const newError = formState.errors.newPassword?.message ?? serverFieldError(t, error, "new_password");
  const repeatError =
    formState.errors.reNewPassword?.message ?? serverFieldError(t, error, "re_new_password");
  const other = error !== null && error !== undefined && newError === undefined && repeatError === undefined;

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      {other && <Alert severity="error">{t("accountFlows.failed")}</Alert>}
      <PasswordField
        {...register("newPassword")}
        label={t("accountFlows.newPassword")}
        autoComplete="new-password"
        autoFocus
        error={newError !== undefined}
        helperText={newError ?? t("accountFlows.passwordRule")}
      />
      <PasswordField
        {...register("reNewPassword")}
        label={t("accountFlows.repeatPassword")}
        autoComplete="new-password"
        error={repeatError !== undefined}
        helperText={repeatError}
      />
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        {pending ? t("accountFlows.saving") : submitLabel}
      </Button>
    </Stack>
  );
}
