import AddRounded from "@mui/icons-material/AddRounded";
import DeleteOutlineRounded from "@mui/icons-material/DeleteOutlineRounded";
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import {
  camelCase,
  type Employee,
  type Hospital,
  type ScheduleTemplate,
  TEMPLATE_DAY_ACTIVITIES_MAX,
} from "@rosterly/contract";
import { formatTimeInput } from "@rosterly/domain/fields";
import { useMemo, useState } from "react";
import {
  type FieldPath,
  useController,
  useFieldArray,
  useForm,
  type Control,
  type UseFormSetValue,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormSwitch } from "../../../components/forms/FormSwitch";
import { FormTextField } from "../../../components/forms/FormTextField";
import { IdMultiSelect } from "../../../components/forms/IdMultiSelect";
import { useToast } from "../../../components/toasts/toast-service";
import { ApiError } from "../../../lib/api/errors";
import { issuesResolver } from "../../../lib/forms/issues";
import { showServerErrors } from "../../../lib/forms/server-errors";
import type { ShiftType } from "@rosterly/contract";
import { useSaveTemplateDay } from "../api/templates";
import { dayActivities } from "../lib/template-grid";
import {
  activityValues,
  type DayValues,
  dayInput,
  dayIssues,
  newActivity,
  offeredTypes,
} from "../lib/day-form";

/** `activities.0.type_id` -> `activities.0.typeId`. */
const fieldOf = (wirePath: string): FieldPath<DayValues> | null =>
  /^activities\.\d+\.[a-z_]+$/.test(wirePath)
    ? (wirePath.split(".").map(camelCase).join(".") as FieldPath<DayValues>)
    : null;

/**
 * One day of a person's template (J-001): the activities a shift is made from when the template is
 * applied, edited as in the master schedule's shift editor (a shift type brings its times and
 * on-call). Saving an empty day clears it.
 */
export function TemplateDayDialog(props: {
  hospital: Hospital;
  employee: Employee | undefined;
  template: ScheduleTemplate;
  offset: number;
  /** How the day is named in the title (weekday and day of the pattern). */
  dayName: string;
  onClose: () => void;
}) {
  const { hospital, employee, template, offset, dayName, onClose } = props;
  const { t } = useTranslation();
  const toast = useToast();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const current = dayActivities(template, offset);
  const types = useMemo(() => offeredTypes(hospital, employee), [hospital, employee]);
  const flagOptions = useMemo(
    () =>
      hospital.flags.map((flag) => ({
        id: flag.id,
        label: `${flag.shortCode} · ${flag.name}`,
        obsolete: flag.obsolete,
      })),
    [hospital.flags],
  );
  const form = useForm<DayValues>({
    defaultValues: {
      activities: current.length > 0 ? current.map(activityValues) : [newActivity(types, employee)],
    },
    resolver: issuesResolver<DayValues>(dayIssues, t),
    mode: "onTouched",
  });
  const { control, handleSubmit, setError, setValue } = form;
  const list = useFieldArray({ control, name: "activities" });
  const save = useSaveTemplateDay({
    mutationConfig: {
      onSuccess: (_saved, change) => {
        toast.success(change.activities.length === 0 ? t("templates.day.cleared") : t("templates.day.saved"));
        onClose();
      },
      onError: (error) => {
        const rest = showServerErrors(t, error, setError, fieldOf);
        setUnplaced(rest);
        if (!(error instanceof ApiError && error.status === 400))
          toast.error(t("templates.day.failed"), error);
      },
    },
  });
  const submit = (activities: ReturnType<typeof dayInput>) => {
    setUnplaced([]);
    save.mutate({
      profileId: template.profileId,
      id: template.id,
      departmentId: template.departmentId,
      offset,
      activities,
    });
  };

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullScreen={phone}
      maxWidth="sm"
      fullWidth
      aria-labelledby="template-day"
    >
      <form noValidate onSubmit={(event) => void handleSubmit((values) => submit(dayInput(values)))(event)}>
        <DialogTitle id="template-day">
          {employee?.fullName ?? t("templates.unknownPerson")}
          <Typography component="span" variant="body2" sx={{ display: "block", color: "text.secondary" }}>
            {dayName}
          </Typography>
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {list.fields.length === 0 && (
              <Alert severity="info" role="status">
                {t("templates.day.empty")}
              </Alert>
            )}
            {list.fields.map((item, index) => (
              <Box
                key={item.id}
                component="fieldset"
                sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2, m: 0 }}
              >
                <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 1 }}>
                  <Typography component="legend" variant="subtitle2">
                    {t("templates.day.activity", { number: index + 1 })}
                  </Typography>
                  <Tooltip title={t("templates.day.remove")}>
                    <IconButton
                      size="small"
                      aria-label={t("templates.day.removeNumber", { number: index + 1 })}
                      onClick={() => list.remove(index)}
                    >
                      <DeleteOutlineRounded fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Stack>
                <ActivityFields control={control} index={index} types={types} setValue={setValue} />
                <Box sx={{ mt: 2 }}>
                  <IdMultiSelect
                    control={control}
                    name={`activities.${index}.flags`}
                    label={t("templates.day.flags")}
                    options={flagOptions}
                  />
                </Box>
                <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mt: 1, flexWrap: "wrap" }}>
                  <FormSwitch
                    control={control}
                    name={`activities.${index}.onCall`}
                    label={t("templates.day.onCall")}
                  />
                  <FormSwitch
                    control={control}
                    name={`activities.${index}.obligatory`}
                    label={t("templates.day.obligatory")}
                  />
                  <FormSwitch
                    control={control}
                    name={`activities.${index}.overtime`}
                    label={t("templates.day.overtime")}
                  />
                </Stack>
                <Stack spacing={2} sx={{ mt: 1 }}>
                  <FormTextField
                    control={control}
                    name={`activities.${index}.comments`}
                    label={t("templates.day.comments")}
                    multiline
                    fullWidth
                  />
                  <FormTextField
                    control={control}
                    name={`activities.${index}.internalComments`}
                    label={t("templates.day.internalComments")}
                    multiline
                    fullWidth
                  />
                </Stack>
              </Box>
            ))}
            {list.fields.length < TEMPLATE_DAY_ACTIVITIES_MAX && (
              <Button
                startIcon={<AddRounded />}
                onClick={() => list.append(newActivity(types, employee))}
                sx={{ alignSelf: "flex-start" }}
              >
                {t("templates.day.add")}
              </Button>
            )}
            {unplaced.map((message) => (
              <Alert key={message} severity="error">
                {message}
              </Alert>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          {current.length > 0 && (
            <Button color="error" disabled={save.isPending} onClick={() => submit([])} sx={{ mr: "auto" }}>
              {t("templates.day.clear")}
            </Button>
          )}
          <Button onClick={onClose} disabled={save.isPending}>
            {t("dialog.cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t("templates.day.save")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Shift type and times; choosing a type brings its times and on-call (F-019). */
function ActivityFields(props: {
  control: Control<DayValues>;
  index: number;
  types: readonly ShiftType[];
  setValue: UseFormSetValue<DayValues>;
}) {
  const { control, index, types, setValue } = props;
  const { t } = useTranslation();
  const typeField = useController({ control, name: `activities.${index}.typeId` });
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
      <TextField
        select
        required
        fullWidth
        label={t("templates.day.type")}
        name={typeField.field.name}
        value={typeField.field.value}
        inputRef={typeField.field.ref}
        onBlur={typeField.field.onBlur}
        error={typeField.fieldState.error !== undefined}
        helperText={typeField.fieldState.error?.message}
        onChange={(event) => {
          const id = Number(event.target.value);
          typeField.field.onChange(id);
          const type = types.find((row) => row.id === id);
          if (type) {
            setValue(`activities.${index}.startTime`, formatTimeInput(type.startTime), {
              shouldValidate: true,
            });
            setValue(`activities.${index}.endTime`, formatTimeInput(type.endTime), { shouldValidate: true });
            setValue(`activities.${index}.onCall`, type.onCall);
          }
        }}
      >
        {types.map((type) => (
          <MenuItem key={type.id} value={type.id}>
            {type.name} ({formatTimeInput(type.startTime)}–{formatTimeInput(type.endTime)})
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={2} sx={{ minWidth: { sm: 220 } }}>
        <FormTextField
          control={control}
          name={`activities.${index}.startTime`}
          label={t("templates.day.start")}
          placeholder="HH:MM"
          required
          fullWidth
        />
        <FormTextField
          control={control}
          name={`activities.${index}.endTime`}
          label={t("templates.day.end")}
          placeholder="HH:MM"
          required
          fullWidth
        />
      </Stack>
    </Stack>
  );
}
