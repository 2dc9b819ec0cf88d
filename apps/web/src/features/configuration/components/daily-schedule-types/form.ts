/** The daily schedule type dialog's values, rules and request bodies (E-011). */
import {
  type DailyScheduleType,
  dailyScheduleTypeCreate,
  dailyScheduleTypeSettings,
  dailyScheduleTypeUpdate,
  type DailyScheduleTypeUpdate,
  type Hospital,
  toWire,
} from "@rosterly/contract";
import { dailyScheduleTypeReferences } from "@rosterly/domain/configuration";
import { CONFIGURATION_LIMITS, fail, normalizeText } from "@rosterly/domain/fields";
import { type Issues, note } from "../../../../lib/forms/issues";
import { fieldsByWirePath } from "../../../../lib/forms/server-errors";
import { referenceSetsOf } from "../../../../lib/organisation/reference-sets";
import { noteReferences } from "../../lib/references";

/** The contract's bounds: up to 50 census rows. */
export const MAX_CENSUS_ROWS = 50;

export interface DailyScheduleTypeForm {
  name: string;
  description: string;
  shiftTypes: number[];
  census: { label: string }[];
}

export function dailyScheduleTypeForm(row: DailyScheduleType | null): DailyScheduleTypeForm {
  const settings = dailyScheduleTypeSettings.safeParse(row?.settings ?? {});
  const predefined = settings.success ? (settings.data.census?.predefined ?? []) : [];
  return {
    name: row?.name ?? "",
    description: row?.description ?? "",
    shiftTypes: row?.shiftTypes ?? [],
    census: predefined.map((label) => ({ label })),
  };
}

export function validateDailyScheduleType(
  values: DailyScheduleTypeForm,
  hospital: Hospital,
  row: DailyScheduleType | null,
): Issues {
  const issues: Issues = {};
  note(issues, "name", normalizeText(values.name, { required: true, maxLength: CONFIGURATION_LIMITS.name }));
  note(
    issues,
    "description",
    normalizeText(values.description, { required: false, maxLength: CONFIGURATION_LIMITS.description }),
  );
  noteReferences(
    issues,
    "shiftTypes",
    "shiftType",
    values.shiftTypes,
    referenceSetsOf(hospital),
    row ? dailyScheduleTypeReferences(row) : null,
  );
  const seen = new Set<string>();
  values.census.forEach(({ label }, index) => {
    const path = `census.${index}.label`;
    const text = normalizeText(label, { required: true, maxLength: CONFIGURATION_LIMITS.censusLabel });
    note(issues, path, text);
    if (text.ok && seen.has(text.value))
      note(issues, path, fail("validation.duplicate", { value: text.value }));
    if (text.ok) seen.add(text.value);
  });
  return issues;
}

function fields(values: DailyScheduleTypeForm): DailyScheduleTypeUpdate & { name: string } {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    shiftTypes: values.shiftTypes,
    settings: { census: { predefined: values.census.map(({ label }) => label.trim()) } },
  };
}

export const dailyScheduleTypeCreateBody = (values: DailyScheduleTypeForm, hospitalId: number) =>
  toWire(dailyScheduleTypeCreate, { ...fields(values), hospitalId });
export const dailyScheduleTypeUpdateBody = (values: DailyScheduleTypeForm) =>
  toWire(dailyScheduleTypeUpdate, fields(values));

export function dailyScheduleTypeFieldOf(wirePath: string) {
  const row = /^settings\.census\.predefined\.(\d+)/.exec(wirePath);
  if (row) return `census.${Number(row[1])}.label` as const;
  return fieldsByWirePath<DailyScheduleTypeForm>(["name", "description", "shiftTypes"])(wirePath);
}
