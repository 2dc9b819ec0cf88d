import { Button, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Illustration } from "../../../components/Illustration";
import type { LinkProblem } from "../lib/link-problem";

/** An expired, used or broken link: say which, and offer the way to a fresh one. */
export function LinkProblemView(props: { problem: LinkProblem; purpose: "activation" | "reset" | "email" }) {
  const { problem, purpose } = props;
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: "center", textAlign: "center" }}>
      <Illustration name="error" size={96} />
      <Typography role="alert">{t(`accountFlows.link.${problem}`)}</Typography>
      <Typography color="text.secondary">{t(`accountFlows.link.next.${purpose}`)}</Typography>
      {purpose === "email" ? (
        <Button component={Link} to="/account/credentials" variant="contained">
          {t("accountFlows.link.toCredentials")}
        </Button>
      ) : (
        <Button component={Link} to="/auth/password/forgot" variant="contained">
          {t("accountFlows.link.newLink")}
        </Button>
      )}
      <Button component={Link} to="/auth/login">
        {t("accountFlows.toSignIn")}
      </Button>
    </Stack>
  );
}
