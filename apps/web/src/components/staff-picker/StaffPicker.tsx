import UndoRounded from "@mui/icons-material/UndoRounded";
import {
  Alert,
  Avatar,
  Box,
  Button,
  Chip,
  CircularProgress,
  FormControl,
  IconButton,
  InputLabel,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  ListSubheader,
  MenuItem,
  Select,
  Tab,
  Tabs,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import type { Employee, Hospital } from "@rosterly/contract";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../lib/formatter-context";
import { readableTextOn } from "../../lib/colour";
import { initials } from "../../lib/names";
import { CredentialMark } from "../credential-mark/CredentialMark";
import { ShiftSymbol } from "../ShiftSymbol";
import {
  addToSelection,
  filterRows,
  groupRows,
  type PickerCategory,
  type PickerRow,
  type PickerSort,
  pickerRows,
} from "./picker-rows";
import { usePickerData } from "./use-picker-data";

const avatarColour = (person: Employee) => person.avatarBgColor || "#3d5a80";

type PickerTab = "department" | "floatIn" | "floatOut";
const SORTS: readonly PickerSort[] = ["name_asc", "name_desc", "overtime_recent", "overtime_oldest"];

export interface StaffPickerProps {
  hospital: Hospital;
  /** The active department: its staff fill the first tab. */
  departmentId: number;
  date: string;
  /** People never offered (e.g. bidders and those already seated). */
  excludeUserIds?: readonly number[];
  /** The job types shown at first; all when empty. */
  jobTypeIds?: readonly number[];
  /** How many may be chosen; 0 means no limit. */
  limit?: number;
  selected: readonly number[];
  onChange: (selected: readonly number[]) => void;
  showFloatIn?: boolean;
  showFloatOut?: boolean;
  /** One person at a time: a click replaces the choice (handing a shift or part to someone). */
  single?: boolean;
  /** Whether chosen rows offer to undo the choice (H-024 `showUndo`). */
  showUndo?: boolean;
}

const staffOf = (hospital: Hospital, departmentId: number | null): Employee[] =>
  departmentId === null
    ? []
    : Object.values(hospital.employees).filter((person) => person.departmentId === departmentId);

/**
 * The staff picker (H-018…H-025): the department's people, or those of another department floating
 * in, or the department's own floating out, with what each already has that day, searchable,
 * filterable and sortable; choosing respects the limit and every choice can be undone.
 */
export function StaffPicker(props: StaffPickerProps) {
  const { hospital, departmentId, date, excludeUserIds = [], limit = 0, selected, onChange } = props;
  const { showFloatIn = false, showFloatOut = false, single = false, showUndo = !single } = props;
  const { t } = useTranslation();
  const formatter = useFormatter();
  const [tab, setTab] = useState<PickerTab>("department");
  const otherDepartments = hospital.departments.filter((d) => d.id !== departmentId && !d.obsolete);
  const [floatFrom, setFloatFrom] = useState<number | null>(otherDepartments[0]?.id ?? null);
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<PickerSort>("name_asc");
  const [jobTypeIds, setJobTypeIds] = useState<readonly number[]>(props.jobTypeIds ?? []);
  const [shiftTypeIds, setShiftTypeIds] = useState<readonly number[]>([]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<PickerCategory>>(new Set());

  const tabDepartment = tab === "floatIn" ? floatFrom : departmentId;
  const staff = useMemo(() => staffOf(hospital, tabDepartment), [hospital, tabDepartment]);
  const { shifts, lastOvertime } = usePickerData(tabDepartment, date, staff);
  const groups = useMemo(() => {
    const rows = pickerRows({
      staff,
      shiftsOfDay: (shifts.data ?? []).filter((shift) => shift.date === date),
      lastOvertime: lastOvertime.data ?? new Map(),
    });
    const shown = filterRows(rows, { search, jobTypeIds, shiftTypeIds, excludeUserIds });
    return groupRows(shown, hospital.jobTypes, sort);
  }, [
    staff,
    shifts.data,
    lastOvertime.data,
    date,
    search,
    jobTypeIds,
    shiftTypeIds,
    excludeUserIds,
    hospital,
    sort,
  ]);

  const tabs: PickerTab[] = [
    "department",
    ...(showFloatIn ? ["floatIn" as const] : []),
    ...(showFloatOut ? ["floatOut" as const] : []),
  ];
  const department = hospital.departments.find((d) => d.id === departmentId);
  const jobTypeName = (id: number | null) => hospital.jobTypes.find((j) => j.id === id)?.name ?? "";
  const jobStatusName = (id: number | null) => hospital.jobStatus.find((j) => j.id === id)?.name ?? "";
  const atLimit = limit > 0 && selected.length >= limit;

  const row = (item: PickerRow) => {
    const person = item.employee;
    const chosen = selected.includes(person.userId);
    const shiftType = item.shift
      ? hospital.shiftTypes.find((type) => type.id === item.shift?.typeId)
      : undefined;
    const shiftDepartment = item.shift
      ? hospital.departments.find((d) => d.id === item.shift?.departmentId)?.name
      : undefined;
    const secondary = [
      [jobTypeName(person.jobTypeId), jobStatusName(person.jobStatusId)].filter(Boolean).join(" · "),
      item.lastOvertime
        ? t("staffPicker.lastOvertime", { date: formatter.date(item.lastOvertime, "date") })
        : null,
    ]
      .filter(Boolean)
      .join(" — ");
    return (
      <ListItem
        key={person.userId}
        disablePadding
        data-user-id={person.userId}
        secondaryAction={
          chosen && showUndo ? (
            <Tooltip title={t("staffPicker.undo")}>
              <IconButton
                edge="end"
                aria-label={t("staffPicker.undoFor", { name: person.fullName })}
                onClick={() => onChange(selected.filter((id) => id !== person.userId))}
              >
                <UndoRounded />
              </IconButton>
            </Tooltip>
          ) : undefined
        }
      >
        <ListItemButton
          selected={chosen}
          disabled={!single && !chosen && atLimit}
          onClick={() => onChange(single ? [person.userId] : addToSelection(selected, person.userId, limit))}
          aria-pressed={chosen}
        >
          <ListItemAvatar>
            <Avatar
              sx={{
                bgcolor: avatarColour(person),
                color: readableTextOn(avatarColour(person)),
                width: 32,
                height: 32,
                fontSize: 13,
              }}
            >
              {initials(person)}
            </Avatar>
          </ListItemAvatar>
          <ListItemText
            primary={person.fullName}
            secondary={secondary}
            slotProps={{ primary: { noWrap: true, sx: { maxWidth: 180 } } }}
          />
          <CredentialMark credentials={person.credentials} expiredOnly />
          {shiftType && item.shift && (
            <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, ml: 1 }}>
              {shiftDepartment && shiftDepartment !== department?.name && (
                <Typography variant="caption">{shiftDepartment}</Typography>
              )}
              <ShiftSymbol
                shiftType={shiftType}
                startTime={item.shift.startTime}
                endTime={item.shift.endTime}
                muted={item.category !== "assigned"}
              />
              {item.category === "available" && <Chip size="small" label={t("staffPicker.availableBadge")} />}
            </Box>
          )}
        </ListItemButton>
      </ListItem>
    );
  };

  const loading = shifts.isPending && tabDepartment !== null;
  return (
    <Box>
      {tabs.length > 1 && (
        <Tabs
          value={tab}
          onChange={(_, value: PickerTab) => setTab(value)}
          aria-label={t("staffPicker.tabs")}
        >
          {tabs.map((value) => (
            <Tab
              key={value}
              value={value}
              label={value === "department" ? (department?.name ?? "") : t(`staffPicker.tab.${value}`)}
            />
          ))}
        </Tabs>
      )}
      <Box sx={{ display: "grid", gap: 1, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, my: 1.5 }}>
        {tab === "floatIn" && (
          <FormControl size="small" sx={{ gridColumn: "1 / -1" }}>
            <InputLabel id="picker-float-from">{t("staffPicker.fromDepartment")}</InputLabel>
            <Select
              labelId="picker-float-from"
              label={t("staffPicker.fromDepartment")}
              value={floatFrom ?? ""}
              onChange={(event) => setFloatFrom(Number(event.target.value))}
            >
              {otherDepartments.map((d) => (
                <MenuItem key={d.id} value={d.id}>
                  {d.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        )}
        <TextField
          size="small"
          label={t("staffPicker.search")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ gridColumn: "1 / -1" }}
        />
        <FormControl size="small">
          <InputLabel id="picker-sort">{t("staffPicker.sortBy")}</InputLabel>
          <Select
            labelId="picker-sort"
            label={t("staffPicker.sortBy")}
            value={sort}
            onChange={(event) => setSort(event.target.value)}
          >
            {SORTS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`staffPicker.sort.${value}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small">
          <InputLabel id="picker-job-types" shrink>
            {t("staffPicker.jobTypes")}
          </InputLabel>
          <Select
            labelId="picker-job-types"
            notched
            label={t("staffPicker.jobTypes")}
            multiple
            value={[...jobTypeIds]}
            renderValue={(ids) => (ids.length === 0 ? t("staffPicker.all") : ids.map(jobTypeName).join(", "))}
            displayEmpty
            onChange={(event) => setJobTypeIds(event.target.value as number[])}
          >
            {hospital.jobTypes
              .filter((jobType) => !jobType.obsolete)
              .map((jobType) => (
                <MenuItem key={jobType.id} value={jobType.id}>
                  {jobType.name}
                </MenuItem>
              ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ gridColumn: "1 / -1" }}>
          <InputLabel id="picker-shift-types" shrink>
            {t("staffPicker.shiftTypes")}
          </InputLabel>
          <Select
            labelId="picker-shift-types"
            notched
            label={t("staffPicker.shiftTypes")}
            multiple
            value={[...shiftTypeIds]}
            displayEmpty
            renderValue={(ids) =>
              ids.length === 0
                ? t("staffPicker.all")
                : ids.map((id) => hospital.shiftTypes.find((type) => type.id === id)?.name ?? "").join(", ")
            }
            onChange={(event) => setShiftTypeIds(event.target.value as number[])}
          >
            {hospital.shiftTypes
              .filter((type) => !type.obsolete)
              .map((type) => (
                <MenuItem key={type.id} value={type.id}>
                  {type.name}
                </MenuItem>
              ))}
          </Select>
        </FormControl>
      </Box>
      {limit > 0 && (
        <Typography variant="body2" color={atLimit ? "warning.main" : "text.secondary"} aria-live="polite">
          {t("staffPicker.selectedOfLimit", { count: selected.length, limit })}
        </Typography>
      )}
      {loading ? (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, py: 3, justifyContent: "center" }}>
          <CircularProgress size={20} />
          <Typography>{t("staffPicker.loading")}</Typography>
        </Box>
      ) : shifts.isError ? (
        <Alert severity="error">{t("staffPicker.loadFailed")}</Alert>
      ) : groups.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: "center" }}>
          {t("staffPicker.empty")}
        </Typography>
      ) : (
        <List dense sx={{ maxHeight: 500, overflow: "auto" }} aria-label={t("staffPicker.people")}>
          {groups.map((group) => {
            const open = !collapsed.has(group.category);
            return (
              <li key={group.category}>
                <ul style={{ padding: 0 }}>
                  <ListSubheader sx={{ px: 0 }}>
                    <Button
                      size="small"
                      fullWidth
                      aria-expanded={open}
                      onClick={() =>
                        setCollapsed((current) => {
                          const next = new Set(current);
                          if (open) next.add(group.category);
                          else next.delete(group.category);
                          return next;
                        })
                      }
                      sx={{ justifyContent: "flex-start" }}
                    >
                      {t(`staffPicker.category.${group.category}`, { count: group.rows.length })}
                    </Button>
                  </ListSubheader>
                  {open && group.rows.map(row)}
                </ul>
              </li>
            );
          })}
        </List>
      )}
    </Box>
  );
}
