import ChevronLeft from "@mui/icons-material/ChevronLeft";
import ChevronRight from "@mui/icons-material/ChevronRight";
import LockOutlined from "@mui/icons-material/LockOutlined";
import ShareOutlined from "@mui/icons-material/ShareOutlined";
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import type { Department, Hospital } from "@rosterly/contract";
import { addDays, datesBetween } from "@rosterly/domain/time";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DialogCanceledError, useDialogs } from "../../../components/dialogs/dialog-service";
import { EmptyState } from "../../../components/EmptyState";
import { useToast } from "../../../components/toasts/toast-service";
import { useFormatter } from "../../../lib/formatter-context";
import { departmentShiftsQueryOptions } from "../../../lib/scheduling/list-queries";
import {
  useAddCensusRows,
  useCreateDailySchedule,
  useDailyWindow,
  useFinalizeDailySchedule,
  useShareDailySchedule,
} from "../api/daily-api";
import { dayStaffing, type ShiftLine } from "../lib/day-staffing";
import { CensusRowEditor } from "./CensusRowEditor";
import { CensusRowView } from "./CensusRowView";
import { MemosEditor } from "./MemosEditor";
import { ShiftLineCard } from "./ShiftLineCard";

export interface OpenShiftForGap {
  date: string;
  shiftTypeId: number;
  opening: number;
}

export interface DailyScheduleProps {
  hospital: Hospital;
  departments: readonly Department[];
  departmentId: number;
  onDepartmentChange: (id: number) => void;
  date: string;
  onDateChange: (date: string) => void;
  typeId: number | null;
  onTypeChange: (id: number) => void;
  /** The person the user came for (from a shift's details): marked and scrolled to. */
  focusUserId?: number | null;
  /** The user changes daily schedules (ops management); otherwise everything is read-only. */
  canEdit: boolean;
  /** Opens the open-shift creation for a shortfall; null when the user may not create open shifts. */
  onPostOpenShift: ((request: OpenShiftForGap) => void) | null;
  today: string;
}

/**
 * The daily schedule (I-001…I-006): for one date, department and daily schedule type, who is on
 * each shift, the census and acuity, the staff the matrix suggests against those on duty, memos,
 * share and finalize.
 */
export function DailySchedule(props: DailyScheduleProps) {
  const { hospital, departments, departmentId, date, typeId, canEdit, today } = props;
  const { t } = useTranslation();
  const formatter = useFormatter();
  const dialogs = useDialogs();
  const toast = useToast();
  const types = hospital.dailyScheduleTypes.filter((type) => !type.obsolete);
  const type = types.find((candidate) => candidate.id === typeId) ?? types[0] ?? null;
  const department = hospital.departments.find((d) => d.id === departmentId);
  const groupRight = Boolean(
    (department?.settings as { display?: { dailySchedule?: { groupRight?: boolean } } } | undefined)?.display
      ?.dailySchedule?.groupRight,
  );
  const staffIds = useMemo(
    () =>
      Object.values(hospital.employees)
        .filter((employee) => employee.departmentId === departmentId)
        .map((employee) => employee.userId),
    [hospital.employees, departmentId],
  );
  const days = useDailyWindow(departmentId, date);
  const shifts = useQuery(departmentShiftsQueryOptions(departmentId, date, date, staffIds));
  const schedule = days.data?.find((row) => row.date === date && row.typeId === type?.id) ?? null;
  const lines = type
    ? dayStaffing({
        hospital,
        departmentId,
        typeShiftTypeIds: type.shiftTypes,
        schedule,
        shifts: shifts.data ?? [],
        date,
      })
    : [];
  const create = useCreateDailySchedule();
  const share = useShareDailySchedule();
  const finalize = useFinalizeDailySchedule();
  const readOnly = !canEdit || (schedule?.readOnly ?? true);
  const week = datesBetween(addDays(date, -3), addDays(date, 3));

  const start = async () => {
    if (!type) return;
    try {
      await create.mutateAsync({ departmentId, typeId: type.id, date });
    } catch (error) {
      toast.error(t("daily.startFailed"), error);
    }
  };
  const doShare = async () => {
    if (!schedule) return;
    try {
      await share.mutateAsync(schedule.id);
      toast.success(t("daily.shared"));
    } catch (error) {
      toast.error(t("daily.shareFailed"), error);
    }
  };
  const doFinalize = async () => {
    if (!schedule) return;
    try {
      await dialogs.confirm({
        title: t("daily.finalizeTitle"),
        message: t("daily.finalizeMessage", { date: formatter.date(date, "weekdayDate") }),
        confirmLabel: t("daily.finalize"),
        destructive: true,
      });
    } catch (error) {
      if (error instanceof DialogCanceledError) return;
      throw error;
    }
    try {
      await finalize.mutateAsync(schedule.id);
      toast.success(t("daily.finalized"));
    } catch (error) {
      toast.error(t("daily.finalizeFailed"), error);
    }
  };
  const postFor = (line: ShiftLine) =>
    line.shiftTypeId !== null &&
    props.onPostOpenShift?.({ date, shiftTypeId: line.shiftTypeId, opening: line.gap.shortBy });

  const staffing = (
    <Stack sx={{ gap: 1.5 }} aria-label={t("daily.staffingLabel")} component="section">
      <Typography variant="h6" component="h2">
        {t("daily.staffing")}
      </Typography>
      {shifts.isPending && <CircularProgress size={24} aria-label={t("daily.loading")} />}
      {lines.map((line) => (
        <ShiftLineCard
          key={line.shiftTypeId ?? "other"}
          line={line}
          focusUserId={props.focusUserId ?? null}
          onPostOpenShift={props.onPostOpenShift && date >= today ? postFor : null}
        />
      ))}
    </Stack>
  );
  const census = (
    <Stack sx={{ gap: 1.5 }} component="section" aria-label={t("daily.censusLabel")}>
      <Typography variant="h6" component="h2">
        {t("daily.census.title")}
      </Typography>
      {schedule?.census.map((row) => {
        const suggestion =
          row.acuityStaff === null
            ? null
            : t("daily.census.suggests", { staff: formatter.number(row.acuityStaff) });
        return readOnly ? (
          <CensusRowView key={row.id} row={row} suggestion={suggestion} />
        ) : (
          <CensusRowEditor key={row.id} row={row} readOnly={false} suggestion={suggestion} />
        );
      })}
      {schedule && <AddCensusRow scheduleId={schedule.id} readOnly={readOnly} />}
      {schedule && <MemosEditor schedule={schedule} readOnly={readOnly} />}
    </Stack>
  );

  return (
    <Stack sx={{ gap: 2, p: { xs: 1.5, md: 3 }, maxWidth: 1440, mx: "auto", width: "100%" }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}>
        <Typography variant="h5" component="h1" sx={{ mr: "auto" }}>
          {t("daily.title")}
        </Typography>
        {schedule && (
          <Chip
            color={schedule.state === "finalized" ? "default" : "warning"}
            icon={schedule.state === "finalized" ? <LockOutlined /> : undefined}
            label={t(`daily.state.${schedule.state}`)}
          />
        )}
        {schedule?.sharedOn && schedule.state !== "finalized" && (
          <Chip
            variant="outlined"
            label={t("daily.sharedOn", { when: formatter.date(schedule.sharedOn, "dateTime") })}
          />
        )}
        {canEdit && schedule && schedule.state === "draft" && (
          <>
            <Button
              variant="outlined"
              startIcon={<ShareOutlined />}
              onClick={() => void doShare()}
              disabled={share.isPending}
            >
              {t("daily.share")}
            </Button>
            <Button
              variant="contained"
              color="warning"
              startIcon={<LockOutlined />}
              onClick={() => void doFinalize()}
            >
              {t("daily.finalize")}
            </Button>
          </>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Stack direction="row" sx={{ gap: 1.5, alignItems: "center", flexWrap: "wrap" }}>
          <Stack direction="row" sx={{ alignItems: "center" }}>
            <IconButton
              aria-label={t("daily.previousDay")}
              onClick={() => props.onDateChange(addDays(date, -1))}
            >
              <ChevronLeft />
            </IconButton>
            <TextField
              type="date"
              size="small"
              fullWidth={false}
              label={t("daily.date")}
              value={date}
              onChange={(event) => event.target.value && props.onDateChange(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <IconButton aria-label={t("daily.nextDay")} onClick={() => props.onDateChange(addDays(date, 1))}>
              <ChevronRight />
            </IconButton>
            {date !== today && (
              <Button size="small" onClick={() => props.onDateChange(today)}>
                {t("daily.today")}
              </Button>
            )}
          </Stack>
          <TextField
            select
            size="small"
            fullWidth={false}
            label={t("daily.department")}
            value={departmentId}
            onChange={(event) => props.onDepartmentChange(Number(event.target.value))}
            sx={{ minWidth: 180 }}
          >
            {departments.map((d) => (
              <MenuItem key={d.id} value={d.id}>
                {d.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            fullWidth={false}
            label={t("daily.type")}
            value={type?.id ?? ""}
            onChange={(event) => props.onTypeChange(Number(event.target.value))}
            sx={{ minWidth: 180 }}
          >
            {types.map((candidate) => (
              <MenuItem key={candidate.id} value={candidate.id}>
                {candidate.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Stack
          component="nav"
          aria-label={t("daily.week")}
          direction="row"
          sx={{ gap: 0.5, mt: 1.5, overflowX: "auto" }}
        >
          {week.map((day) => {
            const held = days.data?.find((row) => row.date === day && row.typeId === type?.id);
            return (
              <Button
                key={day}
                size="small"
                variant={day === date ? "contained" : "text"}
                aria-current={day === date ? "date" : undefined}
                onClick={() => props.onDateChange(day)}
                sx={{ flexDirection: "column", minWidth: 64, lineHeight: 1.2 }}
              >
                <span>{formatter.date(day, "monthDay")}</span>
                <Typography variant="caption" component="span">
                  {held ? t(`daily.state.${held.state}`) : t("daily.notStarted")}
                </Typography>
              </Button>
            );
          })}
        </Stack>
      </Paper>
      {type === null ? (
        <EmptyState message={t("daily.noTypes")} />
      ) : (
        <>
          {days.isSuccess && !schedule && (
            <Alert
              severity="info"
              action={
                canEdit ? (
                  <Button color="inherit" onClick={() => void start()} disabled={create.isPending}>
                    {t("daily.start")}
                  </Button>
                ) : undefined
              }
            >
              {canEdit ? t("daily.noScheduleYet") : t("daily.notShared")}
            </Alert>
          )}
          {schedule?.state === "finalized" && (
            <Alert severity="success" icon={<LockOutlined />}>
              {t("daily.finalizedNote", {
                when: schedule.finalizedOn ? formatter.date(schedule.finalizedOn, "dateTime") : "",
              })}
            </Alert>
          )}
          <Box
            sx={{
              display: "grid",
              gap: 2,
              // minmax(0, …): a long name wraps inside its column instead of widening the page.
              gridTemplateColumns: {
                xs: "minmax(0, 1fr)",
                md: groupRight ? "minmax(0, 5fr) minmax(0, 7fr)" : "minmax(0, 7fr) minmax(0, 5fr)",
              },
              alignItems: "start",
            }}
          >
            {groupRight ? (
              <>
                {census}
                {staffing}
              </>
            ) : (
              <>
                {staffing}
                {census}
              </>
            )}
          </Box>
        </>
      )}
    </Stack>
  );
}

function AddCensusRow(props: { scheduleId: number; readOnly: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const add = useAddCensusRows();
  if (props.readOnly) return null;
  return (
    <Box>
      <Button
        size="small"
        disabled={add.isPending}
        onClick={() =>
          add.mutate([{ dailyScheduleId: props.scheduleId, name: t("daily.census.newRow") }], {
            onError: (error) => toast.error(t("daily.census.saveFailed"), error),
          })
        }
      >
        {t("daily.census.add")}
      </Button>
    </Box>
  );
}
