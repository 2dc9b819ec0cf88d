import CameraAltOutlined from "@mui/icons-material/CameraAltOutlined";
import { Alert, Box, Button, LinearProgress, Stack } from "@mui/material";
import { can } from "@rosterly/domain/permissions";
import { normalizeScheduleState } from "@rosterly/domain/schedule";
import { changedCells } from "@rosterly/domain/snapshots";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../components/EmptyState";
import { useToast } from "../../components/toasts/toast-service";
import { ScheduleGrid } from "../../features/schedule/components/grid/ScheduleGrid";
import type { CellPosition } from "../../features/schedule/components/grid/use-grid-keyboard";
import { DepartmentSwitcher } from "../../features/schedule/components/toolbar/DepartmentSwitcher";
import { useGridData } from "../../features/schedule/hooks/use-grid-data";
import { DEFAULT_FILTER } from "../../features/schedule/lib/filters";
import { scheduleLookups } from "../../features/schedule/lib/lookups";
import {
  useDepartmentSnapshots,
  useSnapshot,
  useSnapshotDiff,
  useTakeSnapshot,
} from "../../features/snapshots/api/snapshots";
import { ChangesList } from "../../features/snapshots/components/ChangesList";
import { SnapshotPicker } from "../../features/snapshots/components/SnapshotPicker";
import { asDiff, changeCount } from "../../features/snapshots/lib/changes";
import { useFormatter } from "../../lib/formatter-context";
import { useScheduleFor } from "../../lib/scheduling/schedule-queries";
import { useSession } from "../../lib/session/session-context";
import { todayIn } from "../schedule/today";
import { type DepartmentScope, SchedulingDepartmentPage } from "../scheduling/SchedulingDepartmentPage";

const NONE: never[] = [];

/**
 * `/scheduling/snapshot` (J-003, Z-030): a department's kept schedules, read-only on the master
 * schedule's grid, with the changes since listed per person or per day and their cells marked.
 */
export default function SnapshotPage() {
  return <SchedulingDepartmentPage>{(scope) => <SnapshotScreen {...scope} />}</SchedulingDepartmentPage>;
}

function SnapshotScreen(props: DepartmentScope) {
  const { department } = props;
  const { t } = useTranslation();
  const toast = useToast();
  const formatter = useFormatter();
  const { hospital, perms, actor } = useSession();
  const list = useDepartmentSnapshots(department.id);
  // The chosen snapshot lives in the address (`?id=`), so a link opens it; one of another
  // department (or gone) falls back to the newest.
  const [params, setParams] = useSearchParams();
  const picked = Number(params.get("id"));
  const chosen = list.data?.some((row) => row.id === picked) ? picked : (list.data?.[0]?.id ?? null);
  const setPicked = (id: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("id", String(id));
        return next;
      },
      { replace: true },
    );
  const snapshot = useSnapshot(chosen);
  const diff = useSnapshotDiff(chosen);
  const canTake = actor.classification === "ops_management" && can(perms, "edit", "snapshot");
  const today = todayIn(formatter.timeZone);
  const current = useScheduleFor(canTake ? department.id : null, today);
  const take = useTakeSnapshot({
    mutationConfig: {
      onSuccess: (taken) => {
        setPicked(taken.id);
        toast.success(t("snapshots.taken"));
      },
      onError: (error) => toast.error(t("snapshots.takeFailed"), error),
    },
  });
  const lookups = useMemo(() => scheduleLookups(hospital), [hospital]);
  const startOn = snapshot.data?.startOn ?? today;
  const endOn = snapshot.data?.endOn ?? today;
  const period = useMemo(() => ({ startOn, endOn }), [startOn, endOn]);
  const data = useGridData({
    hospital,
    department,
    period,
    shifts: snapshot.data?.shifts ?? NONE,
    events: snapshot.data?.events ?? NONE,
    filter: DEFAULT_FILTER,
    lookups,
    viewerIsStaff: false,
  });
  const changes = useMemo(() => (diff.data ? asDiff(diff.data) : null), [diff.data]);
  const marked = useMemo(() => (changes ? changedCells(changes) : undefined), [changes]);
  const [focusRequest, setFocusRequest] = useState<CellPosition | null>(null);
  const stateName = (state: string) => {
    const known = normalizeScheduleState(state);
    return known === null ? state : t(`schedule.states.${known}`);
  };
  const loading = list.isPending || (chosen !== null && (snapshot.isPending || diff.isPending));
  const failed = list.isError || snapshot.isError || diff.isError;

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: "wrap", alignItems: "center" }}>
        <DepartmentSwitcher
          screenName={t("nav.snapshot")}
          departments={props.departments}
          value={department.id}
          onChange={props.onDepartmentChange}
        />
        {list.data && list.data.length > 0 && (
          <SnapshotPicker snapshots={list.data} value={chosen} onChange={setPicked} />
        )}
        {canTake && current.data && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<CameraAltOutlined />}
            disabled={take.isPending}
            onClick={() => current.data && take.mutate({ schedule: current.data.id })}
            sx={{ ml: { md: "auto" } }}
          >
            {t("snapshots.take")}
          </Button>
        )}
      </Stack>
      {loading && !failed && <LinearProgress aria-label={t("snapshots.loading")} />}
      {failed && (
        <EmptyState
          illustration="error"
          title={t("snapshots.loadFailedTitle")}
          message={t("snapshots.loadFailed")}
        />
      )}
      {list.data && list.data.length === 0 && (
        <EmptyState title={t("snapshots.noneTitle")} message={t("snapshots.none")} />
      )}
      {snapshot.data && changes && (
        <>
          <Alert severity={changeCount(changes) > 0 ? "warning" : "success"} role="status">
            {t("snapshots.summary", {
              start: formatter.date(snapshot.data.startOn, "monthDay"),
              end: formatter.date(snapshot.data.endOn, "date"),
              state: stateName(snapshot.data.state),
              taken: formatter.date(snapshot.data.createdOn, "dateTime"),
              count: changeCount(changes),
            })}
          </Alert>
          <Box
            sx={{
              display: "grid",
              gap: 1.5,
              gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 1fr) 340px" },
              alignItems: "start",
            }}
          >
            <ScheduleGrid
              label={t("snapshots.gridLabel")}
              rows={data.rows}
              columns={data.columns}
              shifts={data.shiftIndex}
              events={data.eventIndex}
              highlights={data.highlights}
              hours={data.hours}
              totals={data.totals}
              totalsLabels={data.totalsLabels}
              filter={DEFAULT_FILTER}
              lookups={lookups}
              today={today}
              focusRequest={focusRequest}
              onOpenCell={() => undefined}
              onOpenShift={() => undefined}
              onOpenEvent={() => undefined}
              onEscape={() => undefined}
              changedCells={marked}
            />
            <Box component="section" aria-label={t("snapshots.changesTitle")}>
              <ChangesList
                hospital={hospital}
                diff={changes}
                onSelect={(cell) => setFocusRequest({ ...cell })}
              />
            </Box>
          </Box>
        </>
      )}
    </Stack>
  );
}
