import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { checkConfirmation, checkPassword } from "@rosterly/domain/fields";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { PasswordField } from "../../../../components/PasswordField";
import { useToast } from "../../../../components/toasts/toast-service";
import { useUnsavedChanges } from "../../../../components/unsaved/use-unsaved-changes";
import { useSetPassword } from "../../api/set-password";
import { ruleMessage } from "../../lib/messages";
import { ruleField } from "../../lib/rule-schema";
import { serverFieldError } from "../../../../lib/forms/server-errors";

/** B-015: current password, the new one twice; the answer's fresh tokens keep the session going. */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const toast = useToast();
  const mutation = useSetPassword();
  const schema = useMemo(
    () =>
      z
        .object({
          currentPassword: ruleField(t, (value) =>
            value === "" ? { ok: false, key: "validation.required" } : { ok: true },
          ),
          newPassword: ruleField(t, checkPassword),
          reNewPassword: z.string(),
        })
        .superRefine((values, ctx) => {
          const same = checkConfirmation(values.newPassword, values.reNewPassword);
          if (!same.ok)
            ctx.addIssue({ code: "custom", path: ["reNewPassword"], message: ruleMessage(t, same) });
        }),
    [t],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: "", newPassword: "", reNewPassword: "" },
  });
  const { errors, isDirty } = form.formState;
  useUnsavedChanges("change-password", isDirty);

  const submit = (values: z.output<typeof schema>) =>
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
