import {
  errorBody,
  idParams,
  page,
  snapshot,
  snapshotCreateBody,
  snapshotDiff,
  snapshotListQuery,
  snapshotQuery,
  wire,
  wireShape,
} from "@rosterly/contract";
import type { AppDeps } from "../../deps";
import { serializeTrusted } from "../../http/fast-json";
import { offsetOf, paginate } from "../../http/pagination";
import { sessionOf } from "../../http/session";
import type { App } from "../../http/types";
import {
  getSnapshot,
  listSnapshots,
  snapshotChanges,
  takeSnapshotNow,
} from "../../services/snapshots/snapshots";

const tags = ["snapshots"];
const failures = { 400: errorBody, 403: errorBody, 404: errorBody };

export function snapshotRoutes(app: App, deps: AppDeps): void {
  app.get(
    "/api/snapshots/",
    {
      schema: {
        tags,
        summary: "The department's snapshots, newest first (for_date: of the period holding it)",
        querystring: snapshotListQuery,
        response: { 200: page(wireShape(snapshot)), ...failures },
      },
      serializerCompiler: serializeTrusted,
    },
    async (request) => {
      const pageRequest = { page: request.query.page, pageSize: request.query.page_size };
      const { count, results } = await listSnapshots(deps.db, sessionOf(request), {
        departmentId: request.query.dept_id,
        forDate: request.query.for_date,
        omit: request.query.omit ?? [],
        offset: offsetOf(pageRequest),
        limit: pageRequest.pageSize,
      });
      return paginate(request, pageRequest, count, results);
    },
  );

  app.post(
    "/api/snapshots/",
    {
      schema: {
        tags,
        summary: "Keep a schedule as it is now (operations management)",
        body: wire(snapshotCreateBody),
        response: { 201: wireShape(snapshot), ...failures },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await takeSnapshotNow(deps, sessionOf(request), request.body.schedule)),
  );

  app.get(
    "/api/snapshots/:id/",
    {
      schema: {
        tags,
        summary: "One snapshot with its shifts and events (omit either)",
        params: idParams,
        querystring: snapshotQuery,
        response: { 200: wireShape(snapshot), ...failures },
      },
      serializerCompiler: serializeTrusted,
    },
    async (request) => getSnapshot(deps.db, sessionOf(request), request.params.id, request.query.omit ?? []),
  );

  app.get(
    "/api/snapshots/:id/diff/",
    {
      schema: {
        tags,
        summary:
          "What changed in the schedule since the snapshot: added, removed, moved, reassigned, changed",
        params: idParams,
        response: { 200: wireShape(snapshotDiff), ...failures },
      },
      serializerCompiler: serializeTrusted,
    },
    async (request) => snapshotChanges(deps.db, sessionOf(request), request.params.id),
  );
}
