/**
 * The filters panel (M-005): the side bar's filters are an AG Grid Enterprise feature, so this is
 * our own. Date in a day or a range (capped at 366 days), payroll date, name contains, the lists
 * (department only for those who are not department management), and yes/no choices.
 */
import { Autocomplete, Box, Button, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { IdOption } from "../../../lib/organisation/options";
import {
  type BooleanFilterField,
  cappedDateFilter,
  type DateFilter,
  type ReportFilterModel,
  type SetFilterField,
} from "../lib/report-state";

export interface FilterOptions {
  departments: IdOption[];
  flags: IdOption[];
  jobStatuses: IdOption[];
  jobTypes: IdOption[];
  shiftTypes: IdOption[];
}

export interface FiltersPanelProps {
  filter: ReportFilterModel;
  options: FilterOptions;
  departmentFilter: boolean;
  onChange: (filter: ReportFilterModel) => void;
  onClear: () => void;
}

function DateFilterFields(props: {
  value: DateFilter | undefined;
  optional: boolean;
  labels: { mode: string; on: string; from: string; to: string };
  onChange: (value: DateFilter | undefined) => void;
}) {
  const { t } = useTranslation();
  const { value, optional, labels, onChange } = props;
  const [capped, setCapped] = useState<string | null>(null);
  const mode = value?.type ?? "none";
  const setRange = (from: string, to: string) => {
    const next = cappedDateFilter({ filterType: "date", type: "inRange", dateFrom: from, dateTo: to });
    setCapped(next.type === "inRange" && next.dateFrom !== (from < to ? from : to) ? next.dateFrom : null);
    onChange(next);
  };
  return (
    <Stack spacing={1.5}>
      <TextField
        select
        size="small"
        label={labels.mode}
        value={mode}
        onChange={(event) => {
          const next = event.target.value;
          const from = value?.dateFrom ?? "";
          setCapped(null);
          if (next === "none") onChange(undefined);
          else if (next === "equals" && from)
            onChange({ filterType: "date", type: "equals", dateFrom: from });
          else if (next === "inRange" && from)
            setRange(from, value?.type === "inRange" ? value.dateTo : from);
        }}
      >
        {optional && <MenuItem value="none">{t("shiftReport.filters.none")}</MenuItem>}
        <MenuItem value="equals">{t("shiftReport.filters.equals")}</MenuItem>
        <MenuItem value="inRange">{t("shiftReport.filters.inRange")}</MenuItem>
      </TextField>
      {value?.type === "equals" && (
        <TextField
          size="small"
          type="date"
          label={labels.on}
          value={value.dateFrom}
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(event) => {
            if (event.target.value) onChange({ ...value, dateFrom: event.target.value });
          }}
        />
      )}
      {value?.type === "inRange" && (
        <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 1 }}>
          <TextField
            size="small"
            type="date"
            label={labels.from}
            value={value.dateFrom}
            slotProps={{ inputLabel: { shrink: true } }}
            onChange={(event) => {
              if (event.target.value) setRange(event.target.value, value.dateTo);
            }}
          />
          <TextField
            size="small"
            type="date"
            label={labels.to}
            value={value.dateTo}
            slotProps={{ inputLabel: { shrink: true } }}
            onChange={(event) => {
              if (event.target.value) setRange(value.dateFrom, event.target.value);
            }}
          />
        </Box>
      )}
      {capped !== null && (
        <Typography variant="caption" color="text.secondary" role="status">
          {t("shiftReport.filters.capped", { date: capped })}
        </Typography>
      )}
    </Stack>
  );
}

function IdsFilter(props: {
  label: string;
  options: IdOption[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const { label, options, value, onChange } = props;
  const chosen = options.filter((option) => value.includes(option.id));
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={chosen}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, next) => onChange(next.map((option) => option.id))}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

function NameFilter(props: { value: string; onApply(value: string): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(props.value);
  const [applied, setApplied] = useState(props.value);
  // A template or reset replaces the filter: the field follows it.
  if (props.value !== applied) {
    setApplied(props.value);
    setDraft(props.value);
  }
  const apply = () => {
    if (draft.trim() !== props.value) props.onApply(draft.trim());
  };
  return (
    <TextField
      size="small"
      label={t("shiftReport.filters.nameContains")}
      helperText={t("shiftReport.filters.nameHint")}
      value={draft}
      slotProps={{ htmlInput: { maxLength: 100 } }}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={apply}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === "Enter") apply();
      }}
    />
  );
}

export function FiltersPanel(props: FiltersPanelProps) {
  const { t } = useTranslation();
  const { filter, options, departmentFilter, onChange, onClear } = props;
  const setIds = (key: SetFilterField, ids: number[]) =>
    onChange({ ...filter, [key]: ids.length > 0 ? { filterType: "set", values: ids } : undefined });
  const setBoolean = (key: BooleanFilterField, choice: string) =>
    onChange({
      ...filter,
      [key]: choice === "any" ? undefined : { filterType: "boolean", value: choice === "yes" },
    });
  const lists: [SetFilterField, IdOption[]][] = [
    ...(departmentFilter ? [["department", options.departments] as [SetFilterField, IdOption[]]] : []),
    ["shift_type", options.shiftTypes],
    ["job_type", options.jobTypes],
    ["job_status", options.jobStatuses],
    ["flags", options.flags],
  ];
  return (
    <Stack spacing={2} component="section">
      <DateFilterFields
        value={filter.date}
        optional={false}
        labels={{
          mode: t("shiftReport.filters.dateMode"),
          on: t("shiftReport.filters.on"),
          from: t("shiftReport.filters.from"),
          to: t("shiftReport.filters.to"),
        }}
        onChange={(date) => {
          if (date) onChange({ ...filter, date });
        }}
      />
      <NameFilter
        value={filter.full_name?.filter ?? ""}
        onApply={(text) =>
          onChange({
            ...filter,
            full_name: text ? { filterType: "text", type: "contains", filter: text } : undefined,
          })
        }
      />
      {lists.map(([key, choices]) => (
        <IdsFilter
          key={key}
          label={t(`shiftReport.columns.${key}`)}
          options={choices}
          value={filter[key]?.values ?? []}
          onChange={(ids) => setIds(key, ids)}
        />
      ))}
      {(["working", "canceled", "overtime"] as const).map((key) => {
        const value = filter[key]?.value;
        return (
          <TextField
            key={key}
            select
            size="small"
            label={t(`shiftReport.columns.${key}`)}
            value={value === undefined ? "any" : value ? "yes" : "no"}
            onChange={(event) => setBoolean(key, event.target.value)}
          >
            <MenuItem value="any">{t("shiftReport.filters.any")}</MenuItem>
            <MenuItem value="yes">{t("shiftReport.filters.yes")}</MenuItem>
            <MenuItem value="no">{t("shiftReport.filters.no")}</MenuItem>
          </TextField>
        );
      })}
      <DateFilterFields
        value={filter.payroll_date}
        optional
        labels={{
          mode: t("shiftReport.filters.payrollDateMode"),
          on: t("shiftReport.filters.payrollOn"),
          from: t("shiftReport.filters.payrollFrom"),
          to: t("shiftReport.filters.payrollTo"),
        }}
        onChange={(payroll) => onChange({ ...filter, payroll_date: payroll })}
      />
      <Button variant="outlined" onClick={onClear}>
        {t("shiftReport.actions.clearFilters")}
      </Button>
    </Stack>
  );
}
