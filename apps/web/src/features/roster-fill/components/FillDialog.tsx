import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  InputLabel,
  LinearProgress,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Slider,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { FILL_MAX_REQUEST_WEIGHT, type Department, type Hospital, type Schedule } from "@rosterly/contract";
import { useEffect, useMemo, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toasts/toast-service";
import { useFormatter } from "../../../lib/formatter-context";
import { type Issues, issuesResolver } from "../../../lib/forms/issues";
import { serverFieldErrors, showServerErrors } from "../../../lib/forms/server-errors";
import { type RunRef, useDiscardFill, useFillRun, useStartFill, useStopFill } from "../api/fill-api";
import { chosenDates, fillableStaff } from "../lib/proposal";

const SECONDS = [10, 20, 60, 120] as const;

interface FillForm {
  existing: "keep" | "replace";
  everyone: "all" | "some";
  staffIds: number[];
  from: string;
  to: string;
  requestWeight: number;
  seconds: number;
}

function validate(period: { startOn: string; endOn: string }) {
  return (values: FillForm): Issues => {
    const issues: Issues = {};
    if (values.everyone === "some" && values.staffIds.length === 0)
      issues.staffIds = { key: "validation.required" };
    for (const field of ["from", "to"] as const) {
      const value = values[field];
      if (value === "") issues[field] = { key: "validation.required" };
      else if (value < period.startOn || value > period.endOn)
        issues[field] = {
          key: "validation.within_period",
          params: { start: period.startOn, end: period.endOn },
        };
    }
    if (!issues.from && !issues.to && values.to < values.from) issues.to = { key: "validation.range_order" };
    return issues;
  };
}

/**
 * "Fill the schedule": what the generator must respect, then its search with a progress bar
 * (best penalty and time), "Use best so far" and Cancel. The finished proposal goes to review.
 */
export function FillDialog(props: {
  hospital: Hospital;
  schedule: Schedule;
  department: Department;
  onClose: () => void;
  onProposal: (ref: RunRef) => void;
}) {
  const { t } = useTranslation();
  const [run, setRun] = useState<RunRef | null>(null);
  return (
    <Dialog
      open
      onClose={run ? undefined : props.onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="fill-title"
    >
      <DialogTitle id="fill-title">{t("rosterFill.dialogTitle")}</DialogTitle>
      {run ? (
        <FillProgress run={run} onClose={props.onClose} onProposal={props.onProposal} />
      ) : (
        <FillOptions {...props} onStarted={setRun} />
      )}
    </Dialog>
  );
}

function FillOptions(props: {
  hospital: Hospital;
  schedule: Schedule;
  department: Department;
  onClose: () => void;
  onStarted: (ref: RunRef) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const formatter = useFormatter();
  const { schedule } = props;
  const period = useMemo(
    () => ({ startOn: schedule.startOn, endOn: schedule.endOn }),
    [schedule.startOn, schedule.endOn],
  );
  const staff = useMemo(
    () => fillableStaff(props.hospital, props.department.id),
    [props.hospital, props.department.id],
  );
  const byId = useMemo(() => new Map(staff.map((person) => [person.userId, person])), [staff]);
  const form = useForm<FillForm>({
    defaultValues: {
      existing: "keep",
      everyone: "all",
      staffIds: [],
      from: period.startOn,
      to: period.endOn,
      requestWeight: 3,
      seconds: 20,
    },
    resolver: issuesResolver(validate(period), t),
  });
  const { control, handleSubmit, setError } = form;
  const start = useStartFill();
  const everyone = useWatch({ control, name: "everyone" });

  const submit = handleSubmit((values) => {
    const whole = values.from === period.startOn && values.to === period.endOn;
    start.mutate(
      {
        scheduleId: schedule.id,
        request: {
          existing: values.existing,
          ...(values.everyone === "some" ? { staffIds: values.staffIds } : {}),
          ...(whole ? {} : { dates: chosenDates(period, values.from, values.to) }),
          requestWeight: values.requestWeight,
          seconds: values.seconds,
        },
      },
      {
        onSuccess: (created) => props.onStarted({ scheduleId: created.scheduleId, runId: created.id }),
        onError: (error) => {
          const unplaced = showServerErrors(t, error, setError, (path) =>
            path === "staff_ids" ? "staffIds" : path === "dates" ? "from" : null,
          );
          // Field errors show at their fields; anything else (busy, no longer editable) in a toast.
          if (unplaced.length > 0 || serverFieldErrors(error) === null)
            toast.error(t("rosterFill.startFailed"), error);
        },
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <DialogContent>
        <Stack spacing={2.5}>
          <Typography variant="body2" color="text.secondary">
            {t("rosterFill.intro", {
              start: formatter.date(period.startOn, "monthDay"),
              end: formatter.date(period.endOn, "monthDay"),
            })}
          </Typography>
          <Controller
            control={control}
            name="existing"
            render={({ field }) => (
              <FormControl>
                <FormLabel id="fill-existing">{t("rosterFill.existing.label")}</FormLabel>
                <RadioGroup {...field} aria-labelledby="fill-existing">
                  <FormControlLabel value="keep" control={<Radio />} label={t("rosterFill.existing.keep")} />
                  <FormControlLabel
                    value="replace"
                    control={<Radio />}
                    label={t("rosterFill.existing.replace")}
                  />
                </RadioGroup>
              </FormControl>
            )}
          />
          <Controller
            control={control}
            name="everyone"
            render={({ field }) => (
              <FormControl>
                <FormLabel id="fill-staff">{t("rosterFill.staff.label")}</FormLabel>
                <RadioGroup {...field} aria-labelledby="fill-staff">
                  <FormControlLabel
                    value="all"
                    control={<Radio />}
                    label={t("rosterFill.staff.all", { count: staff.length })}
                  />
                  <FormControlLabel value="some" control={<Radio />} label={t("rosterFill.staff.some")} />
                </RadioGroup>
              </FormControl>
            )}
          />
          {everyone === "some" && (
            <Controller
              control={control}
              name="staffIds"
              render={({ field, fieldState }) => (
                <Autocomplete
                  multiple
                  options={staff.map((person) => person.userId)}
                  getOptionLabel={(id) => byId.get(id)?.fullName ?? String(id)}
                  value={field.value}
                  onChange={(_event, value) => field.onChange(value)}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      inputRef={field.ref}
                      label={t("rosterFill.staff.pick")}
                      error={fieldState.error !== undefined}
                      helperText={fieldState.error?.message}
                    />
                  )}
                />
              )}
            />
          )}
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            {(["from", "to"] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    inputRef={field.ref}
                    type="date"
                    fullWidth
                    label={t(name === "from" ? "rosterFill.days.from" : "rosterFill.days.to")}
                    error={fieldState.error !== undefined}
                    helperText={fieldState.error?.message}
                    slotProps={{
                      inputLabel: { shrink: true },
                      htmlInput: { min: period.startOn, max: period.endOn },
                    }}
                  />
                )}
              />
            ))}
          </Stack>
          <Controller
            control={control}
            name="requestWeight"
            render={({ field }) => (
              <FormControl>
                <FormLabel id="fill-weight">{t("rosterFill.requests.label")}</FormLabel>
                <Slider
                  value={field.value}
                  onChange={(_event, value) => field.onChange(value)}
                  min={0}
                  max={FILL_MAX_REQUEST_WEIGHT}
                  step={1}
                  marks
                  valueLabelDisplay="auto"
                  slotProps={{ input: { "aria-labelledby": "fill-weight" } }}
                />
                <FormHelperText sx={{ mx: 0 }}>{t("rosterFill.requests.help")}</FormHelperText>
              </FormControl>
            )}
          />
          <Controller
            control={control}
            name="seconds"
            render={({ field }) => (
              <FormControl fullWidth>
                <InputLabel id="fill-seconds">{t("rosterFill.seconds.label")}</InputLabel>
                <Select
                  labelId="fill-seconds"
                  label={t("rosterFill.seconds.label")}
                  value={field.value}
                  onChange={(event) => field.onChange(Number(event.target.value))}
                >
                  {SECONDS.map((seconds) => (
                    <MenuItem key={seconds} value={seconds}>
                      {t("rosterFill.seconds.option", { count: seconds })}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={start.isPending}>
          {t("dialog.cancel")}
        </Button>
        <Button type="submit" variant="contained" disabled={start.isPending}>
          {t("rosterFill.start")}
        </Button>
      </DialogActions>
    </Box>
  );
}

function FillProgress(props: { run: RunRef; onClose: () => void; onProposal: (ref: RunRef) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { run } = props;
  const query = useFillRun(run);
  const stop = useStopFill();
  const discard = useDiscardFill();
  const data = query.data;
  const done = data?.state === "done";
  const { onProposal } = props;
  useEffect(() => {
    if (done) onProposal(run);
  }, [done, onProposal, run]);
  const progress = data?.progress ?? null;
  const seconds = data?.seconds ?? 1;
  const elapsed = (progress?.elapsedMs ?? 0) / 1000;
  const busy = stop.isPending || discard.isPending;
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          {data?.state === "failed" ? (
            <Alert severity="error">{t("rosterFill.failed")}</Alert>
          ) : (
            <>
              <Typography role="status">
                {stop.isPending
                  ? t("rosterFill.stopping")
                  : t("rosterFill.running", { count: data?.staffCount ?? 0 })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={Math.min(100, (elapsed / seconds) * 100)}
                aria-label={t("rosterFill.progress")}
              />
              <Stack direction="row" sx={{ justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}>
                <Typography variant="body2" data-testid="fill-objective">
                  {progress?.bestObjective == null
                    ? t("rosterFill.noProposalYet")
                    : t("rosterFill.objective", { value: progress.bestObjective })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t("rosterFill.elapsed", { elapsed: Math.floor(elapsed), total: seconds })}
                </Typography>
              </Stack>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button
          disabled={busy}
          onClick={() =>
            discard.mutate(run, {
              onSuccess: props.onClose,
              onError: (error) => toast.error(t("rosterFill.discardFailed"), error),
            })
          }
        >
          {t("dialog.cancel")}
        </Button>
        {data?.state !== "failed" && (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() =>
              stop.mutate(run, { onError: (error) => toast.error(t("rosterFill.stopFailed"), error) })
            }
          >
            {t("rosterFill.useBest")}
          </Button>
        )}
      </DialogActions>
    </>
  );
}
