import type { AppDeps } from "../../deps";
import type { App } from "../../http/types";
import { requestPreviewRoutes } from "./preview";
import { requestReadRoutes } from "./read";
import { requestReviewRoutes } from "./review";
import { requestSendRoutes } from "./send";

/** Requests (K-001…K-029): list and count, then each kind's send, review and withdraw paths. */
export function requestRoutes(app: App, deps: AppDeps): void {
  requestPreviewRoutes(app, deps);
  requestReadRoutes(app, deps);
  requestSendRoutes(app, deps);
  requestReviewRoutes(app, deps);
}
