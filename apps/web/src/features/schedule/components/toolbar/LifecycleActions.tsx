import { Button, Stack } from "@mui/material";
import type { Schedule } from "@rosterly/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../../components/toasts/toast-service";
import type { ScheduleActionPath } from "../../../../lib/scheduling/paths";
import { useTransitionSchedule } from "../../api/transition-schedule";
import { offeredActions } from "../../lib/lifecycle-actions";
import { RejectDialog } from "./RejectDialog";

const LABELS = {
  post: "schedule.actions.post",
  post_self_schedule: "schedule.actions.postSelfSchedule",
  publish: "schedule.actions.publish",
  approve: "schedule.actions.approve",
  reject: "schedule.actions.rejectOpen",
} as const;

const DONE = {
  post: "schedule.actions.posted",
  post_self_schedule: "schedule.actions.postedSelfSchedule",
  publish: "schedule.actions.published",
  approve: "schedule.actions.approved",
  reject: "schedule.actions.rejected",
} as const;

const FAILED = {
  post: "schedule.actions.postFailed",
  post_self_schedule: "schedule.actions.postSelfScheduleFailed",
  publish: "schedule.actions.publishFailed",
  approve: "schedule.actions.approveFailed",
  reject: "schedule.actions.rejectFailed",
} as const;

/** The lifecycle steps this user may take now, each with a success or failure toast (F-006). */
export function LifecycleActions({ schedule, canEdit }: { schedule: Schedule; canEdit: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const transition = useTransitionSchedule();
  const [rejecting, setRejecting] = useState(false);
  const offered = offeredActions(schedule.state, canEdit);
  if (offered.length === 0) return null;

  const run = (action: ScheduleActionPath, comments?: string) =>
    transition.mutate(
      { scheduleId: schedule.id, action, comments },
      {
        onSuccess: () => {
          setRejecting(false);
          toast.success(t(DONE[action]));
        },
        onError: (error) => toast.error(t(FAILED[action]), error),
      },
    );

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
      {offered.map(({ action, to }) => (
        <Button
          key={action}
          size="small"
          variant={action === "reject" || action === "post_self_schedule" ? "outlined" : "contained"}
          color={action === "reject" ? "error" : "primary"}
          disabled={transition.isPending}
          onClick={() => (action === "reject" ? setRejecting(true) : run(action))}
          title={t("schedule.actions.leadsTo", { state: t(`schedule.states.${to}`) })}
        >
          {t(LABELS[action])}
        </Button>
      ))}
      {rejecting && (
        <RejectDialog
          open
          busy={transition.isPending}
          onClose={() => setRejecting(false)}
          onReject={(comments) => run("reject", comments)}
        />
      )}
    </Stack>
  );
}
