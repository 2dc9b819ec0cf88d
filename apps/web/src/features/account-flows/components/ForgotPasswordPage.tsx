import MarkEmailReadOutlined from "@mui/icons-material/MarkEmailReadOutlined";
import { Alert, Button, Stack, TextField } from "@mui/material";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { issuesResolver } from "../../../lib/forms/issues";
import { type ForgotPasswordValues, validateForgotPassword } from "../lib/forms";
import { useRequestPasswordReset } from "../api/flows";
import { SignedOutLayout } from "../../../components/SignedOutLayout";

/**
 * `/auth/password/forgot` (B-014): ask for a reset link. The answer is the same whether or not an
 * account uses the address, so the page never tells who has an account.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const resolver = useMemo(() => issuesResolver(validateForgotPassword, t), [t]);
  const { register, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver,
    defaultValues: { email: "" },
  });
  const mutation = useRequestPasswordReset();

  return (
    <SignedOutLayout
      title={t("accountFlows.forgot.title")}
      subtitle={mutation.isSuccess ? undefined : t("accountFlows.forgot.subtitle")}
    >
      {mutation.isSuccess ? (
        <Stack spacing={2}>
          <Alert icon={<MarkEmailReadOutlined />} severity="success">
            {t("accountFlows.forgot.sent", { email: mutation.variables })}
          </Alert>
          <Button component={Link} to="/auth/login" variant="contained">
            {t("accountFlows.toSignIn")}
          </Button>
        </Stack>
      ) : (
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          onSubmit={(event) => void handleSubmit(({ email }) => mutation.mutate(email.trim()))(event)}
        >
          {mutation.isError && <Alert severity="error">{t("accountFlows.failed")}</Alert>}
          <TextField
            {...register("email")}
            label={t("auth.email")}
            type="email"
            autoComplete="username"
            autoFocus
            error={formState.errors.email !== undefined}
            helperText={formState.errors.email?.message}
            slotProps={{ htmlInput: { inputMode: "email" } }}
          />
          <Button type="submit" variant="contained" size="large" disabled={mutation.isPending}>
            {mutation.isPending ? t("accountFlows.sending") : t("accountFlows.forgot.submit")}
          </Button>
          <Button component={Link} to="/auth/login">
            {t("accountFlows.backToSignIn")}
          </Button>
        </Stack>
      )}
    </SignedOutLayout>
  );
}
