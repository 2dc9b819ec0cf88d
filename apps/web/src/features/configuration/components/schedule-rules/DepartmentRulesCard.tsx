import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  MenuItem,
  TextField,
} from "@mui/material";
import type { Department, Hospital } from "@rosterly/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../../components/toasts/toast-service";
import { useUnsavedChanges } from "../../../../components/unsaved/use-unsaved-changes";
import { ApiError } from "../../../../lib/api/errors";
import { issuesResolver } from "../../../../lib/forms/issues";
import { showServerErrors } from "../../../../lib/forms/server-errors";
import { useUpdateScheduleRules } from "../../api/update-schedule-rules";
import {
  type ScheduleRulesForm,
  scheduleRuleField,
  scheduleRulesForm,
  scheduleRulesPatchOf,
  validateScheduleRules,
} from "../../lib/schedule-rules-form";
import { ScheduleRulesFields } from "./ScheduleRulesFields";

/**
 * The schedule rules of one department at a time (E-004): approvals, review days and the
 * self-schedule window, saved with the department's own rules call.
 */
export function DepartmentRulesCard({ hospital, canEdit }: { hospital: Hospital; canEdit: boolean }) {
  const { t } = useTranslation();
  const departments = hospital.departments.filter((row) => !row.obsolete);
  const [chosen, setChosen] = useState<number | null>(departments[0]?.id ?? null);
  const department = departments.find((row) => row.id === chosen) ?? departments[0];
  return (
    <Card variant="outlined" component="section" aria-label={t("configuration.rules.title")}>
      <CardHeader
        title={t("configuration.rules.title")}
        subheader={t("configuration.rules.subtitle")}
        slotProps={{ title: { variant: "h4", component: "h2" } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <TextField
          select
          label={t("configuration.rules.department")}
          value={department?.id ?? ""}
          onChange={(event) => setChosen(Number(event.target.value))}
          sx={{ maxWidth: 360, mb: 3 }}
        >
          {departments.map((row) => (
            <MenuItem key={row.id} value={row.id}>
              {row.name}
            </MenuItem>
          ))}
        </TextField>
        {department === undefined && <Alert severity="info">{t("configuration.rules.noDepartments")}</Alert>}
      </CardContent>
      {department && <RulesForm key={department.id} department={department} canEdit={canEdit} />}
    </Card>
  );
}

function RulesForm({ department, canEdit }: { department: Department; canEdit: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateScheduleRules();
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const form = useForm<ScheduleRulesForm>({
    defaultValues: scheduleRulesForm(department),
    resolver: issuesResolver((values) => validateScheduleRules(values), t),
    mode: "onTouched",
  });
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChanges(`configuration.rules.${department.id}`, isDirty);

  const submit = form.handleSubmit(async (values) => {
    setUnplaced([]);
    const patch = scheduleRulesPatchOf(values, department.scheduleRules);
    try {
      const saved =
        Object.keys(patch).length === 0
          ? department
          : await update.mutateAsync({ departmentId: department.id, patch });
      form.reset(scheduleRulesForm(saved));
      toast.success(t("configuration.rules.saved", { name: department.name }));
    } catch (error) {
      setUnplaced(showServerErrors(t, error, form.setError, scheduleRuleField));
      if (!(error instanceof ApiError && error.endsSession))
        toast.error(t("configuration.rules.saveFailed", { name: department.name }), error);
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t("configuration.rules.formOf", { name: department.name })}
    >
      <CardContent sx={{ pt: 0 }}>
        <ScheduleRulesFields control={form.control} path={(key) => key} disabled={!canEdit || isSubmitting} />
        {unplaced.length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {unplaced.join(" ")}
          </Alert>
        )}
      </CardContent>
      {canEdit && (
        <CardActions sx={{ justifyContent: "flex-end", px: 2, pb: 2 }}>
          <Button onClick={() => form.reset()} disabled={!isDirty || isSubmitting}>
            {t("configuration.discard")}
          </Button>
          <Button type="submit" variant="contained" disabled={!isDirty} loading={isSubmitting}>
            {t("configuration.save")}
          </Button>
        </CardActions>
      )}
    </Box>
  );
}
