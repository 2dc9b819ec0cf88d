import { Alert, Button, CircularProgress, Stack, Typography } from "@mui/material";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useConfirmEmailChange } from "../api/flows";
import { appLink, linkProblemOf } from "../lib/link-problem";
import { AppHandoff } from "./AppHandoff";
import { SignedOutLayout } from "../../../components/SignedOutLayout";
import { LinkProblemView } from "./LinkProblemView";

/**
 * `/account/credentials/confirm_email_change/{uid}/{newEmail}/{token}/{scheme?}` (B-016): opening
 * the mailed link applies the change, signed in or not. The token works once, so it is sent once.
 */
export default function ConfirmEmailChangePage() {
  const { t } = useTranslation();
  const { uid = "", newEmail = "", token = "", scheme } = useParams();
  const mutation = useConfirmEmailChange({ uid, newEmail, token });
  const sent = useRef(false);
  const { mutate } = mutation;

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate();
  }, [mutate]);

  const problem = linkProblemOf(mutation.error);
  return (
    <SignedOutLayout title={t("accountFlows.email.title")}>
      {mutation.isSuccess ? (
        scheme !== undefined ? (
          <AppHandoff message={t("accountFlows.email.done", { email: newEmail })} appUrl={appLink(scheme)} />
        ) : (
          <Stack spacing={2}>
            <Alert severity="success">{t("accountFlows.email.done", { email: newEmail })}</Alert>
            <Button component={Link} to="/" variant="contained">
              {t("accountFlows.email.continue")}
            </Button>
          </Stack>
        )
      ) : problem !== null ? (
        <LinkProblemView problem={problem} purpose="email" />
      ) : mutation.isError ? (
        <Stack spacing={2}>
          <Alert severity="error">{t("accountFlows.failed")}</Alert>
          <Button variant="contained" onClick={() => mutate()}>
            {t("accountFlows.retry")}
          </Button>
        </Stack>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
          <CircularProgress size={24} />
          <Typography>{t("accountFlows.email.applying")}</Typography>
        </Stack>
      )}
    </SignedOutLayout>
  );
}
