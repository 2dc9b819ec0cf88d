import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { useToast } from "../../components/toasts/toast-service";
import { useHospital } from "../../features/hospital/api/get-hospital";
import { useMe } from "../../features/session/api/get-me";
import { ApiError } from "../../lib/api/errors";
import { lazyComponent } from "../../lib/lazy";
import { shellCode } from "./shell-code";
import { StartupFailed, StartupSplash } from "./StartupScreens";
import { useScreenDataPreload } from "./use-screen-data-preload";

/**
 * The signed-in app (shell, screens, live updates) is its own chunk, so the sign-in page does not load
 * it. Its download starts when the gate first renders, in parallel with the profile and organisation
 * requests below, not after them.
 */
const SessionReady = lazyComponent(() => shellCode().then((module) => module.SessionReady));

/** For the sign-in page: the shell is then drawn without suspending, however early the session is in. */
export const preloadSessionReady = () => SessionReady.preload();

/** Errors the API client already turned into a sign-in or logout need no toast or error page. */
const worthReporting = (error: Error | null): error is Error =>
  error !== null && !(error instanceof ApiError && error.endsSession);

/**
 * Start-up: loads the profile and the organisation; app state is `empty` until both
 * are there, then `initialized` and the role's routes are registered. A profile that is not active
 * is sent to logout; failures raise toasts with the server's details and offer a retry.
 */
export function SessionGate() {
  const { t } = useTranslation();
  const toast = useToast();
  const me = useMe();
  const hospital = useHospital();
  useEffect(() => SessionReady.preload(), []);
  useScreenDataPreload(shellCode);

  useEffect(() => {
    if (worthReporting(me.error)) toast.error(t("startup.profileFailed"), me.error);
  }, [me.error, t, toast]);
  useEffect(() => {
    if (worthReporting(hospital.error)) toast.error(t("startup.hospitalFailed"), hospital.error);
  }, [hospital.error, t, toast]);

  if (me.data && me.data.profile.state !== "active")
    return <Navigate to="/auth/logout?reason=no_active_profile" replace />;
  if (worthReporting(me.error) || worthReporting(hospital.error)) {
    return (
      <StartupFailed
        onRetry={() => {
          if (me.isError) void me.refetch();
          if (hospital.isError) void hospital.refetch();
        }}
      />
    );
  }
  if (!me.data || !hospital.data) return <StartupSplash />;
  return (
    <Suspense fallback={<StartupSplash />}>
      <SessionReady user={me.data} hospital={hospital.data} />
    </Suspense>
  );
}
