import { PassThrough, type Readable } from "node:stream";
import type { ReportField, ShiftReportDownloadBody, ShiftReportFilters } from "@rosterly/contract";
import { reportFileName } from "@rosterly/domain/reports";
import { localDateOf } from "@rosterly/domain/time";
import type { AppDeps } from "../../deps";
import { csvRecord, csvText, UTF8_BOM } from "../../lib/csv";
import { assertCanDownloadInternalComments, assertCanViewReport } from "../../policies/report";
import { reportCursor, type ShiftReportRecord } from "../../repositories/shift-report";
import type { SessionContext } from "../session/context";
import { type FlagCodes, reportCriteria } from "./criteria";

type ValueLabels = Partial<NonNullable<ShiftReportDownloadBody["value_labels"]>>;

/** A cell of the file: free text guarded against formulas, the rest as the reader's words. */
function cellOf(
  row: ShiftReportRecord,
  field: ReportField,
  labels: ValueLabels,
  flagCodes: FlagCodes,
): string {
  const yesNo = (value: boolean) => (value ? (labels.yes ?? "yes") : (labels.no ?? "no"));
  switch (field) {
    case "canceled":
    case "overtime":
    case "sitter":
      return yesNo(row[field]);
    case "working":
      return labels[row.working] ?? row.working;
    case "flags":
      return flagCodes(row.flag_ids).join(", ");
    case "start_time":
    case "end_time":
      return row[field].slice(0, 5);
    case "total_hours":
    case "overtime_hours":
      return String(Number(row[field]));
    case "full_name":
    case "employee_id":
    case "comments":
    case "internal_comments":
    case "department":
    case "home_department":
    case "shift_type":
    case "job_type":
    case "job_status":
      return csvText(row[field]);
    case "date":
    case "payroll_date":
      return row[field];
  }
}

/**
 * `POST /shifts/report/download/` (M-008): the report as CSV with the chosen columns and headers,
 * streamed batch by batch from a cursor (one read transaction), never built in memory.
 */
export async function downloadShiftReport(
  deps: AppDeps,
  session: SessionContext,
  filters: ShiftReportFilters,
  body: ShiftReportDownloadBody,
): Promise<{ fileName: string; stream: Readable }> {
  assertCanViewReport(session);
  const fields = Object.entries(body.fields_to_download) as [ReportField, string][];
  if (fields.some(([field]) => field === "internal_comments")) assertCanDownloadInternalComments(session);
  const { criteria, flagCodes } = await reportCriteria(deps.db, session, filters);
  const labels: ValueLabels = body.value_labels ?? {};
  const now = deps.clock();
  const today = localDateOf(now, session.user.timezone) ?? now.toISOString().slice(0, 10);
  const stream = new PassThrough();
  // A failure after the answer started cuts the download short; the client sees a broken file.
  stream.on("error", () => undefined);
  stream.write(UTF8_BOM + csvRecord(fields.map(([, label]) => csvText(label))));
  const written = (chunk: string) =>
    stream.write(chunk)
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          const done = () => {
            stream.off("drain", done);
            stream.off("close", closed);
            resolve();
          };
          const closed = () => {
            stream.off("drain", done);
            reject(new Error("download closed by the client"));
          };
          stream.once("drain", done);
          stream.once("close", closed);
        });
  void deps.db
    .transaction(async (tx) => {
      for await (const batch of reportCursor(tx, criteria)) {
        if (stream.destroyed) throw new Error("download closed by the client");
        await written(
          batch
            .map((row) => csvRecord(fields.map(([field]) => cellOf(row, field, labels, flagCodes))))
            .join(""),
        );
      }
    })
    .then(
      () => stream.end(),
      (error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  return { fileName: reportFileName(body.template_name, today), stream };
}
