/** The job status dialog's values, rules and request bodies (E-006, G-007 weekend minimums). */
import {
  type JobStatus,
  type JobStatusUpdate,
  jobStatusCreate,
  jobStatusUpdate,
  minShiftSettings,
  toWire,
} from "@rosterly/contract";
import { CONFIGURATION_LIMITS, normalizeText, parseNumberInRange } from "@rosterly/domain/fields";
import { type Issues, note } from "../../../../lib/forms/issues";
import { fieldsByWirePath } from "../../../../lib/forms/server-errors";
import { countText, parseCount } from "../../../../lib/forms/counts";

/** The contract's bounds: weekly hours 0-168, up to 10 weekend rules of 0-31 shifts. */
export const WEEKLY_HOURS = { min: 0, max: 168 } as const;
export const MAX_WEEKEND_RULES = 10;
export const MAX_WEEKEND_COUNT = 31;

export interface JobStatusForm {
  name: string;
  shortCode: string;
  description: string;
  benefited: boolean;
  registry: boolean;
  weeklyHours: string;
  weekend: { count: string }[];
}

export function jobStatusForm(row: JobStatus | null): JobStatusForm {
  const settings = minShiftSettings.safeParse(row?.minShiftSettings ?? {});
  const weekend = settings.success ? (settings.data.countRules?.weekend ?? []) : [];
  return {
    name: row?.name ?? "",
    shortCode: row?.shortCode ?? "",
    description: row?.description ?? "",
    benefited: row?.benefited ?? false,
    registry: row?.registry ?? false,
    weeklyHours: countText(row?.weeklyHours ?? 0),
    weekend: weekend.map((rule) => ({ count: countText(rule.count) })),
  };
}

export function validateJobStatus(values: JobStatusForm): Issues {
  const issues: Issues = {};
  note(issues, "name", normalizeText(values.name, { required: true, maxLength: CONFIGURATION_LIMITS.name }));
  note(
    issues,
    "shortCode",
    normalizeText(values.shortCode, { required: true, maxLength: CONFIGURATION_LIMITS.shortCode }),
  );
  note(
    issues,
    "description",
    normalizeText(values.description, { required: false, maxLength: CONFIGURATION_LIMITS.description }),
  );
  note(issues, "weeklyHours", parseNumberInRange(values.weeklyHours, { ...WEEKLY_HOURS, required: true }));
  values.weekend.forEach((rule, index) =>
    note(
      issues,
      `weekend.${index}.count`,
      parseCount(rule.count, { max: MAX_WEEKEND_COUNT, required: true }),
    ),
  );
  return issues;
}

function fields(values: JobStatusForm): JobStatusUpdate & { name: string; shortCode: string } {
  const hours = parseNumberInRange(values.weeklyHours, { ...WEEKLY_HOURS, required: true });
  const weekend = values.weekend.flatMap((rule) => {
    const count = parseCount(rule.count, { max: MAX_WEEKEND_COUNT, required: true });
    return count.ok && count.value !== null ? [{ count: count.value }] : [];
  });
  return {
    name: values.name.trim(),
    shortCode: values.shortCode.trim(),
    description: values.description.trim(),
    benefited: values.benefited,
    registry: values.registry,
    weeklyHours: hours.ok && hours.value !== null ? hours.value : 0,
    minShiftSettings: { countRules: { weekend } },
  };
}

export const jobStatusCreateBody = (values: JobStatusForm, hospitalId: number) =>
  toWire(jobStatusCreate, { ...fields(values), hospitalId });
export const jobStatusUpdateBody = (values: JobStatusForm) => toWire(jobStatusUpdate, fields(values));

/** `min_shift_settings.countRules.weekend.2.count` -> the third rule's count. */
export function jobStatusFieldOf(wirePath: string) {
  const rule = /^min_shift_settings\.countRules\.weekend\.(\d+)/.exec(wirePath);
  if (rule) return `weekend.${Number(rule[1])}.count` as const;
  return fieldsByWirePath<JobStatusForm>([
    "name",
    "shortCode",
    "description",
    "benefited",
    "registry",
    "weeklyHours",
  ])(wirePath);
}
