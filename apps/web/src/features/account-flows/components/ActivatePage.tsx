import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useToast } from "../../../components/toasts/toast-service";
import { useActivate } from "../api/flows";
import { appLink, linkProblemOf } from "../lib/link-problem";
import { AppHandoff } from "./AppHandoff";
import { SignedOutLayout } from "../../../components/SignedOutLayout";
import { LinkProblemView } from "./LinkProblemView";
import { type PasswordPair, NewPasswordForm } from "./NewPasswordForm";

/**
 * `/auth/activate/{uid}/{token}/{scheme?}` (B-013, Z-044): the new person chooses a password, which
 * activates the account. Then sign in here, or, from the mobile app's link, go back to the app.
 */
export default function ActivatePage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { uid = "", token = "", scheme } = useParams();
  const mutation = useActivate({ uid, token });
  const problem = linkProblemOf(mutation.error);
  const app = appLink(scheme);

  const submit = (pair: PasswordPair) =>
    mutation.mutate(pair, {
      onSuccess: () => {
        if (scheme !== undefined) return;
        toast.success(t("accountFlows.activate.done"));
        void navigate("/auth/login", { replace: true });
      },
    });

  if (mutation.isSuccess && scheme !== undefined)
    return (
      <SignedOutLayout title={t("accountFlows.activate.doneTitle")}>
        <AppHandoff message={t("accountFlows.activate.doneApp")} appUrl={app} />
      </SignedOutLayout>
    );
  return (
    <SignedOutLayout
      title={t("accountFlows.activate.title")}
      subtitle={problem === null ? t("accountFlows.activate.subtitle") : undefined}
    >
      {problem !== null ? (
        <LinkProblemView problem={problem} purpose="activation" />
      ) : (
        <NewPasswordForm
          submitLabel={t("accountFlows.activate.submit")}
          pending={mutation.isPending}
          error={mutation.error}
          onSubmit={submit}
        />
      )}
    </SignedOutLayout>
  );
}
