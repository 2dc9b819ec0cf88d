import CheckCircleOutlined from "@mui/icons-material/CheckCircleOutlined";
import WarningAmberOutlined from "@mui/icons-material/WarningAmberOutlined";
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from "@mui/material";
import type { Hospital, OpenShift } from "@rosterly/contract";
import { acceptsBids } from "@rosterly/domain/open-shifts";
import { shiftHours } from "@rosterly/domain/time";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toasts/toast-service";
import { useFormatter } from "../../../lib/formatter-context";
import { useBidPreview } from "../api/get-bid-preview";
import { useBidOnOpenShift, useCancelBid } from "../api/open-shift-actions";
import { instantOf, openShiftView, whenOf } from "../lib/open-shift-view";
import { isStale } from "../lib/stale";
import { warningText } from "../lib/warning-text";
import { BiddingLabel } from "./BiddingLabel";
import { OpenShiftWhen } from "./OpenShiftWhen";

/**
 * One offer as a nurse sees it on the phone: when, where, how long, what taking it would do to their
 * week (the server's assignment checks, before they bid), and one button — bid, withdraw the bid,
 * or take it at once when it is first come, first served.
 */
export function OfferCard(props: { shift: OpenShift; hospital: Hospital; userId: number; now: number }) {
  const { shift, hospital, userId, now } = props;
  const { t } = useTranslation();
  const formatter = useFormatter();
  const toast = useToast();
  const view = openShiftView(hospital, shift);
  const [won, setWon] = useState(false);
  const [gone, setGone] = useState(false);
  const bid = shift.bidders.includes(userId);
  const seated = shift.assignees.includes(userId) || won;
  const open = acceptsBids(shift, instantOf(shift.biddingEndsOn), now) && !gone;
  const preview = useBidPreview(shift.id, open && !bid && !seated);
  const hours = shiftHours(shift.startTime, shift.endTime);
  const onError = (error: Error) => {
    if (isStale(error)) {
      setGone(shift.fcfs);
      toast.error(shift.fcfs ? t("offers.taken") : t("offers.stale"), error);
    } else toast.error(t("offers.failed"), error);
  };
  const place = useBidOnOpenShift({
    mutationConfig: {
      onSuccess: (outcome) => {
        if (outcome.kind === "seat") {
          setWon(true);
          toast.success(t("offers.won"));
        } else toast.success(t("offers.bidPlaced"));
      },
      onError,
    },
  });
  const withdraw = useCancelBid({
    mutationConfig: { onSuccess: () => toast.success(t("offers.bidWithdrawn")), onError },
  });
  const busy = place.isPending || withdraw.isPending;
  const warnings = preview.data ?? [];
  const heading = whenOf(formatter, shift);

  return (
    <Card variant="outlined" component="article" aria-label={heading} data-offer={shift.id}>
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ mb: 1 }}>
          <OpenShiftWhen shift={shift} shiftType={view.shiftType} size="medium" heading />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {[
            view.departmentName,
            shift.title,
            hours === null ? null : t("offers.hours", { hours: formatter.hours(hours) }),
          ]
            .filter(Boolean)
            .join(" · ")}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: "wrap", rowGap: 0.5 }}>
          {shift.fcfs && <Chip size="small" color="secondary" label={t("openShifts.fcfs")} />}
          <BiddingLabel shift={shift} now={now} />
          <Chip size="small" variant="outlined" label={t("offers.seatsLeft", { count: shift.seatsLeft })} />
          {bid && !seated && <Chip size="small" color="info" label={t("offers.youBid")} />}
        </Stack>
        {shift.comments && (
          <Typography variant="body2" sx={{ mt: 1, whiteSpace: "pre-wrap" }}>
            {shift.comments}
          </Typography>
        )}
        {warnings.length > 0 && (
          <Alert severity="warning" icon={<WarningAmberOutlined />} sx={{ mt: 1.5 }}>
            {warnings.map((warning) => (
              <div key={warning.code}>{warningText(t, formatter, warning)}</div>
            ))}
          </Alert>
        )}
        {seated && (
          <Alert severity="success" icon={<CheckCircleOutlined />} sx={{ mt: 1.5 }}>
            {t("offers.seated")}
          </Alert>
        )}
      </CardContent>
      {open && !seated && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          {bid ? (
            <Button variant="outlined" fullWidth disabled={busy} onClick={() => withdraw.mutate(shift.id)}>
              {t("offers.withdraw")}
            </Button>
          ) : (
            <Button variant="contained" fullWidth disabled={busy} onClick={() => place.mutate(shift.id)}>
              {shift.fcfs ? t("offers.take") : t("offers.bid")}
            </Button>
          )}
        </CardActions>
      )}
      {gone && (
        <Box sx={{ px: 2, pb: 2 }}>
          <Alert severity="info">{t("offers.taken")}</Alert>
        </Box>
      )}
    </Card>
  );
}
