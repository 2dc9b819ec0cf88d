import { Alert, Box, Button, Card, CardActions, CardContent, CardHeader } from "@mui/material";
import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";

/**
 * One section of settings saved together: its fields, what could not be placed on a field, and
 * Save / Discard (enabled once something changed). A form element, so Enter saves.
 */
export function SettingsCard<F extends FieldValues>(props: {
  title: string;
  subtitle?: string;
  form: UseFormReturn<F>;
  onSubmit: () => void;
  saving: boolean;
  canEdit: boolean;
  unplaced: readonly string[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { title, subtitle, form, onSubmit, saving, canEdit, unplaced, children } = props;
  const { isDirty, errors } = form.formState;
  const general = [...(errors.root?.message ? [errors.root.message] : []), ...unplaced];
  return (
    <Card
      variant="outlined"
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      aria-label={title}
    >
      <CardHeader
        title={title}
        subheader={subtitle}
        slotProps={{ title: { variant: "h4", component: "h2" } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {children}
        {general.length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {general.map((message) => (
              <div key={message}>{message}</div>
            ))}
          </Alert>
        )}
      </CardContent>
      {canEdit && (
        <CardActions sx={{ justifyContent: "flex-end", px: 2, pb: 2 }}>
          <Box sx={{ display: "flex", gap: 1 }}>
            <Button onClick={() => form.reset()} disabled={!isDirty || saving}>
              {t("hospitalSettings.discard")}
            </Button>
            <Button type="submit" variant="contained" disabled={!isDirty} loading={saving}>
              {t("hospitalSettings.save")}
            </Button>
          </Box>
        </CardActions>
      )}
    </Card>
  );
}
