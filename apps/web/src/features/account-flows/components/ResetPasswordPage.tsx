import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useToast } from "../../../components/toasts/toast-service";
import { useConfirmPasswordReset } from "../api/flows";
import { appLink, linkProblemOf } from "../lib/link-problem";
import { AppHandoff } from "./AppHandoff";
import { SignedOutLayout } from "../../../components/SignedOutLayout";
import { LinkProblemView } from "./LinkProblemView";
import { type PasswordPair, NewPasswordForm } from "./NewPasswordForm";

/**
 * `/auth/password/reset/confirm/{uid}/{token}` and the mobile form
 * `/auth/password/reset/confirm/{platform}/{uid}/{token}/{scheme?}` (B-014): a new password twice.
 * On the web it ends at sign-in; from the mobile app it offers the way back to the app (Z-043).
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { platform, uid = "", token = "", scheme } = useParams();
  const mutation = useConfirmPasswordReset({ uid, token });
  const problem = linkProblemOf(mutation.error);
  const mobile = platform !== undefined;

  const submit = (pair: PasswordPair) =>
    mutation.mutate(pair, {
      onSuccess: () => {
        if (mobile) return;
        toast.success(t("accountFlows.reset.done"));
        void navigate("/auth/login", { replace: true });
      },
    });

  if (mutation.isSuccess && mobile)
    return (
      <SignedOutLayout title={t("accountFlows.reset.doneTitle")}>
        <AppHandoff message={t("accountFlows.reset.doneApp")} appUrl={appLink(scheme)} />
      </SignedOutLayout>
    );
  return (
    <SignedOutLayout
      title={t("accountFlows.reset.title")}
      subtitle={problem === null ? t("accountFlows.reset.subtitle") : undefined}
    >
      {problem !== null ? (
        <LinkProblemView problem={problem} purpose="reset" />
      ) : (
        <NewPasswordForm
          submitLabel={t("accountFlows.reset.submit")}
          pending={mutation.isPending}
          error={mutation.error}
          onSubmit={submit}
        />
      )}
    </SignedOutLayout>
  );
}
