import CalendarMonthOutlined from "@mui/icons-material/CalendarMonthOutlined";
import {
  Box,
  Button,
  CircularProgress,
  List,
  ListItemButton,
  ListItemText,
  Popover,
  Stack,
  Typography,
} from "@mui/material";
import type { Department } from "@rosterly/contract";
import { AdapterDateFns } from "@mui/x-date-pickers/AdapterDateFns";
import { DateCalendar } from "@mui/x-date-pickers/DateCalendar";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../../lib/formatter-context";
import { useScheduleFor } from "../../../../lib/scheduling/schedule-queries";
import { toCalendarDate, toLocalDate } from "../../lib/calendar-date";
import { StateChip } from "./StateChip";

const RECENT = 8;

/**
 * The schedule selector (F-008): 540 px with columns of 250 and 290 px; recent periods with their
 * state chips on the left, a date picker previewing the schedule covering the picked date on the
 * right. Apply is enabled once a date is chosen and its schedule has loaded.
 */
export function ScheduleSelector(props: {
  department: Department;
  period: { startOn: string; endOn: string };
  state: string | null;
  onApply: (date: string) => void;
  /** A date picked, before Apply: a chance to start loading its period. */
  onPick?: (date: string) => void;
}) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { department, period, state, onApply, onPick } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [picked, setPickedState] = useState<string | null>(null);
  const setPicked = (date: string | null) => {
    setPickedState(date);
    if (date !== null) onPick?.(date);
  };
  const preview = useScheduleFor(anchor && picked ? department.id : null, picked);
  const range = (from: string, to: string) =>
    `${formatter.date(from, "date")} – ${formatter.date(to, "date")}`;
  const recent = [...department.schedulingPeriods]
    .sort((a, b) => b.startOn.localeCompare(a.startOn))
    .slice(0, RECENT);
  const close = () => {
    setAnchor(null);
    setPicked(null);
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<CalendarMonthOutlined />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="dialog"
        endIcon={<StateChip state={state} />}
      >
        {range(period.startOn, period.endOn)}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
        slotProps={{
          paper: {
            role: "dialog",
            "aria-label": t("schedule.selector.title"),
            sx: { width: { xs: "100%", sm: 540 } },
          },
        }}
      >
        <Stack direction={{ xs: "column", sm: "row" }}>
          <Box sx={{ width: { sm: 250 }, borderRight: { sm: 1 }, borderColor: { sm: "divider" } }}>
            <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
              {t("schedule.selector.recent")}
            </Typography>
            <List dense>
              {recent.map((item) => (
                <ListItemButton
                  key={item.id}
                  selected={picked === item.startOn}
                  onClick={() => setPicked(item.startOn)}
                >
                  <ListItemText primary={range(item.startOn, item.endOn)} />
                  <StateChip state={item.state} />
                </ListItemButton>
              ))}
              {recent.length === 0 && (
                <Typography color="text.secondary" sx={{ px: 2, py: 1 }}>
                  {t("schedule.selector.none")}
                </Typography>
              )}
            </List>
          </Box>
          <Box sx={{ width: { sm: 290 } }}>
            <LocalizationProvider dateAdapter={AdapterDateFns}>
              <DateCalendar
                value={picked ? toCalendarDate(picked) : null}
                onChange={(value: Date | null) => setPicked(value ? toLocalDate(value) : null)}
                sx={{ width: 290, maxWidth: "100%" }}
              />
            </LocalizationProvider>
            <Box sx={{ px: 2, minHeight: 40 }} aria-live="polite">
              {picked && preview.isFetching && (
                <CircularProgress size={18} aria-label={t("schedule.selector.loading")} />
              )}
              {picked && preview.data && !preview.isFetching && (
                <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                  <Typography variant="body2">{range(preview.data.startOn, preview.data.endOn)}</Typography>
                  <StateChip state={preview.data.state} full />
                </Stack>
              )}
              {picked && preview.isError && (
                <Typography variant="body2" color="error">
                  {t("schedule.selector.failed")}
                </Typography>
              )}
            </Box>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end", p: 1.5 }}>
          <Button onClick={close}>{t("schedule.selector.close")}</Button>
          <Button
            variant="contained"
            disabled={picked === null || preview.isFetching || !preview.data}
            onClick={() => {
              if (picked) onApply(picked);
              close();
            }}
          >
            {t("schedule.selector.apply")}
          </Button>
        </Stack>
      </Popover>
    </>
  );
}
