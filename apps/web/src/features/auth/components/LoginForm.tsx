import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import { Alert, Button, IconButton, InputAdornment, Stack, TextField } from "@mui/material";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { issuesResolver } from "../../../lib/forms/issues";
import { type Credentials, prepareLogin } from "../api/login";
import { type LoginValues, validateLogin } from "../lib/login-form";

/** The e-mail and password form; the page decides what a failed attempt means. */
export function LoginForm(props: {
  onSubmit: (credentials: Credentials) => void;
  pending: boolean;
  error: string | null;
}) {
  const { onSubmit, pending, error } = props;
  const { t } = useTranslation();
  const [showPassword, setShowPassword] = useState(false);
  const resolver = useMemo(() => issuesResolver(validateLogin, t), [t]);
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    resolver,
    defaultValues: { email: "", password: "" },
  });
  const { errors } = formState;

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event) =>
        void handleSubmit((values) => onSubmit({ ...values, email: values.email.trim() }))(event)
      }
      aria-busy={pending}
      // The request's code (the API client) is not part of the page: fetch it once the user types.
      onInput={prepareLogin}
    >
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        {...register("email")}
        label={t("auth.email")}
        type="email"
        autoComplete="username"
        autoFocus
        error={errors.email !== undefined}
        helperText={errors.email?.message}
        slotProps={{ htmlInput: { inputMode: "email" } }}
      />
      <TextField
        {...register("password")}
        label={t("auth.password")}
        type={showPassword ? "text" : "password"}
        autoComplete="current-password"
        error={errors.password !== undefined}
        helperText={errors.password?.message}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  onClick={() => setShowPassword((value) => !value)}
                  aria-label={showPassword ? t("auth.hidePassword") : t("auth.showPassword")}
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        {pending ? t("auth.submitting") : t("auth.submit")}
      </Button>
    </Stack>
  );
}
