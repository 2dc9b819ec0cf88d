import FilterListRounded from "@mui/icons-material/FilterListRounded";
import {
  Badge,
  Button,
  FormControlLabel,
  MenuItem,
  Popover,
  Stack,
  Switch,
  TextField,
  Typography,
} from "@mui/material";
import type { Hospital } from "@rosterly/contract";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { activeFilterCount, DEFAULT_FILTER, type ScheduleFilter } from "../../lib/filters";

interface Option<T> {
  value: T;
  label: string;
}

function MultiSelect<T extends string | number>(props: {
  label: string;
  options: readonly Option<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
}) {
  const { t } = useTranslation();
  const { label, options, value, onChange } = props;
  const names = new Map(options.map((option) => [option.value, option.label]));
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={[...value]}
      onChange={(event) => {
        const picked = event.target.value;
        const list: unknown[] = Array.isArray(picked) ? picked : [];
        onChange(options.filter((option) => list.includes(option.value)).map((option) => option.value));
      }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (): ReactNode =>
            value.length === 0 ? t("schedule.filter.all") : value.map((item) => names.get(item)).join(", "),
        },
        inputLabel: { shrink: true },
      }}
    >
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The schedule filter (F-039): events, shifts (types; flags: contains any) and staff; remembered per user. */
export function FilterMenu(props: {
  hospital: Hospital;
  filter: ScheduleFilter;
  onChange: (filter: ScheduleFilter) => void;
}) {
  const { t } = useTranslation();
  const { hospital, filter, onChange } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const shiftTypes = hospital.shiftTypes
    .filter((type) => !type.obsolete)
    .map((type) => ({ value: type.id, label: type.name }));
  const eventTypes = hospital.eventTypes
    .filter((type) => !type.obsolete)
    .map((type) => ({ value: type.id, label: type.name }));
  const flags = hospital.flags
    .filter((flag) => !flag.obsolete)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((flag) => ({ value: flag.id, label: `${flag.shortCode} · ${flag.name}` }));
  const statuses = [
    { value: "active", label: t("schedule.filter.active") },
    { value: "inactive", label: t("schedule.filter.inactive") },
  ];
  const count = activeFilterCount(filter);
  const set = (next: Partial<ScheduleFilter>) => onChange({ ...filter, ...next });

  return (
    <>
      <Badge badgeContent={count} color="primary">
        <Button
          size="small"
          variant="outlined"
          startIcon={<FilterListRounded />}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {t("schedule.filter.title")}
        </Button>
      </Badge>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{
          paper: {
            role: "dialog",
            "aria-label": t("schedule.filter.title"),
            sx: { width: { xs: "100%", sm: 360 }, p: 2 },
          },
        }}
      >
        <Stack spacing={1.5}>
          <Typography variant="subtitle2">{t("schedule.filter.shifts")}</Typography>
          <FormControlLabel
            control={
              <Switch
                checked={filter.shift.enabled}
                onChange={(_, enabled) => set({ shift: { ...filter.shift, enabled } })}
              />
            }
            label={t("schedule.filter.showShifts")}
          />
          <MultiSelect
            label={t("schedule.filter.shiftTypes")}
            options={shiftTypes}
            value={filter.shift.types}
            onChange={(types) => set({ shift: { ...filter.shift, types } })}
          />
          <MultiSelect
            label={t("schedule.filter.flags")}
            options={flags}
            value={filter.shift.flags}
            onChange={(value) => set({ shift: { ...filter.shift, flags: value } })}
          />
          <Typography variant="subtitle2">{t("schedule.filter.events")}</Typography>
          <FormControlLabel
            control={
              <Switch
                checked={filter.event.enabled}
                onChange={(_, enabled) => set({ event: { ...filter.event, enabled } })}
              />
            }
            label={t("schedule.filter.showEvents")}
          />
          <MultiSelect
            label={t("schedule.filter.eventTypes")}
            options={eventTypes}
            value={filter.event.types}
            onChange={(types) => set({ event: { ...filter.event, types } })}
          />
          <Typography variant="subtitle2">{t("schedule.filter.staff")}</Typography>
          <MultiSelect
            label={t("schedule.filter.status")}
            options={statuses}
            value={filter.user.status}
            onChange={(status) => set({ user: { ...filter.user, status } })}
          />
          <MultiSelect
            label={t("schedule.filter.primaryShift")}
            options={shiftTypes}
            value={filter.user.shiftTypes}
            onChange={(value) => set({ user: { ...filter.user, shiftTypes: value } })}
          />
          <Stack direction="row" sx={{ justifyContent: "space-between" }}>
            <Button onClick={() => onChange(DEFAULT_FILTER)} disabled={count === 0}>
              {t("schedule.filter.reset")}
            </Button>
            <Button variant="contained" onClick={() => setAnchor(null)}>
              {t("schedule.filter.done")}
            </Button>
          </Stack>
        </Stack>
      </Popover>
    </>
  );
}
