import {
  Alert,
  Box,
  CircularProgress,
  FormControl,
  InputLabel,
  MenuItem,
  Pagination,
  Select,
  Tab,
  Tabs,
  ToggleButton,
  ToggleButtonGroup,
} from "@mui/material";
import type { Hospital } from "@rosterly/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/EmptyState";
import type { MessageKey } from "../../../lib/i18n";
import { useNow } from "../../../lib/use-now";
import { useOpenShiftCount } from "../api/count-open-shifts";
import { useOpenShifts } from "../api/list-open-shifts";
import {
  type FcfsFilter,
  fcfsParam,
  type OpenShiftTab,
  PAGE_SIZE,
  SORTS,
  sortLabelKey,
} from "../lib/list-options";
import { OpenShiftCard } from "./OpenShiftCard";

/**
 * The management lists (H-007): pending and history, each sorted, filtered and paged by the
 * server (100 a page), as cards. Bidding labels count down while the screen is open.
 */
export function OpenShiftBoard(props: {
  hospital: Hospital;
  departmentIds: readonly number[];
  selectedId: number | null;
  onOpen: (id: number) => void;
}) {
  const { hospital, departmentIds, selectedId, onOpen } = props;
  const { t } = useTranslation();
  const [tab, setTab] = useState<OpenShiftTab>("pending");
  const [orders, setOrders] = useState<Record<OpenShiftTab, string>>({
    pending: SORTS.pending[0] ?? "bidding_ends_on",
    history: SORTS.history[0] ?? "-date",
  });
  const [fcfs, setFcfs] = useState<FcfsFilter>("all");
  const [page, setPage] = useState(1);
  const now = useNow(15_000);
  const filter = { departmentIds, fcfs: fcfsParam(fcfs) };
  const list = useOpenShifts({ ...filter, state: tab, page, pageSize: PAGE_SIZE, orderBy: orders[tab] });
  const pending = useOpenShiftCount({ ...filter, state: "pending" });
  const history = useOpenShiftCount({ ...filter, state: "history" });
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / PAGE_SIZE));

  const tabLabel = (key: MessageKey, count: number | undefined) =>
    count === undefined ? t(key) : `${t(key)} (${count})`;

  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, value: OpenShiftTab) => {
          setTab(value);
          setPage(1);
        }}
        aria-label={t("openShifts.lists")}
        sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
      >
        <Tab value="pending" label={tabLabel("openShifts.tab.pending", pending.data?.count)} />
        <Tab value="history" label={tabLabel("openShifts.tab.history", history.data?.count)} />
      </Tabs>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", mb: 2 }}>
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <InputLabel id="open-shift-sort">{t("openShifts.sortBy")}</InputLabel>
          <Select
            labelId="open-shift-sort"
            label={t("openShifts.sortBy")}
            value={orders[tab]}
            onChange={(event) => {
              setOrders((current) => ({ ...current, [tab]: event.target.value }));
              setPage(1);
            }}
          >
            {SORTS[tab].map((order) => (
              <MenuItem key={order} value={order}>
                {t(sortLabelKey(order))}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={fcfs}
          aria-label={t("openShifts.kind")}
          onChange={(_, value: FcfsFilter | null) => {
            if (value === null) return;
            setFcfs(value);
            setPage(1);
          }}
        >
          <ToggleButton value="all">{t("openShifts.kindAll")}</ToggleButton>
          <ToggleButton value="bidding">{t("openShifts.kindBidding")}</ToggleButton>
          <ToggleButton value="fcfs">{t("openShifts.fcfs")}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {list.isPending ? (
        <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
          <CircularProgress aria-label={t("openShifts.loading")} />
        </Box>
      ) : list.isError ? (
        <Alert severity="error">{t("openShifts.loadFailed")}</Alert>
      ) : list.data.results.length === 0 ? (
        <EmptyState
          message={t(tab === "pending" ? "openShifts.emptyPending" : "openShifts.emptyHistory")}
          exciting={tab === "pending"}
        />
      ) : (
        <Box
          component="ul"
          aria-label={t(tab === "pending" ? "openShifts.tab.pending" : "openShifts.tab.history")}
          sx={{
            listStyle: "none",
            p: 0,
            m: 0,
            display: "grid",
            gap: 1.5,
            gridTemplateColumns: { xs: "1fr", md: "repeat(auto-fill, minmax(320px, 1fr))" },
          }}
        >
          {list.data.results.map((shift) => (
            <li key={shift.id}>
              <OpenShiftCard
                shift={shift}
                hospital={hospital}
                now={now}
                selected={shift.id === selectedId}
                onOpen={onOpen}
              />
            </li>
          ))}
        </Box>
      )}
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2, display: "flex", justifyContent: "center" }}
          count={pages}
          page={page}
          onChange={(_, value) => setPage(value)}
        />
      )}
    </Box>
  );
}
