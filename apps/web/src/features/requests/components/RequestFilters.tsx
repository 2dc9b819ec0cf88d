import SearchRounded from "@mui/icons-material/SearchRounded";
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  InputAdornment,
  InputLabel,
  ListItemText,
  MenuItem,
  Select,
  Switch,
  TextField,
} from "@mui/material";
import type { Department } from "@rosterly/contract";
import type { RequestState } from "@rosterly/domain/requests";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type RequestFilters as Filters, type RequestTab, statesOfTab } from "../lib/list-options";

/** K-005, K-006: departments the user may act on, the requester's name, states and "assigned to me". */
export function RequestFilters(props: {
  tab: RequestTab;
  departments: readonly Department[];
  filters: Filters;
  onChange: (filters: Filters) => void;
}) {
  const { t } = useTranslation();
  const { tab, departments, filters, onChange } = props;
  const [name, setName] = useState(filters.requesterName);
  const states = statesOfTab(tab);
  const applyName = () => {
    if (name.trim() !== filters.requesterName) onChange({ ...filters, requesterName: name.trim() });
  };
  const departmentName = (id: number) => departments.find((d) => d.id === id)?.name ?? String(id);
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", mb: 2 }}>
      <TextField
        size="small"
        type="search"
        label={t("requests.filters.requester")}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onBlur={applyName}
        onKeyDown={(event) => {
          if (event.key === "Enter") applyName();
        }}
        slotProps={{
          htmlInput: { maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ flex: "0 1 280px", minWidth: 220 }}
      />
      {departments.length > 1 && (
        <FormControl size="small" sx={{ minWidth: 200, maxWidth: 320 }}>
          <InputLabel id="request-departments">{t("requests.filters.departments")}</InputLabel>
          <Select<number[]>
            labelId="request-departments"
            label={t("requests.filters.departments")}
            multiple
            value={[...filters.departmentIds]}
            renderValue={(ids) =>
              ids.length === 0 ? t("requests.filters.allDepartments") : ids.map(departmentName).join(", ")
            }
            onChange={(event) => {
              const value = event.target.value;
              onChange({ ...filters, departmentIds: typeof value === "string" ? [] : value });
            }}
          >
            {departments.map((department) => (
              <MenuItem key={department.id} value={department.id}>
                <Checkbox size="small" checked={filters.departmentIds.includes(department.id)} />
                <ListItemText primary={department.name} />
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
      <FormControl size="small" sx={{ minWidth: 200, maxWidth: 320 }}>
        <InputLabel id="request-states">{t("requests.filters.states")}</InputLabel>
        <Select<RequestState[]>
          labelId="request-states"
          label={t("requests.filters.states")}
          multiple
          value={filters.states.filter((state) => states.includes(state))}
          renderValue={(chosen) =>
            chosen.length === 0
              ? t("requests.filters.allStates")
              : chosen.map((state) => t(`requests.state.${state}`)).join(", ")
          }
          onChange={(event) => {
            const value = event.target.value;
            onChange({ ...filters, states: typeof value === "string" ? [] : value });
          }}
        >
          {states.map((state) => (
            <MenuItem key={state} value={state}>
              <Checkbox size="small" checked={filters.states.includes(state)} />
              <ListItemText primary={t(`requests.state.${state}`)} />
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControlLabel
        control={
          <Switch
            checked={filters.assignedToMe}
            onChange={(event) => onChange({ ...filters, assignedToMe: event.target.checked })}
          />
        }
        label={t("requests.filters.assignedToMe")}
      />
    </Box>
  );
}
