import PersonAddOutlined from "@mui/icons-material/PersonAddOutlined";
import { Box, Button, Card, LinearProgress, TablePagination } from "@mui/material";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../../../components/EmptyState";
import { PageHeader } from "../../../../components/PageHeader";
import { useToast } from "../../../../components/toasts/toast-service";
import { usePendingCounts } from "../../api/get-pending-counts";
import type { UsersTab } from "../../api/keys";
import { useUsers } from "../../api/list-users";
import { useDebounced } from "../../hooks/use-debounced";
import { canAddUsers, canOpenUser } from "../../lib/openers";
import { type Sort, type SortKey, userRows } from "../../lib/user-rows";
import { useAccountsViewer } from "../../lib/viewer";
import { type DialogTarget, UserDialog } from "../dialog/UserDialog";
import { UsersTable } from "./UsersTable";
import { UsersToolbar } from "./UsersToolbar";

const PAGE_SIZES = [10, 25, 50, 100];
const USER_PARAM = "user";

/**
 * A users tab (D-022): the people of one classification in the viewer's scope, searched, sorted
 * and paged by the server; pending profiles are marked and can be listed alone.
 * `?user=<id>` opens that person's dialog (a link to share, and the back button closes it).
 */
export function UsersPage({ tab }: { tab: UsersTab }) {
  const { t } = useTranslation();
  const toast = useToast();
  const viewer = useAccountsViewer();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<Sort>({ key: "name", direction: "asc" });
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [pendingOnly, setPendingOnly] = useState(false);
  const [adding, setAdding] = useState(false);
  const settledSearch = useDebounced(search, 300);
  const list = useUsers({ tab, search: settledSearch, pendingOnly, page, pageSize, sort });
  const rows = useMemo(
    () => userRows(list.data?.results ?? [], viewer.hospital),
    [list.data, viewer.hospital],
  );
  const count = list.data?.count ?? 0;
  const lastPage = Math.max(0, Math.ceil(count / pageSize) - 1);
  const shownPage = Math.min(page, lastPage);
  const pending = usePendingCounts().data?.[tab] ?? 0;

  useEffect(() => {
    if (list.error) toast.error(t("accounts.toast.listFailed"), list.error);
  }, [list.error, t, toast]);

  const openedId = Number(params.get(USER_PARAM));
  const target: DialogTarget | null = adding
    ? { kind: "new" }
    : Number.isInteger(openedId) && openedId > 0
      ? { kind: "existing", userId: openedId }
      : null;
  const closeDialog = () => {
    setAdding(false);
    if (params.has(USER_PARAM)) {
      const next = new URLSearchParams(params);
      next.delete(USER_PARAM);
      setParams(next);
    }
  };
  const onSort = (key: SortKey) => {
    setSort((current) => ({
      key,
      direction: current.key === key && current.direction === "asc" ? "desc" : "asc",
    }));
    setPage(0);
  };

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader
        title={t(`accounts.tabs.${tab}`)}
        subtitle={t(`accounts.list.subtitle.${tab}`)}
        actions={
          canAddUsers(viewer) && (
            <Button variant="contained" startIcon={<PersonAddOutlined />} onClick={() => setAdding(true)}>
              {t("accounts.list.addUser")}
            </Button>
          )
        }
      />
      <Card variant="outlined">
        <UsersToolbar
          search={search}
          onSearch={(value) => {
            setSearch(value);
            setPage(0);
          }}
          pendingCount={pending}
          pendingOnly={pendingOnly}
          onPendingOnly={(value) => {
            setPendingOnly(value);
            setPage(0);
          }}
        />
        <Box sx={{ height: 4 }}>
          {list.isFetching && <LinearProgress aria-label={t("accounts.list.loading")} />}
        </Box>
        {list.isSuccess && rows.length === 0 ? (
          <EmptyState
            message={settledSearch || pendingOnly ? t("accounts.list.noMatches") : t("accounts.list.empty")}
          />
        ) : list.isError && !list.data ? (
          <EmptyState
            illustration="error"
            message={t("accounts.list.failed")}
            action={<Button onClick={() => void list.refetch()}>{t("accounts.list.retry")}</Button>}
          />
        ) : (
          <UsersTable
            rows={rows}
            sort={sort}
            onSort={onSort}
            canOpen={(row) => canOpenUser(viewer, row)}
            onOpen={(row) =>
              setParams((current) => {
                const next = new URLSearchParams(current);
                next.set(USER_PARAM, String(row.userId));
                return next;
              })
            }
          />
        )}
        <TablePagination
          component="div"
          count={count}
          page={shownPage}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t("accounts.list.rowsPerPage")}
        />
      </Card>
      {target && (
        <UserDialog
          key={target.kind === "new" ? "new" : target.userId}
          target={target}
          onClose={closeDialog}
        />
      )}
    </Box>
  );
}
