import type { Hospital, SessionUser } from "@rosterly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { useToast } from "../../components/toasts/toast-service";
import { useHospital } from "../../features/hospital/api/get-hospital";
import { useMe } from "../../features/session/api/get-me";
import { ApiError } from "../../lib/api/errors";
import { lazyComponent } from "../../lib/lazy";
import { preloadScreenDataIfShellIn, shellCodeLoaded } from "./shell-preload";
import { StartupFailed, StartupSplash } from "./StartupScreens";

/**
 * The signed-in app (shell, screens, live updates) is its own chunk, so the sign-in page does not load
 * it. Its download starts when the gate first renders, in parallel with the profile and organisation
 * requests below, not after them.
 */
const SessionReady = lazyComponent(() =>
  import("./SessionReady").then((module) => {
    shellCodeLoaded(module.preloadScreenData);
    return module.SessionReady;
  }),
);

/** For the sign-in page: the shell is then drawn without suspending, however early the session is in. */
export const preloadSessionReady = () => SessionReady.preload();

/**
 * Once, as the session starts and before the shell (rendered after it) does: the screen's first
 * requests, if the shell's code is in (else the screen's route frame asks, as always). The data
 * then travels while the shell renders; asking again later costs nothing.
 */
function ScreenDataPreload({ user, hospital }: { user: SessionUser; hospital: Hospital }) {
  const queryClient = useQueryClient();
  const location = useLocation();
  useState(() => preloadScreenDataIfShellIn(queryClient, user, hospital, location));
  return null;
}

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
    <>
      <ScreenDataPreload user={me.data} hospital={hospital.data} />
      <Suspense fallback={<StartupSplash />}>
        <SessionReady user={me.data} hospital={hospital.data} />
      </Suspense>
    </>
  );
}
