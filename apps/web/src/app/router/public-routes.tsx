/**
 * Routes reachable without signing in. `signed-out` pages send a signed-in visitor on;
 * `anyone` pages work either way (logout; later activation and e-mail change confirmation). The
 * account issue adds forgot/reset password, activation and e-mail confirmation here, one entry each.
 */

import { type LazyScreen, lazyScreen } from "../../lib/lazy";

export interface PublicRoute {
  path: string;
  access: "signed-out" | "anyone";
  Screen: LazyScreen;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    path: "/auth/login",
    access: "signed-out",
    Screen: lazyScreen(() => import("../../features/auth/components/LoginPage")),
  },
  {
    path: "/auth/logout",
    access: "anyone",
    Screen: lazyScreen(() => import("../../features/auth/components/LogoutPage")),
  },
  {
    path: "/auth/activate/:uid/:token/:scheme?",
    access: "anyone",
    Screen: lazyScreen(() => import("../../features/account-flows/components/ActivatePage")),
  },
  {
    path: "/auth/password/forgot",
    access: "signed-out",
    Screen: lazyScreen(() => import("../../features/account-flows/components/ForgotPasswordPage")),
  },
  {
    path: "/auth/password/reset/confirm/:uid/:token",
    access: "signed-out",
    Screen: lazyScreen(() => import("../../features/account-flows/components/ResetPasswordPage")),
  },
  {
    path: "/auth/password/reset/confirm/:platform/:uid/:token/:scheme?",
    access: "signed-out",
    Screen: lazyScreen(() => import("../../features/account-flows/components/ResetPasswordPage")),
  },
  {
    path: "/account/credentials/confirm_email_change/:uid/:newEmail/:token/:scheme?",
    access: "anyone",
    Screen: lazyScreen(() => import("../../features/account-flows/components/ConfirmEmailChangePage")),
  },
];
