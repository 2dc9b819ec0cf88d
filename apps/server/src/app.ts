import formBody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyServerOptions } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "./deps";
import { registerApiDocs } from "./http/api-docs";
import { registerApiVersion } from "./http/api-version";
import { registerCompression } from "./http/compression";
import { registerErrorHandler } from "./http/error-handler";
import { registerRateLimits } from "./http/rate-limits";
import { zodSchemaController } from "./http/schema-compilers";
import { registerSecurityHeaders } from "./http/security-headers";
import { registerSession } from "./http/session";
import { registerStorableInput } from "./http/storable-input";
import type { App } from "./http/types";
import { closeSocketsGoingAway } from "./realtime/going-away";
import { UpdatesHub } from "./realtime/hub";
import { recheckSubscriber } from "./realtime/session-check";
import { listenForUpdates } from "./realtime/listen";
import { realtimeRoutes } from "./realtime/routes";
import { accountRoutes } from "./routes/accounts";
import { calendarFeedRoutes } from "./routes/calendar-feeds";
import { authRoutes } from "./routes/auth";
import { configurationRoutes } from "./routes/configuration";
import { hospitalRoutes } from "./routes/hospitals";
import { statusRoutes } from "./routes/status";
import { requestRoutes } from "./routes/requests";
import { templateRoutes } from "./routes/templates";
import { snapshotRoutes } from "./routes/snapshots";
import { eventRoutes } from "./routes/events";
import { scheduleRoutes } from "./routes/schedules";
import { notificationRoutes } from "./routes/notifications";
import { openShiftRoutes } from "./routes/open-shifts";
import { shiftReportRoutes } from "./routes/shift-report";
import { dailyScheduleRoutes } from "./routes/daily-schedules";
import { shiftRoutes } from "./routes/shifts";
import { documentRoutes } from "./routes/documents";
import { UPLOAD_LIMITS } from "./routes/documents/upload";
import { webRoutes } from "./routes/web";

export interface BuildAppOptions {
  logger?: FastifyServerOptions["logger"];
  /** Where the built web app lives; null serves the API only (tests). */
  webDist?: string | null;
}

/** How often every open socket's person is re-checked even when no update announced a change. */
const SOCKET_RECHECK_INTERVAL_MS = 60_000;

/** A hop count becomes "the nearest n hops"; addresses and true/false pass as they are. */
function trustedProxies(
  setting: boolean | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === "number" ? (_address, hop) => hop < setting : setting;
}

/** Builds the whole HTTP application around its dependencies; tests call this directly. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustedProxies(deps.config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false },
    schemaController: zodSchemaController,
  }).withTypeProvider<ZodTypeProvider>();

  await registerSecurityHeaders(app);
  await registerRateLimits(app);
  await registerCompression(app);
  await app.register(formBody);
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 }, preClose: closeSocketsGoingAway });
  registerApiDocs(app, deps.version);

  registerErrorHandler(app);
  registerApiVersion(app);
  registerSession(app, deps);
  registerStorableInput(app);

  authRoutes(app, deps);
  accountRoutes(app, deps);
  hospitalRoutes(app, deps);
  configurationRoutes(app, deps);
  statusRoutes(app, deps);
  scheduleRoutes(app, deps);
  shiftRoutes(app, deps);
  shiftReportRoutes(app, deps);
  openShiftRoutes(app, deps);
  dailyScheduleRoutes(app, deps);
  notificationRoutes(app, deps);
  eventRoutes(app, deps);
  requestRoutes(app, deps);
  templateRoutes(app, deps);
  snapshotRoutes(app, deps);
  calendarFeedRoutes(app, deps);
  documentRoutes(app, deps);
  const hub = new UpdatesHub(() => deps.clock().getTime());
  const recheck = (orgId: number | null) =>
    hub.recheck(orgId, (subscriber) => recheckSubscriber(deps.db, subscriber));
  // Operators see the live channel drop and return; tests wait on the second line instead of a clock.
  const stopListening = await listenForUpdates(deps.database, hub, recheck, {
    onLost: () => app.log.warn("listen_lost"),
    onReestablished: () => app.log.info("listen_reestablished"),
  });
  // A revocation no update announces (a password changed elsewhere) is found within a minute.
  const sweep = setInterval(() => void recheck(null).catch(() => undefined), SOCKET_RECHECK_INTERVAL_MS);
  sweep.unref();
  app.addHook("onClose", async () => {
    clearInterval(sweep);
    await stopListening();
  });
  realtimeRoutes(app, deps, hub);
  if (options.webDist !== null) await webRoutes(app, options.webDist);
  return app;
}
