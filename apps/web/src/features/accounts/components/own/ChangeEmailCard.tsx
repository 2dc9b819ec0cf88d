import MarkEmailReadOutlined from "@mui/icons-material/MarkEmailReadOutlined";
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from "@mui/material";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../../../../components/PasswordField";
import { useToast } from "../../../../components/toasts/toast-service";
import { useUnsavedChanges } from "../../../../components/unsaved/use-unsaved-changes";
import { useChangeEmail, WrongPassword } from "../../api/change-email";
import { type ChangeEmailValues, validateChangeEmail } from "../../lib/credentials-forms";
import { issuesResolver } from "../../../../lib/forms/issues";
import { serverFieldError } from "../../../../lib/forms/server-errors";

/**
 * B-016: the password proves it is the owner, then a link goes to the new address; the change
 * happens only when that link is opened. The shown address follows the live `email_confirmed`.
 */
export function ChangeEmailCard({ userId, email }: { userId: number; email: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const resolver = useMemo(() => issuesResolver(validateChangeEmail, t), [t]);
  const form = useForm<ChangeEmailValues>({
    resolver,
    defaultValues: { password: "", newEmail: "", repeatEmail: "" },
  });
  const { errors, isDirty } = form.formState;
  useUnsavedChanges("change-email", isDirty);
  const mutation = useChangeEmail(userId);

  const submit = (values: ChangeEmailValues) =>
    mutation.mutate(
      { password: values.password, newEmail: values.newEmail.trim() },
      {
        onSuccess: (address) => {
          form.reset();
          setSentTo(address);
        },
        onError: (error) => {
          if (error instanceof WrongPassword) {
            const message =
              serverFieldError(t, error.cause, "password") ?? t("accounts.credentials.wrongPassword");
            return form.setError("password", { type: "server", message });
          }
          const message = serverFieldError(t, error, "new_email");
          if (message !== undefined) form.setError("newEmail", { type: "server", message });
          else toast.error(t("accounts.credentials.emailFailed"), error);
        },
      },
    );

  return (
    <Card variant="outlined" component="section" aria-labelledby="change-email-title">
      <CardContent>
        <Typography id="change-email-title" variant="h4" component="h2" sx={{ mb: 0.5 }}>
          {t("accounts.credentials.emailTitle")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {t("accounts.credentials.currentEmail")} <strong data-testid="current-email">{email}</strong>
        </Typography>
        {sentTo !== null ? (
          <Stack spacing={2} sx={{ maxWidth: 520 }}>
            <Alert icon={<MarkEmailReadOutlined />} severity="success">
              {t("accounts.credentials.emailSent", { email: sentTo })}
            </Alert>
            <div>
              <Button onClick={() => setSentTo(null)}>{t("accounts.credentials.emailAgain")}</Button>
            </div>
          </Stack>
        ) : (
          <Stack
            component="form"
            noValidate
            spacing={2}
            sx={{ maxWidth: 420 }}
            onSubmit={(event) => void form.handleSubmit(submit)(event)}
          >
            <PasswordField
              {...form.register("password")}
              label={t("accounts.credentials.password")}
              autoComplete="current-password"
              error={errors.password !== undefined}
              helperText={errors.password?.message ?? t("accounts.credentials.passwordCheckHint")}
            />
            <TextField
              {...form.register("newEmail")}
              label={t("accounts.credentials.newEmail")}
              type="email"
              autoComplete="email"
              error={errors.newEmail !== undefined}
              helperText={errors.newEmail?.message}
            />
            <TextField
              {...form.register("repeatEmail")}
              label={t("accounts.credentials.repeatEmail")}
              type="email"
              autoComplete="off"
              error={errors.repeatEmail !== undefined}
              helperText={errors.repeatEmail?.message}
            />
            <div>
              <Button type="submit" variant="contained" disabled={mutation.isPending}>
                {mutation.isPending
                  ? t("accounts.credentials.sending")
                  : t("accounts.credentials.changeEmail")}
              </Button>
            </div>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
