import { Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../../../../components/PasswordField";
import { useToast } from "../../../../components/toasts/toast-service";
import { useUnsavedChanges } from "../../../../components/unsaved/use-unsaved-changes";
import { useSetPassword } from "../../api/set-password";
import { type ChangePasswordValues, validateChangePassword } from "../../lib/credentials-forms";
import { issuesResolver } from "../../../../lib/forms/issues";
import { serverFieldError } from "../../../../lib/forms/server-errors";

/** B-015: current password, the new one twice; the answer's fresh tokens keep the session going. */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const toast = useToast();
  const mutation = useSetPassword();
  const resolver = useMemo(() => issuesResolver(validateChangePassword, t), [t]);
  const form = useForm<ChangePasswordValues>({
    resolver,
    defaultValues: { currentPassword: "", newPassword: "", reNewPassword: "" },
  });
  const { errors, isDirty } = form.formState;
  useUnsavedChanges("change-password", isDirty);

  const submit = (values: ChangePasswordValues) =>
    mutation.mutate(values, {
      onSuccess: () => {
        form.reset();
        toast.success(t("accounts.credentials.passwordChanged"));
      },
      onError: (error) => {
        const fields = [
          ["currentPassword", "current_password"],
          ["newPassword", "new_password"],
          ["reNewPassword", "re_new_password"],
        ] as const;
        let placed = false;
        for (const [field, wireName] of fields) {
          const message = serverFieldError(t, error, wireName);
          if (message === undefined) continue;
          form.setError(field, { type: "server", message });
          placed = true;
        }
        if (!placed) toast.error(t("accounts.credentials.passwordFailed"), error);
      },
    });

  return (
    <Card variant="outlined" component="section" aria-labelledby="change-password-title">
      <CardContent>
        <Typography id="change-password-title" variant="h4" component="h2" sx={{ mb: 0.5 }}>
          {t("accounts.credentials.passwordTitle")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {t("accounts.credentials.passwordBody")}
        </Typography>
        <Stack
          component="form"
          noValidate
          spacing={2}
          sx={{ maxWidth: 420 }}
          onSubmit={(event) => void form.handleSubmit(submit)(event)}
        >
          <PasswordField
            {...form.register("currentPassword")}
            label={t("accounts.credentials.currentPassword")}
            autoComplete="current-password"
            error={errors.currentPassword !== undefined}
            helperText={errors.currentPassword?.message}
          />
          <PasswordField
            {...form.register("newPassword")}
            label={t("accounts.credentials.newPassword")}
            autoComplete="new-password"
            error={errors.newPassword !== undefined}
            helperText={errors.newPassword?.message ?? t("accounts.credentials.passwordRule")}
          />
          <PasswordField
            {...form.register("reNewPassword")}
            label={t("accounts.credentials.repeatPassword")}
            autoComplete="new-password"
            error={errors.reNewPassword !== undefined}
            helperText={errors.reNewPassword?.message}
          />
          <div>
            <Button type="submit" variant="contained" disabled={mutation.isPending}>
              {mutation.isPending
                ? t("accounts.credentials.saving")
                : t("accounts.credentials.changePassword")}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
