import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import type { Hospital, OpenShift } from "@rosterly/contract";
import { formatTimeInput } from "@rosterly/domain/fields";
import { useState } from "react";
import { useController, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormSwitch } from "../../../components/forms/FormSwitch";
import { FormTextField } from "../../../components/forms/FormTextField";
import { IdMultiSelect } from "../../../components/forms/IdMultiSelect";
import { useToast } from "../../../components/toasts/toast-service";
import { ApiError } from "../../../lib/api/errors";
import { issuesResolver } from "../../../lib/forms/issues";
import { fieldsByWirePath, showServerErrors } from "../../../lib/forms/server-errors";
import { jobTypeOptions } from "../../../lib/organisation/options";
import { useCreateOpenShift } from "../api/open-shift-actions";
import {
  type CreateOpenShiftValues,
  type CreatePrefill,
  createDefaults,
  createInput,
  createIssues,
} from "../lib/create-form";

const FIELDS = [
  "date",
  "typeId",
  "startTime",
  "endTime",
  "opening",
  "fcfs",
  "jobTypes",
  "biddingEndsOn",
  "title",
  "comments",
] as const;
const fieldOf = fieldsByWirePath<CreateOpenShiftValues>([...FIELDS]);

/**
 * A new open shift for the active department (H-012): prefilled from where it was asked for (a
 * day and shift type of the master schedule, the day's shortfall as seats); times follow the shift
 * type until changed. Creating it notifies the eligible staff at once.
 */
export function CreateOpenShiftDialog(props: {
  hospital: Hospital;
  departmentId: number;
  timeZone: string;
  prefill: CreatePrefill;
  onClose: () => void;
  onCreated?: (created: OpenShift) => void;
}) {
  const { hospital, departmentId, timeZone, prefill, onClose, onCreated } = props;
  const { t } = useTranslation();
  const toast = useToast();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const [unplaced, setUnplaced] = useState<string[]>([]);
  // The deadline's default counts from when the dialog opened.
  const [openedAt] = useState(() => Date.now());
  const form = useForm<CreateOpenShiftValues>({
    defaultValues: createDefaults(hospital, prefill, openedAt, timeZone),
    resolver: issuesResolver<CreateOpenShiftValues>((values) => createIssues(values, timeZone), t),
    mode: "onTouched",
  });
  const { control, handleSubmit, setError, setValue } = form;
  const typeField = useController({ control, name: "typeId" });
  const create = useCreateOpenShift({
    mutationConfig: {
      onSuccess: (created) => {
        toast.success(t("openShifts.create.created"));
        onCreated?.(created);
        onClose();
      },
      onError: (error) => {
        const rest = showServerErrors(t, error, setError, fieldOf);
        setUnplaced(rest);
        if (!(error instanceof ApiError && error.status === 400))
          toast.error(t("openShifts.create.failed"), error);
      },
    },
  });
  const types = hospital.shiftTypes.filter((type) => !type.obsolete);

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      maxWidth="sm"
      fullWidth
      aria-labelledby="new-open-shift"
    >
      <form
        noValidate
        onSubmit={(event) =>
          void handleSubmit((values) => {
            setUnplaced([]);
            create.mutate(createInput(values, departmentId, timeZone));
          })(event)
        }
      >
        <DialogTitle id="new-open-shift">{t("openShifts.create.title")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <FormTextField
                control={control}
                name="date"
                type="date"
                label={t("openShifts.create.date")}
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                select
                required
                fullWidth
                label={t("openShifts.create.type")}
                name={typeField.field.name}
                value={typeField.field.value}
                inputRef={typeField.field.ref}
                onBlur={typeField.field.onBlur}
                error={typeField.fieldState.error !== undefined}
                helperText={typeField.fieldState.error?.message}
                onChange={(event) => {
                  const id = Number(event.target.value);
                  typeField.field.onChange(id);
                  const type = hospital.shiftTypes.find((row) => row.id === id);
                  if (type) {
                    setValue("startTime", formatTimeInput(type.startTime), { shouldValidate: true });
                    setValue("endTime", formatTimeInput(type.endTime), { shouldValidate: true });
                  }
                }}
              >
                {types.map((type) => (
                  <MenuItem key={type.id} value={type.id}>
                    {type.name} ({formatTimeInput(type.startTime)}–{formatTimeInput(type.endTime)})
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Stack direction="row" spacing={2}>
              <FormTextField
                control={control}
                name="startTime"
                label={t("openShifts.create.start")}
                placeholder="HH:MM"
                required
                fullWidth
              />
              <FormTextField
                control={control}
                name="endTime"
                label={t("openShifts.create.end")}
                placeholder="HH:MM"
                required
                fullWidth
              />
              <FormTextField
                control={control}
                name="opening"
                type="number"
                label={t("openShifts.create.opening")}
                required
                fullWidth
                slotProps={{ htmlInput: { min: 1, step: 1 } }}
              />
            </Stack>
            <IdMultiSelect
              control={control}
              name="jobTypes"
              label={t("openShifts.create.jobTypes")}
              helperText={t("openShifts.create.jobTypesHelp")}
              options={jobTypeOptions(hospital)}
            />
            <FormTextField
              control={control}
              name="biddingEndsOn"
              type="datetime-local"
              label={t("openShifts.create.biddingEndsOn")}
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormSwitch
              control={control}
              name="fcfs"
              label={t("openShifts.create.fcfs")}
              description={t("openShifts.create.fcfsHelp")}
            />
            <FormTextField control={control} name="title" label={t("openShifts.create.titleField")} />
            <FormTextField
              control={control}
              name="comments"
              label={t("openShifts.create.comments")}
              multiline
              minRows={2}
            />
            {unplaced.length > 0 && <Alert severity="error">{unplaced.join(" ")}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("openShifts.create.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t("openShifts.create.submit")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
