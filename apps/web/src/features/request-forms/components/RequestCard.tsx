import { Button, Card, CardActions, CardContent, Stack, Typography } from "@mui/material";
import type { RequestSummary } from "@rosterly/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../lib/formatter-context";
import { useSession } from "../../../lib/session/session-context";
import { personName } from "../lib/people";
import { mayWithdraw, summaryTypeName } from "../lib/summary";
import { RequestStateChip } from "./StateChip";

/** One of the caller's requests: what, when, with whom, its state; details and withdraw. */
export function RequestCard(props: {
  summary: RequestSummary;
  now: number;
  onOpen: () => void;
  onWithdraw: () => void;
  withdrawing: boolean;
}) {
  const { summary, now } = props;
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { hospital, user } = useSession();
  const titleId = useId();
  const dates = [...summary.dates].sort();
  const first = dates[0];
  const last = dates.at(-1);
  const when =
    first === undefined
      ? ""
      : first === last || last === undefined
        ? formatter.date(first, "date")
        : t("myRequests.dateSpan", {
            first: formatter.date(first, "monthDay"),
            last: formatter.date(last, "date"),
            count: dates.length,
          });
  const counterpart = personName(hospital, summary.counterpartId);
  const fromOther = summary.requesterId !== user.id;
  const typeName = summaryTypeName(hospital, summary);
  const who = fromOther
    ? t("myRequests.from", { name: summary.requesterName })
    : summary.requestType === "swap" && counterpart
      ? t("myRequests.with", { name: counterpart })
      : summary.requestType === "giveaway"
        ? counterpart
          ? t("myRequests.to", { name: counterpart })
          : t("myRequests.toDepartment")
        : null;

  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-request={`${summary.contentType}:${summary.id}`}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between" }}>
          <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t(`myRequests.kind.${summary.requestType}`)} · {when}
          </Typography>
          <RequestStateChip state={summary.state} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {[typeName, who].filter((part) => part).join(" · ")}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t("myRequests.sent", { ago: formatter.ago(summary.createdOn, now) })}
        </Typography>
      </CardContent>
      <CardActions sx={{ pt: 0 }}>
        <Button size="small" onClick={props.onOpen}>
          {t("myRequests.details")}
        </Button>
        {mayWithdraw(summary, user.id) && (
          <Button
            size="small"
            onClick={props.onWithdraw}
            disabled={props.withdrawing}
            sx={{ color: "error.dark" }}
          >
            {t("myRequests.withdraw.button")}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
