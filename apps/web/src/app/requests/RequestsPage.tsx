import { Box } from "@mui/material";
import { canAccessDepartment } from "@rosterly/domain/permissions";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { PageHeader } from "../../components/PageHeader";
import {
  DEFAULT_TAB,
  isRequestTab,
  type RequestRef,
  RequestBoard,
  RequestPanelFrame,
  RequestReview,
  readRequestRef,
  type ScheduleTarget,
  withRequestRef,
} from "../../features/requests";
import { useSession } from "../../lib/session/session-context";
import { scheduleLink } from "./schedule-link";

/**
 * `/requests` (request, management): the requests by tab with one request's review beside them,
 * kept in the address (`?tab=&type=&id=`) so a link or a notification opens the same review.
 */
export default function RequestsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hospital, actor, user } = useSession();
  const [params, setParams] = useSearchParams();
  const departments = useMemo(
    () => hospital.departments.filter((d) => !d.obsolete && canAccessDepartment(actor, d.id)),
    [hospital.departments, actor],
  );
  const tabParam = params.get("tab");
  const tab = isRequestTab(tabParam) ? tabParam : DEFAULT_TAB;
  const selected = readRequestRef(params);
  const open = (ref: RequestRef | null) =>
    setParams((current) => withRequestRef(current, ref), { replace: ref === null });

  return (
    <Box>
      <PageHeader title={t("requests.pageTitle")} subtitle={t("requests.pageSubtitle")} />
      <Box sx={{ display: "flex", gap: 2, alignItems: "flex-start" }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <RequestBoard
            hospital={hospital}
            userId={user.id}
            departments={departments}
            tab={tab}
            onTabChange={(next) =>
              setParams((current) => {
                const copy = new URLSearchParams(current);
                copy.set("tab", next);
                return copy;
              })
            }
            selected={selected}
            onOpen={open}
          />
        </Box>
        {selected !== null && (
          <RequestPanelFrame onClose={() => open(null)}>
            <RequestReview
              key={`${selected.contentType}-${selected.id}`}
              requestRef={selected}
              onClose={() => open(null)}
              onGoToSchedule={(target: ScheduleTarget) => void navigate(scheduleLink(target))}
            />
          </RequestPanelFrame>
        )}
      </Box>
    </Box>
  );
}
