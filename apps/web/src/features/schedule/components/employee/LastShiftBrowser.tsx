import {
  Alert,
  Button,
  CircularProgress,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import type { Shift } from "@rosterly/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../../lib/formatter-context";
import { useLastShiftHistory } from "../../api/get-last-shift-history";
import { LAST_SHIFT_KINDS, type LastShiftKind } from "../../api/get-last-shifts";
import type { ScheduleLookups } from "../../lib/lookups";
import { EmployeeShiftCard } from "./EmployeeActivityCards";

export interface LastShiftBrowserProps {
  userId: number;
  today: string;
  lookups: ScheduleLookups;
  departmentName: (id: number) => string;
  selectedShiftId: number | null;
  /** Opens the shift in the schedule's activity editor. */
  onOpen: (shift: Shift) => void;
}

/** The browser of a person's last shifts (N-006): one kind at a time, newest first, paged. */
export function LastShiftBrowser(props: LastShiftBrowserProps) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const [kind, setKind] = useState<LastShiftKind>("canceled");
  const history = useLastShiftHistory(props.userId, kind, props.today);
  const shifts = history.data ?? [];

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={kind}
        onChange={(_event, next: LastShiftKind | null) => {
          if (next !== null) setKind(next);
        }}
        aria-label={t("employeeDialog.schedule.lastBrowser.kind")}
      >
        {LAST_SHIFT_KINDS.map((option) => (
          <ToggleButton key={option} value={option}>
            {t(`employeeDialog.schedule.lastBrowser.kinds.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {history.isPending && (
        <CircularProgress size={24} aria-label={t("employeeDialog.schedule.lastBrowser.loading")} />
      )}
      {history.isError && !history.isFetchNextPageError && (
        <Alert
          severity="warning"
          variant="outlined"
          action={
            <Button color="inherit" size="small" onClick={() => void history.refetch()}>
              {t("employeeDialog.schedule.lastBrowser.retry")}
            </Button>
          }
        >
          {t("employeeDialog.schedule.lastBrowser.failed")}
        </Alert>
      )}
      {history.isSuccess && shifts.length === 0 && (
        <Typography color="text.secondary" data-testid="last-shifts-empty">
          {t(`employeeDialog.schedule.lastBrowser.empty.${kind}`)}
        </Typography>
      )}
      {shifts.length > 0 && (
        <Stack
          component="ul"
          spacing={0.5}
          sx={{ listStyle: "none", m: 0, p: 0, maxHeight: 360, overflow: "auto" }}
          aria-label={t(`employeeDialog.schedule.lastBrowser.list.${kind}`)}
        >
          {shifts.map((shift) => (
            <li key={shift.id}>
              <EmployeeShiftCard
                shift={shift}
                lookups={props.lookups}
                departmentName={`${formatter.date(shift.date, "date")} · ${props.departmentName(shift.departmentId)}`}
                selected={props.selectedShiftId === shift.id}
                onOpen={props.onOpen}
                note={shift.comments}
              />
            </li>
          ))}
        </Stack>
      )}
      {history.isFetchNextPageError && (
        <Alert severity="warning" variant="outlined">
          {t("employeeDialog.schedule.lastBrowser.failed")}
        </Alert>
      )}
      {history.hasNextPage && (
        <Button
          size="small"
          sx={{ alignSelf: "flex-start" }}
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {t("employeeDialog.schedule.lastBrowser.earlier")}
        </Button>
      )}
    </Stack>
  );
}
