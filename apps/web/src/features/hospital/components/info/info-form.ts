/** The hospital info form (E-002): values, the rules (domain and contract), the PATCH body. */
import { type Hospital, hospitalInfo } from "@rosterly/contract";
import { formatUsPhone, normalizeText, normalizeUsPhone } from "@rosterly/domain/fields";
import { type Issues, note } from "../../../../lib/forms/issues";
import { fieldsByWirePath } from "../../../../lib/forms/server-errors";

export type InfoForm = Hospital["info"];
type InfoField = keyof InfoForm;

const FIELDS: readonly InfoField[] = [
  "name",
  "address1",
  "address2",
  "city",
  "state",
  "zipCode",
  "country",
  "phoneDefault",
  "ccn",
  "timezone",
];

/** The contract's own maximum lengths. */
const maxLength = (field: InfoField): number => hospitalInfo.shape[field].maxLength ?? 255;

export function infoForm(hospital: Hospital): InfoForm {
  const { info } = hospital;
  return { ...info, phoneDefault: info.phoneDefault ? formatUsPhone(info.phoneDefault) : "" };
}

export function validateInfo(values: InfoForm): Issues {
  const issues: Issues = {};
  for (const field of FIELDS)
    note(
      issues,
      field,
      normalizeText(values[field], {
        required: field === "name" || field === "timezone",
        maxLength: maxLength(field),
      }),
    );
  note(issues, "phoneDefault", normalizeUsPhone(values.phoneDefault));
  return issues;
}

/** Trimmed text; the phone as stored (+1XXXXXXXXXX), or empty. */
export function infoPatch(values: InfoForm): InfoForm {
  const phone = normalizeUsPhone(values.phoneDefault);
  const trimmed = Object.fromEntries(FIELDS.map((field) => [field, values[field].trim()]));
  return hospitalInfo.parse({
    ...trimmed,
    phoneDefault: phone.ok && phone.value !== null ? phone.value : "",
  });
}

export const infoFieldOf = fieldsByWirePath<InfoForm>(FIELDS);
