/**
 * The shift report (M-001…M-012) as a full-screen dialog: templates on top, the grid with the
 * columns and filters panel beside it, and the CSV download.
 */
import CloseRounded from "@mui/icons-material/CloseRounded";
import DownloadRounded from "@mui/icons-material/DownloadRounded";
import FilterListRounded from "@mui/icons-material/FilterListRounded";
import ViewColumnOutlined from "@mui/icons-material/ViewColumnOutlined";
import {
  Alert,
  AppBar,
  Box,
  Button,
  Dialog,
  IconButton,
  Tab,
  Tabs,
  Toolbar,
  Tooltip,
  Typography,
} from "@mui/material";
import { REPORT_WORKING_STATUSES, type ReportField } from "@rosterly/contract";
import { reportFileName } from "@rosterly/domain/reports";
import { useCallback, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadReport } from "../api/report-api";
import { useReportTemplates } from "../hooks/use-report-templates";
import {
  defaultReportState,
  orderedFields,
  reportQuery,
  type ReportState,
  visibleFields,
} from "../lib/report-state";
import { saveFile } from "../../../lib/save-file";
import { ColumnsPanel } from "./ColumnsPanel";
import { type FilterOptions, FiltersPanel } from "./FiltersPanel";
import { ReportGrid } from "./ReportGrid";
import { TemplateBar } from "./TemplateBar";

export interface ShiftReportDialogProps {
  profileId: number;
  preferences: Record<string, unknown>;
  onPreferences: (preferences: Record<string, unknown>) => void;
  /** Today in the organisation's time zone. */
  today: string;
  /** Operations management: the internal-comments column (C-015). */
  seesInternalComments: boolean;
  /** Not department management: the department filter (C-021). */
  departmentFilter: boolean;
  options: FilterOptions;
  onClose?: () => void;
}

export function ShiftReportDialog(props: ShiftReportDialogProps) {
  const { t } = useTranslation();
  const { today, seesInternalComments, departmentFilter, options, onClose } = props;
  const titleId = useId();
  const templates = useReportTemplates(props);
  const { state, setState, selected, mode } = templates;
  const [count, setCount] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const allowed = useMemo(
    () => orderedFields(state).filter((colId) => seesInternalComments || colId !== "internal_comments"),
    [state, seesInternalComments],
  );
  const fields = useMemo(() => visibleFields(state, seesInternalComments), [state, seesInternalComments]);
  const query = useMemo(() => reportQuery(state, { departmentFilter }).toString(), [state, departmentFilter]);

  const update = useCallback(
    (change: (current: ReportState) => ReportState) => {
      setFailed(false);
      setState((current) => change(current));
    },
    [setState],
  );
  const onCount = useCallback((value: number | null) => setCount(value), []);
  const onLoadFailed = useCallback(() => setFailed(true), []);
  const onSortChange = useCallback((sort: ReportState["sort"]) => update((s) => ({ ...s, sort })), [update]);
  const onColumnResized = useCallback(
    (colId: ReportField, width: number) =>
      update((s) => ({
        ...s,
        columnSizing: [...s.columnSizing.filter((size) => size.colId !== colId), { colId, width }],
      })),
    [update],
  );
  const onColumnsMoved = useCallback(
    (shown: ReportField[]) =>
      update((s) => {
        // The grid knows only the shown columns: hidden ones keep their places among them.
        const queue = [...shown];
        const order = orderedFields(s).map((colId) =>
          shown.includes(colId) ? (queue.shift() ?? colId) : colId,
        );
        return { ...s, columnOrder: order };
      }),
    [update],
  );
  const panel = state.sideBar.openToolPanel;
  const openPanel = (next: "columns" | "filters" | null) =>
    update((s) => ({ ...s, sideBar: { ...s.sideBar, openToolPanel: next } }));

  const download = async () => {
    setDownloading(true);
    try {
      const labels = Object.fromEntries(fields.map((field) => [field, t(`shiftReport.columns.${field}`)]));
      const valueLabels = Object.fromEntries(
        (["yes", "no", ...REPORT_WORKING_STATUSES] as const).map((key) => [
          key,
          t(`shiftReport.values.${key}`),
        ]),
      );
      const file = await downloadReport({
        query: reportQuery(state, { departmentFilter }),
        fields: labels,
        valueLabels,
        templateName: selected?.name ?? null,
      });
      saveFile(file.blob, reportFileName(selected?.name, today));
    } catch {
      // A failed download is ignored (M-008): the button is there to try again.
    } finally {
      setDownloading(false);
    }
  };

  const title = mode === "new" ? t("shiftReport.newTitle") : t("shiftReport.title");
  return (
    <Dialog fullScreen open aria-labelledby={titleId} onClose={onClose}>
      <AppBar position="static" sx={{ borderBottom: 1, borderColor: "divider" }}>
        <Toolbar sx={{ gap: 1.5, flexWrap: "wrap", py: 1 }}>
          <Typography id={titleId} variant="h2" component="h2" sx={{ fontSize: "1.25rem", mr: 1 }}>
            {title}
          </Typography>
          <Box sx={{ flex: "1 1 auto", minWidth: 0 }}>
            <TemplateBar templates={templates} />
          </Box>
          <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
            <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ minWidth: 90 }}>
              {count === null ? t("shiftReport.loading") : t("shiftReport.rows", { count })}
            </Typography>
            <Tooltip title={t("shiftReport.actions.columns")}>
              <IconButton
                aria-label={t("shiftReport.actions.columns")}
                aria-pressed={panel === "columns"}
                onClick={() => openPanel(panel === "columns" ? null : "columns")}
              >
                <ViewColumnOutlined />
              </IconButton>
            </Tooltip>
            <Tooltip title={t("shiftReport.actions.filters")}>
              <IconButton
                aria-label={t("shiftReport.actions.filters")}
                aria-pressed={panel === "filters"}
                onClick={() => openPanel(panel === "filters" ? null : "filters")}
              >
                <FilterListRounded />
              </IconButton>
            </Tooltip>
            <Button
              variant="contained"
              startIcon={<DownloadRounded />}
              onClick={() => void download()}
              disabled={downloading || fields.length === 0}
            >
              {t("shiftReport.actions.download")}
            </Button>
            {onClose && (
              <Tooltip title={t("shiftReport.actions.close")}>
                <IconButton aria-label={t("shiftReport.actions.close")} onClick={onClose} edge="end">
                  <CloseRounded />
                </IconButton>
              </Tooltip>
            )}
          </Box>
        </Toolbar>
      </AppBar>
      {failed && (
        <Alert severity="error" sx={{ borderRadius: 0 }}>
          {t("shiftReport.loadFailed")}
        </Alert>
      )}
      <Box sx={{ flex: 1, display: "flex", minHeight: 0, position: "relative" }}>
        <Box sx={{ flex: 1, minWidth: 0, position: "relative" }}>
          <ReportGrid
            state={state}
            fields={fields}
            query={query}
            onSortChange={onSortChange}
            onColumnResized={onColumnResized}
            onColumnsMoved={onColumnsMoved}
            onCount={onCount}
            onLoadFailed={onLoadFailed}
          />
          {count === 0 && (
            <Typography
              role="status"
              color="text.secondary"
              sx={{
                position: "absolute",
                top: 72,
                left: 0,
                right: 0,
                textAlign: "center",
                pointerEvents: "none",
              }}
            >
              {t("shiftReport.noRows")}
            </Typography>
          )}
        </Box>
        {panel !== null && (
          <Box
            component="aside"
            aria-label={t(
              panel === "columns" ? "shiftReport.actions.columns" : "shiftReport.actions.filters",
            )}
            sx={{
              width: { xs: "100%", sm: 340 },
              position: { xs: "absolute", sm: "static" },
              inset: { xs: 0, sm: "auto" },
              zIndex: 2,
              bgcolor: "background.paper",
              borderLeft: 1,
              borderColor: "divider",
              display: "flex",
              flexDirection: "column",
              minHeight: 0,
            }}
          >
            <Box sx={{ display: "flex", alignItems: "center", borderBottom: 1, borderColor: "divider" }}>
              <Tabs
                value={panel}
                onChange={(_event, value: "columns" | "filters") => openPanel(value)}
                sx={{ flex: 1 }}
              >
                <Tab value="columns" label={t("shiftReport.actions.columns")} />
                <Tab value="filters" label={t("shiftReport.actions.filters")} />
              </Tabs>
              <Tooltip title={t("shiftReport.actions.hidePanel")}>
                <IconButton aria-label={t("shiftReport.actions.hidePanel")} onClick={() => openPanel(null)}>
                  <CloseRounded />
                </IconButton>
              </Tooltip>
            </Box>
            <Box sx={{ p: 2, overflowY: "auto", flex: 1 }}>
              {panel === "columns" ? (
                <ColumnsPanel
                  columns={allowed}
                  hidden={state.columnVisibility.hiddenColIds}
                  onToggle={(colId, visible) =>
                    update((s) => {
                      const hidden = s.columnVisibility.hiddenColIds.filter((id) => id !== colId);
                      return {
                        ...s,
                        columnVisibility: { hiddenColIds: visible ? hidden : [...hidden, colId] },
                      };
                    })
                  }
                  onMove={(colId, by) =>
                    update((s) => {
                      const order = orderedFields(s).filter((id) => allowed.includes(id));
                      const from = order.indexOf(colId);
                      const to = from + by;
                      if (from < 0 || to < 0 || to >= order.length) return s;
                      const next = [...order];
                      next.splice(from, 1);
                      next.splice(to, 0, colId);
                      const rest = orderedFields(s).filter((id) => !allowed.includes(id));
                      return { ...s, columnOrder: [...next, ...rest] };
                    })
                  }
                />
              ) : (
                <FiltersPanel
                  filter={state.filter}
                  options={options}
                  departmentFilter={departmentFilter}
                  onChange={(filter) => update((s) => ({ ...s, filter }))}
                  onClear={() => update((s) => ({ ...s, filter: defaultReportState(today).filter }))}
                />
              )}
            </Box>
          </Box>
        )}
      </Box>
    </Dialog>
  );
}
