import { Alert, Box, CircularProgress, Pagination, Stack, Tab, Tabs } from "@mui/material";
import type { Department, Hospital } from "@rosterly/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/EmptyState";
import { useNow } from "../../../lib/use-now";
import type { RequestRef } from "../api/keys";
import { useRequests } from "../api/list-requests";
import {
  NO_FILTERS,
  PAGE_SIZE,
  REQUEST_TABS,
  type RequestFilters as Filters,
  type RequestTab,
} from "../lib/list-options";
import { sameRequest } from "../lib/request-ref";
import { RequestFilters } from "./RequestFilters";
import { RequestRow } from "./RequestRow";

/**
 * K-005: the requests by tab (history, each kind, pending), filtered and paged by the server (100
 * a page). Changing the tab or a filter goes back to the first page.
 */
export function RequestBoard(props: {
  hospital: Hospital;
  userId: number;
  departments: readonly Department[];
  tab: RequestTab;
  onTabChange: (tab: RequestTab) => void;
  selected: RequestRef | null;
  onOpen: (ref: RequestRef) => void;
}) {
  const { t } = useTranslation();
  const { hospital, userId, departments, tab, selected, onOpen } = props;
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const now = useNow(60_000);
  const list = useRequests({ ...filters, tab, page });
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / PAGE_SIZE));

  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, value: RequestTab) => {
          props.onTabChange(value);
          setPage(1);
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t("requests.lists")}
        sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
      >
        {REQUEST_TABS.map((value) => (
          <Tab key={value} value={value} label={t(`requests.tab.${value}`)} />
        ))}
      </Tabs>
      <RequestFilters
        key={tab}
        tab={tab}
        departments={departments}
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {list.isPending ? (
        <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
          <CircularProgress aria-label={t("requests.loading")} />
        </Box>
      ) : list.isError ? (
        <Alert severity="error">{t("requests.loadFailed")}</Alert>
      ) : list.data.results.length === 0 ? (
        <EmptyState
          message={t(tab === "history" ? "requests.emptyHistory" : "requests.empty")}
          exciting={tab !== "history"}
        />
      ) : (
        <Stack
          component="ul"
          spacing={1}
          aria-label={t(`requests.tab.${tab}`)}
          sx={{ listStyle: "none", p: 0, m: 0 }}
        >
          {list.data.results.map((request) => {
            const ref = { contentType: request.contentType, id: request.id };
            return (
              <li key={`${request.contentType}-${request.id}`}>
                <RequestRow
                  request={request}
                  hospital={hospital}
                  userId={userId}
                  history={tab === "history"}
                  now={now}
                  selected={sameRequest(ref, selected)}
                  onOpen={() => onOpen(ref)}
                />
              </li>
            );
          })}
        </Stack>
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
