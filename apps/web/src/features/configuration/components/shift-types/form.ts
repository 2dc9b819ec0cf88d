/** The shift type dialog's values, its rules (the domain's) and its request bodies (E-007). */
import {
  type ShiftType,
  type ShiftTypeCreate,
  type ShiftTypeUpdate,
  shiftTypeCreate,
  shiftTypeStyles,
  shiftTypeUpdate,
  toWire,
} from "@rosterly/contract";
import {
  CONFIGURATION_LIMITS,
  checkColor,
  fail,
  formatTimeInput,
  normalizeText,
  normalizeTime,
} from "@rosterly/domain/fields";
import type { SymbolType } from "../../../../components/shift-symbol/look";
import { type Issues, note } from "../../../../lib/forms/issues";
import { fieldsByWirePath } from "../../../../lib/forms/server-errors";
import { countText, parseCount } from "../../../../lib/forms/counts";

export interface ShiftTypeForm {
  name: string;
  description: string;
  startTime: string;
  endTime: string;
  maxShiftCount: string;
  onCall: boolean;
  partakeInScheduling: boolean;
  symbolType: SymbolType;
  symbolValue: string;
  color: string;
}

/** A shift type may be limited to at most this many shifts a period (the contract's bound). */
export const MAX_SHIFT_COUNT = 100;

export function shiftTypeForm(row: ShiftType | null): ShiftTypeForm {
  const styles = shiftTypeStyles.safeParse(row?.styles ?? {});
  const web = styles.success ? (styles.data.web ?? {}) : {};
  return {
    name: row?.name ?? "",
    description: row?.description ?? "",
    startTime: row ? formatTimeInput(row.startTime) : "",
    endTime: row ? formatTimeInput(row.endTime) : "",
    maxShiftCount: countText(row?.maxShiftCount ?? null),
    onCall: row?.onCall ?? false,
    partakeInScheduling: row?.partakeInScheduling ?? true,
    symbolType: web.symbolType ?? "text",
    symbolValue: web.symbolValue ?? "",
    color: web.color ?? "#1e88e5",
  };
}

function requiredTime(value: string) {
  const parsed = normalizeTime(value);
  if (!parsed.ok) return parsed;
  return parsed.value === null ? fail("validation.required") : parsed;
}

export function validateShiftType(values: ShiftTypeForm): Issues {
  const issues: Issues = {};
  note(issues, "name", normalizeText(values.name, { required: true, maxLength: CONFIGURATION_LIMITS.name }));
  note(
    issues,
    "description",
    normalizeText(values.description, { required: false, maxLength: CONFIGURATION_LIMITS.description }),
  );
  note(issues, "startTime", requiredTime(values.startTime));
  note(issues, "endTime", requiredTime(values.endTime));
  note(issues, "maxShiftCount", parseCount(values.maxShiftCount, { max: MAX_SHIFT_COUNT, required: false }));
  note(
    issues,
    "symbolValue",
    normalizeText(values.symbolValue, { required: false, maxLength: CONFIGURATION_LIMITS.symbolValue }),
  );
  note(issues, "color", checkColor(values.color, { required: true }));
  return issues;
}

/** Times go as typed ("0700" or "07:00"); the server stores them as HH:mm:ss. */
function fields(values: ShiftTypeForm): ShiftTypeUpdate {
  const count = parseCount(values.maxShiftCount, { max: MAX_SHIFT_COUNT, required: false });
  const usesValue =
    values.symbolType === "text" || values.symbolType === "pill" || values.symbolType === "fa";
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    startTime: values.startTime.trim(),
    endTime: values.endTime.trim(),
    maxShiftCount: count.ok ? count.value : null,
    onCall: values.onCall,
    partakeInScheduling: values.partakeInScheduling,
    styles: {
      web: {
        symbolType: values.symbolType,
        symbolValue: usesValue ? values.symbolValue.trim() : "",
        color: values.color.trim(),
      },
    },
  };
}

export function shiftTypeCreateBody(values: ShiftTypeForm, hospitalId: number) {
  const body: ShiftTypeCreate = {
    ...fields(values),
    hospitalId,
    name: values.name.trim(),
    startTime: values.startTime.trim(),
    endTime: values.endTime.trim(),
  };
  return toWire(shiftTypeCreate, body);
}

export const shiftTypeUpdateBody = (values: ShiftTypeForm) => toWire(shiftTypeUpdate, fields(values));

export const shiftTypeFieldOf = fieldsByWirePath<ShiftTypeForm>(
  ["name", "description", "startTime", "endTime", "maxShiftCount", "onCall", "partakeInScheduling"],
  {
    "styles.web.color": "color",
    "styles.web.symbol_value": "symbolValue",
    "styles.web.symbolValue": "symbolValue",
    styles: "symbolType",
  },
);
