/** The flag dialog's values, rules and request bodies (E-009). */
import { type Flag, type FlagUpdate, flagCreate, flagUpdate, toWire } from "@rosterly/contract";
import { CONFIGURATION_LIMITS, normalizeText } from "@rosterly/domain/fields";
import { type Issues, note } from "../../../../lib/forms/issues";
import { fieldsByWirePath } from "../../../../lib/forms/server-errors";

export const FLAG_SWITCHES = [
  "working",
  "commitment",
  "productivity",
  "float",
  "allowRequest",
  "visibleToOtherStaff",
] as const;
export type FlagSwitch = (typeof FLAG_SWITCHES)[number];

export type FlagForm = { name: string; shortCode: string; description: string } & Record<FlagSwitch, boolean>;

export function flagForm(row: Flag | null): FlagForm {
  return {
    name: row?.name ?? "",
    shortCode: row?.shortCode ?? "",
    description: row?.description ?? "",
    working: row?.working ?? false,
    commitment: row?.commitment ?? false,
    productivity: row?.productivity ?? false,
    float: row?.float ?? false,
    allowRequest: row?.allowRequest ?? false,
    visibleToOtherStaff: row?.visibleToOtherStaff ?? false,
  };
}

export function validateFlag(values: FlagForm): Issues {
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
  return issues;
}

function fields(values: FlagForm): FlagUpdate & { name: string; shortCode: string } {
  return {
    name: values.name.trim(),
    shortCode: values.shortCode.trim(),
    description: values.description.trim(),
    working: values.working,
    commitment: values.commitment,
    productivity: values.productivity,
    float: values.float,
    allowRequest: values.allowRequest,
    visibleToOtherStaff: values.visibleToOtherStaff,
  };
}

export const flagCreateBody = (values: FlagForm, hospitalId: number) =>
  toWire(flagCreate, { ...fields(values), hospitalId });
export const flagUpdateBody = (values: FlagForm) => toWire(flagUpdate, fields(values));
export const flagFieldOf = fieldsByWirePath<FlagForm>(["name", "shortCode", "description", ...FLAG_SWITCHES]);
