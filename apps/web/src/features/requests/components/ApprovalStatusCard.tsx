import { Alert, AlertTitle, Typography } from "@mui/material";
import type { RequestDetail } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../lib/formatter-context";
import { outcomeOf } from "../lib/request-view";
import { useNameOf } from "./parts";

/** K-009: how a decided request ended, by whom and when, with the reviewer's or requester's words. */
export function ApprovalStatusCard(props: { request: RequestDetail }) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const nameOf = useNameOf();
  const outcome = outcomeOf(props.request);
  if (outcome === null) return null;
  const when = { date: formatter.date(outcome.on, "date"), time: formatter.date(outcome.on, "time") };
  if (outcome.kind === "expired")
    return (
      <Alert severity="warning" variant="outlined" data-outcome="expired">
        {t("requests.outcome.expired", when)}
      </Alert>
    );
  const name = nameOf(outcome.by);
  const severity = outcome.kind === "approved" ? "success" : outcome.kind === "rejected" ? "error" : "info";
  return (
    <Alert severity={severity} variant="outlined" data-outcome={outcome.kind}>
      <AlertTitle sx={{ mb: outcome.comments ? 0.5 : 0 }}>
        {t(`requests.outcome.${outcome.kind}`, { name, ...when })}
      </AlertTitle>
      {outcome.kind !== "approved" && outcome.comments && (
        <Typography variant="body2" sx={{ whiteSpace: "pre-wrap" }}>
          {outcome.comments}
        </Typography>
      )}
    </Alert>
  );
}
