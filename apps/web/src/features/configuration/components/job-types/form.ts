/** The job type dialog's values, rules and request bodies (E-005). */
import {
  type Hospital,
  type JobType,
  type JobTypeUpdate,
  jobTypeCreate,
  jobTypeSettings,
  jobTypeUpdate,
  toWire,
} from "@rosterly/contract";
import { jobTypeReferences } from "@rosterly/domain/configuration";
import { CONFIGURATION_LIMITS, normalizeText } from "@rosterly/domain/fields";
import type { GroupName } from "@rosterly/domain/permissions";
import { type Issues, note } from "../../../../lib/forms/issues";
import { fieldsByWirePath } from "../../../../lib/forms/server-errors";
import { referenceSetsOf } from "../../../../lib/organisation/reference-sets";
import { countText, parseCount } from "../../../../lib/forms/counts";
import { noteReferences } from "../../lib/references";
import { countsOf, countsRecord, type ShiftTypeCount } from "../../../../lib/organisation/shift-type-counts";

/** Ranks run 1-1000; unranked job types sort last at 1000 (E-019). */
export const RANK = { min: 1, max: 1000 } as const;

export interface JobTypeForm {
  name: string;
  description: string;
  rank: string;
  partakeInScheduling: boolean;
  associatedShiftTypes: number[];
  associatedGroups: GroupName[];
  isChargeNurse: boolean;
  canBeChargeNurse: boolean;
  swappableJobTypes: number[];
  associatedJobTypes: number[];
  staffNeeded: ShiftTypeCount[];
}

export function jobTypeForm(row: JobType | null, hospital: Hospital): JobTypeForm {
  const parsed = jobTypeSettings.safeParse(row?.settings ?? {});
  const settings = parsed.success ? parsed.data : {};
  return {
    name: row?.name ?? "",
    description: row?.description ?? "",
    rank: countText(row?.rank ?? RANK.max),
    partakeInScheduling: row?.partakeInScheduling ?? true,
    associatedShiftTypes: settings.associatedShiftTypes ?? [],
    associatedGroups: settings.associatedGroups ?? [],
    isChargeNurse: settings.isChargeNurse ?? false,
    canBeChargeNurse: settings.canBeChargeNurse ?? false,
    swappableJobTypes: row?.swappableJobTypes ?? [],
    associatedJobTypes: row?.associatedJobTypes ?? [],
    staffNeeded: countsOf(hospital, row?.staffNeeded ?? {}),
  };
}

export function validateJobType(values: JobTypeForm, hospital: Hospital, row: JobType | null): Issues {
  const issues: Issues = {};
  const sets = referenceSetsOf(hospital);
  const previous = row ? jobTypeReferences(row) : null;
  note(issues, "name", normalizeText(values.name, { required: true, maxLength: CONFIGURATION_LIMITS.name }));
  note(
    issues,
    "description",
    normalizeText(values.description, { required: false, maxLength: CONFIGURATION_LIMITS.description }),
  );
  note(issues, "rank", parseCount(values.rank, { ...RANK, required: true }));
  noteReferences(issues, "associatedShiftTypes", "shiftType", values.associatedShiftTypes, sets, previous);
  noteReferences(issues, "swappableJobTypes", "jobType", values.swappableJobTypes, sets, previous);
  noteReferences(issues, "associatedJobTypes", "jobType", values.associatedJobTypes, sets, previous);
  values.staffNeeded.forEach((entry, index) =>
    note(issues, `staffNeeded.${index}.count`, parseCount(entry.count, { max: 1000, required: false })),
  );
  return issues;
}

function fields(values: JobTypeForm): JobTypeUpdate & { name: string } {
  const rank = parseCount(values.rank, { ...RANK, required: true });
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    rank: rank.ok && rank.value !== null ? rank.value : RANK.max,
    partakeInScheduling: values.partakeInScheduling,
    settings: {
      associatedShiftTypes: values.associatedShiftTypes,
      associatedGroups: values.associatedGroups,
      isChargeNurse: values.isChargeNurse,
      canBeChargeNurse: values.canBeChargeNurse,
    },
    swappableJobTypes: values.swappableJobTypes,
    associatedJobTypes: values.associatedJobTypes,
    staffNeeded: countsRecord(values.staffNeeded),
  };
}

export const jobTypeCreateBody = (values: JobTypeForm, hospitalId: number) =>
  toWire(jobTypeCreate, { ...fields(values), hospitalId });
export const jobTypeUpdateBody = (values: JobTypeForm) => toWire(jobTypeUpdate, fields(values));

export const jobTypeFieldOf = fieldsByWirePath<JobTypeForm>(
  ["name", "description", "rank", "partakeInScheduling", "swappableJobTypes", "associatedJobTypes"],
  {
    "settings.associatedShiftTypes": "associatedShiftTypes",
    "settings.associatedGroups": "associatedGroups",
    "settings.isChargeNurse": "isChargeNurse",
    "settings.canBeChargeNurse": "canBeChargeNurse",
    staff_needed: "staffNeeded",
  },
);
