import { Chip } from "@mui/material";
import { type JobStatus, jobStatus, minShiftSettings, wire } from "@rosterly/contract";
import type { KindDefinition } from "../../lib/kind";
import { booleanColumn, descriptionColumn, nameColumn } from "../list/columns";
import {
  type JobStatusForm,
  jobStatusCreateBody,
  jobStatusFieldOf,
  jobStatusForm,
  jobStatusUpdateBody,
  validateJobStatus,
} from "./form";
import { JobStatusEditor } from "./JobStatusEditor";

/** The highest weekend minimum of a status (what staff with it owe at least). */
function weekendMinimum(row: JobStatus): number | null {
  const settings = minShiftSettings.safeParse(row.minShiftSettings);
  const rules = settings.success ? (settings.data.countRules?.weekend ?? []) : [];
  return rules.length === 0 ? null : Math.max(...rules.map((rule) => rule.count));
}

/** Job statuses (E-006) at `/admin/general/job_status`. */
export const jobStatusKind: KindDefinition<"jobStatus", JobStatusForm> = {
  id: "jobStatus",
  listKey: "jobStatus",
  subject: "jobstatus",
  path: "/api/job-status/",
  row: wire(jobStatus),
  defaultSort: "name",
  searchText: (row) => `${row.name} ${row.shortCode} ${row.description}`,
  columns: [
    {
      id: "shortCode",
      label: (t) => t("configuration.fields.shortCode"),
      render: (row) => <Chip size="small" label={row.shortCode} variant="outlined" />,
      sortValue: (row) => row.shortCode,
    },
    nameColumn(),
    {
      id: "weeklyHours",
      label: (t) => t("configuration.jobStatus.weeklyHours"),
      render: (row, { formatter }) => formatter.hours(row.weeklyHours),
      sortValue: (row) => row.weeklyHours,
      align: "right",
    },
    {
      id: "weekend",
      label: (t) => t("configuration.jobStatus.weekendColumn"),
      render: (row, { t }) => {
        const minimum = weekendMinimum(row);
        return minimum === null ? "–" : t("configuration.jobStatus.weekendValue", { count: minimum });
      },
      sortValue: (row) => weekendMinimum(row) ?? -1,
      hideBelow: "sm",
    },
    booleanColumn<JobStatus>(
      "benefited",
      (t) => t("configuration.jobStatus.benefited"),
      (row) => row.benefited,
      "sm",
    ),
    booleanColumn<JobStatus>(
      "registry",
      (t) => t("configuration.jobStatus.registry"),
      (row) => row.registry,
      "md",
    ),
    descriptionColumn(),
  ],
  toForm: jobStatusForm,
  validate: validateJobStatus,
  createBody: (values, hospital) => jobStatusCreateBody(values, hospital.id),
  updateBody: jobStatusUpdateBody,
  fieldOf: jobStatusFieldOf,
  Editor: JobStatusEditor,
};
