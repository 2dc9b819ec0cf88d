import { Box } from "@mui/material";
import { type JobType, jobType, jobTypeSettings, wire } from "@rosterly/contract";
import { ShiftSymbol } from "../../../../components/ShiftSymbol";
import type { KindDefinition } from "../../lib/kind";
import { booleanColumn, descriptionColumn, nameColumn } from "../list/columns";
import {
  type JobTypeForm,
  jobTypeCreateBody,
  jobTypeFieldOf,
  jobTypeForm,
  jobTypeUpdateBody,
  validateJobType,
} from "./form";
import { JobTypeEditor } from "./JobTypeEditor";

const settingsOf = (row: JobType) => {
  const parsed = jobTypeSettings.safeParse(row.settings);
  return parsed.success ? parsed.data : {};
};

/** Job types (E-005) at `/admin/general/job_types`, in their ranked order (E-019). */
export const jobTypeKind: KindDefinition<"jobTypes", JobTypeForm> = {
  id: "jobType",
  listKey: "jobTypes",
  subject: "jobtype",
  path: "/api/job-types/",
  row: wire(jobType),
  defaultSort: "rank",
  searchText: (row) => `${row.name} ${row.description}`,
  columns: [
    {
      id: "rank",
      label: (t) => t("configuration.jobTypes.rank"),
      render: (row, { formatter }) => formatter.number(row.rank),
      sortValue: (row) => row.rank,
      align: "right",
    },
    nameColumn(),
    {
      id: "shiftTypes",
      label: (t) => t("configuration.jobTypes.associatedShiftTypes"),
      render: (row, { hospital }) => {
        const ids = settingsOf(row).associatedShiftTypes ?? [];
        return (
          <Box component="span" sx={{ display: "inline-flex", flexWrap: "wrap", gap: 1 }}>
            {hospital.shiftTypes
              .filter((type) => ids.includes(type.id))
              .map((type) => (
                <ShiftSymbol key={type.id} shiftType={type} muted={type.obsolete} />
              ))}
          </Box>
        );
      },
      hideBelow: "sm",
    },
    booleanColumn<JobType>(
      "charge",
      (t) => t("configuration.jobTypes.isChargeNurse"),
      (row) => settingsOf(row).isChargeNurse === true,
      "md",
    ),
    booleanColumn<JobType>(
      "canBeCharge",
      (t) => t("configuration.jobTypes.canBeChargeNurse"),
      (row) => settingsOf(row).canBeChargeNurse === true,
      "md",
    ),
    booleanColumn<JobType>(
      "partake",
      (t) => t("configuration.fields.scheduling"),
      (row) => row.partakeInScheduling,
      "sm",
    ),
    descriptionColumn(),
  ],
  toForm: jobTypeForm,
  validate: validateJobType,
  createBody: (values, hospital) => jobTypeCreateBody(values, hospital.id),
  updateBody: jobTypeUpdateBody,
  fieldOf: jobTypeFieldOf,
  Editor: JobTypeEditor,
  dialogWidth: "md",
};
