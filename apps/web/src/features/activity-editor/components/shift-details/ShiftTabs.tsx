import EditNote from "@mui/icons-material/EditNote";
import Payments from "@mui/icons-material/Payments";
import { Box, Tab, Tabs, Tooltip } from "@mui/material";
import { toDisplayTime } from "@rosterly/domain/time";
import { useTranslation } from "react-i18next";
import type { Reference } from "../../lib/reference";
import { STATUS_LABEL, statusOf } from "../../lib/shift-status";
import type { ShiftTab } from "./use-shift-tabs";

/**
 * One tab per shift of the day (F-030): start-end and working status, highlighted for overtime,
 * with an icon when the payroll date differs from the date and one when edits are unsaved.
 */
export function ShiftTabs(props: {
  tabs: readonly ShiftTab[];
  selectedKey: string | null;
  reference: Reference;
  onSelect: (key: string) => void;
}) {
  const { tabs, selectedKey, reference, onSelect } = props;
  const { t } = useTranslation();
  return (
    <Tabs
      value={selectedKey ?? false}
      onChange={(_event, key: string) => onSelect(key)}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={t("activityEditor.details.tabsLabel")}
      sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
    >
      {tabs.map((tab) => {
        const { values, shift } = tab;
        const time = `${toDisplayTime(values.startTime) ?? values.startTime}–${toDisplayTime(values.endTime) ?? values.endTime}`;
        const status = shift
          ? t(STATUS_LABEL[statusOf(shift, reference.flagLookup)])
          : t("activityEditor.details.newShift");
        return (
          <Tab
            key={tab.key}
            value={tab.key}
            sx={values.overtime ? { color: "warning.dark", fontWeight: 700 } : undefined}
            label={
              <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
                <Box sx={{ textAlign: "left" }}>
                  <Box component="span" sx={{ display: "block" }}>
                    {time}
                  </Box>
                  <Box component="span" sx={{ display: "block", fontSize: 12, fontWeight: 400 }}>
                    {values.overtime ? `${status} · ${t("activityEditor.shift.overtime")}` : status}
                  </Box>
                </Box>
                {values.payrollDate !== values.date && (
                  <Tooltip title={t("activityEditor.details.otherPayrollDate")}>
                    <Payments fontSize="small" aria-label={t("activityEditor.details.otherPayrollDate")} />
                  </Tooltip>
                )}
                {tab.dirty && (
                  <Tooltip title={t("activityEditor.details.unsaved")}>
                    <EditNote
                      fontSize="small"
                      color="warning"
                      aria-label={t("activityEditor.details.unsaved")}
                    />
                  </Tooltip>
                )}
              </Box>
            }
          />
        );
      })}
    </Tabs>
  );
}
