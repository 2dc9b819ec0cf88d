import EditOutlined from "@mui/icons-material/EditOutlined";
import { Alert, Box, Button, Card, CardActions, CardContent, CardHeader } from "@mui/material";
import type { Hospital } from "@rosterly/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../../components/toasts/toast-service";
import { useUnsavedChanges } from "../../../../components/unsaved/use-unsaved-changes";
import { ApiError } from "../../../../lib/api/errors";
import { issuesResolver } from "../../../../lib/forms/issues";
import { showServerErrors } from "../../../../lib/forms/server-errors";
import { useUpdateHospitalInfo } from "../../api/update-hospital-info";
import { InfoFields } from "./InfoFields";
import { type InfoForm, infoFieldOf, infoForm, infoPatch, validateInfo } from "./info-form";
import { InfoView } from "./InfoView";

/** The hospital's details (E-002): read, and for editors an Edit button that turns them into a form. */
export function InfoCard({ hospital, canEdit }: { hospital: Hospital; canEdit: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <Card variant="outlined" component="section" aria-label={t("hospital.details")}>
      <CardHeader
        title={t("hospital.details")}
        slotProps={{ title: { variant: "h4", component: "h2" } }}
        action={
          canEdit && !editing ? (
            <Button startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
              {t("hospital.edit")}
            </Button>
          ) : undefined
        }
      />
      {editing ? (
        <InfoEditor hospital={hospital} onDone={() => setEditing(false)} />
      ) : (
        <CardContent sx={{ pt: 0 }}>
          <InfoView hospital={hospital} />
        </CardContent>
      )}
    </Card>
  );
}

function InfoEditor({ hospital, onDone }: { hospital: Hospital; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateHospitalInfo(hospital.id);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const form = useForm<InfoForm>({
    defaultValues: infoForm(hospital),
    resolver: issuesResolver(validateInfo, t),
    mode: "onTouched",
  });
  useUnsavedChanges("hospital.info", form.formState.isDirty);
  const saving = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setUnplaced([]);
    try {
      await update.mutateAsync(infoPatch(values));
      toast.success(t("hospital.saved"));
      form.reset(values);
      onDone();
    } catch (error) {
      setUnplaced(showServerErrors(t, error, form.setError, infoFieldOf));
      if (!(error instanceof ApiError && error.endsSession)) toast.error(t("hospital.saveFailed"), error);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <CardContent sx={{ pt: 0 }}>
        <InfoFields control={form.control} disabled={saving} />
        {unplaced.length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {unplaced.join(" ")}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: "flex-end", px: 2, pb: 2 }}>
        <Button onClick={onDone} disabled={saving}>
          {t("hospital.cancel")}
        </Button>
        <Button type="submit" variant="contained" loading={saving}>
          {t("hospital.save")}
        </Button>
      </CardActions>
    </Box>
  );
}
