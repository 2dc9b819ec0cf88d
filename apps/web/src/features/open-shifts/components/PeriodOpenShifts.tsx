import { Alert, Box, Button, CircularProgress } from "@mui/material";
import type { Hospital } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { useNow } from "../../../lib/use-now";
import { useOpenShifts } from "../api/list-open-shifts";
import { OpenShiftCard } from "./OpenShiftCard";

/**
 * The schedule's open-shift panel (tab `open`): the department's open shifts on the period's days,
 * pending first, then past ones; a card opens it on the open-shift screen.
 */
export function PeriodOpenShifts(props: {
  hospital: Hospital;
  departmentId: number;
  period: { startOn: string; endOn: string };
}) {
  const { hospital, departmentId, period } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const now = useNow(15_000);
  const base = { departmentIds: [departmentId], page: 1, pageSize: 100 };
  const pending = useOpenShifts({ ...base, state: "pending", orderBy: "date" });
  const history = useOpenShifts({ ...base, state: "history", orderBy: "date" });
  if (pending.isPending || history.isPending)
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
        <CircularProgress aria-label={t("openShifts.loading")} />
      </Box>
    );
  if (pending.isError || history.isError) return <Alert severity="error">{t("openShifts.loadFailed")}</Alert>;
  const inPeriod = [...pending.data.results, ...history.data.results].filter(
    (shift) => shift.date >= period.startOn && shift.date <= period.endOn,
  );
  return (
    <Box sx={{ p: 1.5, display: "grid", gap: 1 }}>
      {inPeriod.length === 0 ? (
        <EmptyState size={88} message={t("openShifts.noneInPeriod")} />
      ) : (
        inPeriod.map((shift) => (
          <OpenShiftCard
            key={shift.id}
            shift={shift}
            hospital={hospital}
            now={now}
            onOpen={(id) => void navigate(`/openshifts?id=${id}`)}
          />
        ))
      )}
      <Button component={RouterLink} to="/openshifts">
        {t("openShifts.allOpenShifts")}
      </Button>
    </Box>
  );
}
