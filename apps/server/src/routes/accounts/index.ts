import type { AppDeps } from "../../deps";
import type { App } from "../../http/types";
import { accountAuthRoutes } from "../account-auth";
import { profilePermissionRoutes } from "../profile-permissions";
import { profileRoutes } from "../profiles";
import { userRoutes } from "../users";

/** Every account call: the mailed flows, users, profiles and their screen permissions. */
export function accountRoutes(app: App, deps: AppDeps): void {
  accountAuthRoutes(app, deps);
  userRoutes(app, deps);
  profileRoutes(app, deps);
  profilePermissionRoutes(app, deps);
}
