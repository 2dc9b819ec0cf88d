import {
  errorBody,
  page,
  shiftReportDownloadBody,
  shiftReportFilters,
  shiftReportQuery,
  shiftReportRow,
  wireShape,
} from "@rosterly/contract";
import type { AppDeps } from "../../deps";
import { paginate } from "../../http/pagination";
import { sessionOf } from "../../http/session";
import { sendStream } from "../../http/stream-reply";
import type { App } from "../../http/types";
import { downloadShiftReport } from "../../services/reports/download-report";
import { listShiftReport } from "../../services/reports/list-report";

const tags = ["reports"];
const failures = { 400: errorBody, 403: errorBody, 404: errorBody };

/** The shift report (M-003, M-007, M-008). */
export function shiftReportRoutes(app: App, deps: AppDeps): void {
  app.get(
    "/api/shifts/report/",
    {
      schema: {
        tags,
        summary:
          "Shift report: one page (up to 500) of shifts with their people, filtered and sorted (order_by) in the database",
        querystring: shiftReportQuery,
        response: { 200: page(wireShape(shiftReportRow)), ...failures },
      },
    },
    async (request) => {
      const { count, results } = await listShiftReport(deps.db, sessionOf(request), request.query);
      return paginate(
        request,
        { page: request.query.page, pageSize: request.query.page_size },
        count,
        results,
      );
    },
  );

  app.post(
    "/api/shifts/report/download/",
    {
      schema: {
        tags,
        summary:
          "Shift report as CSV (UTF-8 with BOM): the filters as query parameters, the columns and their headers in the body",
        querystring: shiftReportFilters,
        body: shiftReportDownloadBody,
        // 200: a text/csv stream (not JSON), so no response schema of its own.
        response: failures,
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await downloadShiftReport(
        deps,
        sessionOf(request),
        request.query,
        request.body,
      );
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .header("cache-control", "no-store");
      return sendStream(reply, stream);
    },
  );
}
