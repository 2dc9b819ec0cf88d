/**
 * The report's calls: a block of rows (M-007), the CSV download (M-008) and the template changes
 * in the profile's schedule preferences (M-011).
 */
import {
  API,
  page,
  type ReportField,
  REPORT_LAST_PATH,
  REPORT_TEMPLATES_PATH,
  type ShiftReportRow,
  shiftReportRow,
  wire,
} from "@rosterly/contract";
import { z } from "zod";
import { api, type DownloadedFile } from "../../../lib/api/client";
import type { MutationOptionsOf } from "../../../lib/api/mutation";
import { useChainedMutation } from "../../../lib/api/mutation";
import type { ReportState } from "../lib/report-state";

const rowsPage = wire(page(shiftReportRow));
const preferences = z.record(z.string(), z.unknown());

export type ReportPage = { count: number; rows: ShiftReportRow[] };

/** Rows `startRow`..`endRow` of the report: the grid asks block by block (page = block). */
export async function fetchReportBlock(
  query: URLSearchParams,
  block: { startRow: number; endRow: number },
  signal?: AbortSignal,
): Promise<ReportPage> {
  const size = block.endRow - block.startRow;
  const params = new URLSearchParams(query);
  params.set("page", String(Math.floor(block.startRow / size) + 1));
  params.set("page_size", String(size));
  const answer = await api.get(`${API.shiftReport}?${params}`, rowsPage, signal);
  return { count: answer.count, rows: answer.results };
}

export interface DownloadRequest {
  query: URLSearchParams;
  /** Column -> header in the reader's language, in the order of the file. */
  fields: Partial<Record<ReportField, string>>;
  valueLabels: Record<string, string>;
  templateName: string | null;
}

export function downloadReport(request: DownloadRequest): Promise<DownloadedFile> {
  return api.download(`${API.shiftReportDownload}?${request.query}`, {
    fields_to_download: request.fields,
    value_labels: request.valueLabels,
    ...(request.templateName ? { template_name: request.templateName } : {}),
  });
}

type PreferenceChange = { path: string; value: unknown };

function changePreferences(profileId: number, changes: PreferenceChange[]) {
  return api.patch(API.updateSchedulePreferences(profileId), changes, preferences);
}

const templatePath = (id: string, key?: "name" | "state") =>
  `${REPORT_TEMPLATES_PATH}.${id}${key ? `.${key}` : ""}`;

/** What a template change asks for. */
export type TemplateChange =
  | { kind: "create"; id: string; name: string; state: ReportState }
  | { kind: "save"; id: string; name: string; state: ReportState }
  | { kind: "rename"; id: string; name: string }
  | { kind: "delete"; id: string };

export function changeTemplate(profileId: number, change: TemplateChange): Promise<Record<string, unknown>> {
  switch (change.kind) {
    case "create":
      return changePreferences(profileId, [
        { path: templatePath(change.id), value: { name: change.name, state: change.state } },
        { path: REPORT_LAST_PATH, value: change.id },
      ]);
    case "save":
      return changePreferences(profileId, [
        { path: templatePath(change.id, "name"), value: change.name },
        { path: templatePath(change.id, "state"), value: change.state },
      ]);
    case "rename":
      return changePreferences(profileId, [{ path: templatePath(change.id, "name"), value: change.name }]);
    case "delete":
      return api.patch(API.deleteReportTemplate(profileId), { id: change.id, source: "shifts" }, preferences);
  }
}

/** Remembers the last used template (null forgets it). */
export function rememberLast(profileId: number, id: string | null): Promise<Record<string, unknown>> {
  return changePreferences(profileId, [{ path: REPORT_LAST_PATH, value: id }]);
}

export function useChangeTemplate(
  profileId: number,
  options: MutationOptionsOf<(change: TemplateChange) => Promise<Record<string, unknown>>> = {},
) {
  return useChainedMutation(
    (change: TemplateChange) => changeTemplate(profileId, change),
    {},
    options.mutationConfig,
  );
}
