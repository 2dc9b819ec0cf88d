import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  IconButton,
  Tab,
  Tabs,
  Tooltip,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import CloseRounded from "@mui/icons-material/CloseRounded";
import type { Hospital } from "@rosterly/contract";
import { can } from "@rosterly/domain/permissions";
import { type ReactNode, useCallback, useContext, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogCanceledError, useDialogs } from "../../../components/dialogs/dialog-service";
import { EmptyState } from "../../../components/EmptyState";
import { nestedUnsavedStore } from "../../../components/unsaved/nested-unsaved-store";
import { UnsavedContext } from "../../../components/unsaved/unsaved-store";
import { ApiError } from "../../../lib/api/errors";
import { useEmployeeAccount } from "../api/get-employee-account";
import { type EmployeeHeaderModel, employeeHeader } from "../lib/header";
import { type EmployeeTab, type EmployeeViewer, employeeTabs, firstTab } from "../lib/tabs";
import { EmployeeHeader } from "./EmployeeHeader";
import { NotesTab } from "./NotesTab";

/** What the screen composes into the dialog's tabs (other features' content). */
export interface EmployeeSlots {
  renderSchedule?: (employee: EmployeeHeaderModel) => ReactNode;
  renderProfile?: (employee: EmployeeHeaderModel) => ReactNode;
  renderDocuments?: (employee: EmployeeHeaderModel) => ReactNode;
}

/**
 * The employee dialog (N-001..N-004): 1300 px wide (the whole screen on phones), the person's
 * header, and vertical tabs for the schedule, profile, documents and notes.
 */
export function EmployeeDialog(
  props: EmployeeSlots & {
    userId: number;
    hospital: Hospital;
    viewer: EmployeeViewer;
    onClose: () => void;
  },
) {
  const { userId, hospital, viewer } = props;
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("md"));
  const titleId = useId();
  const query = useEmployeeAccount(userId);
  const employee = useMemo(
    () => (query.data ? employeeHeader(query.data, hospital) : null),
    [query.data, hospital],
  );
  // Unsaved notes or profile edits in the tabs below mark this store (and the screen's).
  const parentStore = useContext(UnsavedContext);
  const unsaved = useMemo(() => nestedUnsavedStore(parentStore), [parentStore]);
  /** Whether what is shown may go: nothing unsaved, or the user chose to discard it. */
  const mayLeave = useCallback(async (): Promise<boolean> => {
    if (!unsaved.isDirty()) return true;
    try {
      await dialogs.confirm({
        title: t("employeeDialog.unsaved.title"),
        message: t("employeeDialog.unsaved.message"),
        confirmLabel: t("employeeDialog.unsaved.discard"),
        cancelLabel: t("employeeDialog.unsaved.keep"),
      });
    } catch (error) {
      if (error instanceof DialogCanceledError) return false;
      throw error;
    }
    unsaved.clearAll();
    return true;
  }, [unsaved, dialogs, t]);
  const { onClose } = props;
  const requestClose = useCallback(() => {
    void mayLeave().then((leave) => {
      if (leave) onClose();
    });
  }, [mayLeave, onClose]);

  return (
    <UnsavedContext value={unsaved}>
      <Dialog
        open
        onClose={requestClose}
        fullScreen={phone}
        maxWidth={false}
        aria-labelledby={titleId}
        slotProps={{
          paper: {
            sx: phone ? {} : { width: 1300, maxWidth: "calc(100% - 32px)", maxHeight: "calc(100% - 32px)" },
          },
        }}
      >
        <Tooltip title={t("employeeDialog.close")}>
          <IconButton
            aria-label={t("employeeDialog.close")}
            onClick={requestClose}
            sx={{ position: "absolute", right: 8, top: 8, zIndex: 1 }}
          >
            <CloseRounded />
          </IconButton>
        </Tooltip>
        {employee === null ? (
          <>
            <DialogContent>
              <Box id={titleId} component="h2" sx={{ typography: "h6", m: 0 }}>
                {t("employeeDialog.title")}
              </Box>
              {query.isPending ? (
                <Box sx={{ display: "grid", placeItems: "center", py: 8 }}>
                  <CircularProgress aria-label={t("employeeDialog.loading")} />
                </Box>
              ) : (
                <EmptyState
                  illustration={
                    query.error instanceof ApiError && query.error.status === 404 ? "empty" : "error"
                  }
                  title={t("employeeDialog.loadFailedTitle")}
                  message={t("employeeDialog.loadFailed")}
                />
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t("employeeDialog.close")}</Button>
            </DialogActions>
          </>
        ) : (
          <LoadedEmployee
            {...props}
            employee={employee}
            titleId={titleId}
            phone={phone}
            canEditNotes={can(viewer.perms, "edit", "user")}
            mayLeave={mayLeave}
          />
        )}
      </Dialog>
    </UnsavedContext>
  );
}

function LoadedEmployee(
  props: EmployeeSlots & {
    employee: EmployeeHeaderModel;
    viewer: EmployeeViewer;
    titleId: string;
    phone: boolean;
    canEditNotes: boolean;
    /** Asks before unsaved edits of the current tab are lost. */
    mayLeave: () => Promise<boolean>;
  },
) {
  const { employee, viewer, titleId, phone } = props;
  const { t } = useTranslation();
  const tabs = employeeTabs(viewer, {
    schedule: props.renderSchedule !== undefined,
    documents: props.renderDocuments !== undefined,
  });
  const [tab, setTab] = useState<EmployeeTab>(() => firstTab(viewer, tabs));
  const tabId = (name: EmployeeTab) => `${titleId}-tab-${name}`;
  const panelId = (name: EmployeeTab) => `${titleId}-panel-${name}`;

  const content = (): ReactNode => {
    switch (tab) {
      case "schedule":
        return props.renderSchedule?.(employee) ?? null;
      case "profile":
        return props.renderProfile?.(employee) ?? null;
      case "documents":
        return props.renderDocuments?.(employee) ?? null;
      case "notes":
        return employee.profileId === null ? (
          <EmptyState message={t("employeeDialog.notes.noProfile")} />
        ) : (
          <NotesTab
            key={`${employee.profileId}-${employee.scheduleNotes ?? ""}`}
            profileId={employee.profileId}
            saved={employee.scheduleNotes}
            canEdit={props.canEditNotes}
          />
        );
    }
  };

  return (
    <>
      <EmployeeHeader employee={employee} titleId={titleId} />
      <Box sx={{ display: "flex", flexDirection: phone ? "column" : "row", flex: 1, minHeight: 0 }}>
        <Tabs
          orientation={phone ? "horizontal" : "vertical"}
          variant={phone ? "scrollable" : "standard"}
          value={tab}
          onChange={(_, next: EmployeeTab) => {
            void props.mayLeave().then((leave) => {
              if (leave) setTab(next);
            });
          }}
          aria-label={t("employeeDialog.tabs")}
          sx={{
            borderRight: phone ? 0 : 1,
            borderBottom: phone ? 1 : 0,
            borderColor: "divider",
            minWidth: phone ? undefined : 150,
            flexShrink: 0,
          }}
        >
          {tabs.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`employeeDialog.tab.${name}`)}
              id={tabId(name)}
              aria-controls={panelId(name)}
              sx={{ alignItems: phone ? "center" : "flex-start" }}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          sx={{ flex: 1, minWidth: 0, overflow: "auto", p: { xs: 1.5, md: 2 } }}
        >
          {content()}
        </Box>
      </Box>
    </>
  );
}
