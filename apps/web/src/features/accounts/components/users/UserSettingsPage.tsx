import { Box, Button, Card, CardContent, InputAdornment, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../../components/PageHeader";
import { useToast } from "../../../../components/toasts/toast-service";
import { useUnsavedChanges } from "../../../../components/unsaved/use-unsaved-changes";
import { useUpdateSettings } from "../../../../lib/organisation/update-settings";
import { checkIdleTimeout, idleTimeoutOf } from "../../lib/idle-timeout";
import { ruleMessage } from "../../lib/messages";
import { serverFieldError } from "../../../../lib/forms/server-errors";
import { useAccountsViewer } from "../../lib/viewer";

/**
 * `/admin/users/settings` (Z-022): how long staff may stay idle before they are signed out. The
 * organisation's live update reloads the hospital, so the shown value follows any change.
 */
export function UserSettingsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const { hospital } = useAccountsViewer();
  const saved = idleTimeoutOf(hospital);
  const [typed, setTyped] = useState(String(saved));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useUpdateSettings(hospital.id);
  const dirty = typed.trim() !== String(saved);
  useUnsavedChanges("users-settings", dirty);

  const submit = () => {
    const checked = checkIdleTimeout(hospital, typed);
    if (!checked.ok) return setProblem(ruleMessage(t, checked));
    setProblem(null);
    save.mutate([{ path: "idleTimeout", value: checked.value }], {
      onSuccess: () => toast.success(t("accounts.settings.saved")),
      onError: (error) => {
        setProblem(serverFieldError(t, error, "idleTimeout") ?? null);
        toast.error(t("accounts.settings.saveFailed"), error);
      },
    });
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeader title={t("accounts.settings.title")} subtitle={t("accounts.settings.subtitle")} />
      <Card variant="outlined">
        <CardContent>
          <Stack
            component="form"
            noValidate
            spacing={2}
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Typography variant="h4" component="h2">
              {t("accounts.settings.idleTitle")}
            </Typography>
            <Typography color="text.secondary">{t("accounts.settings.idleBody")}</Typography>
            <TextField
              label={t("accounts.settings.idleTimeout")}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              error={problem !== null}
              helperText={problem ?? t("accounts.settings.idleHint")}
              sx={{ maxWidth: 260 }}
              slotProps={{
                htmlInput: { inputMode: "numeric" },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">{t("accounts.settings.minutes")}</InputAdornment>
                  ),
                },
              }}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={!dirty || save.isPending}>
                {save.isPending ? t("accounts.settings.saving") : t("accounts.settings.save")}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
