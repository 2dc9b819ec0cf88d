/**
 * The event type dialog's values, rules and request bodies (E-008). Its free-form `settings` are
 * not edited here and are never sent, so whatever they hold stays as it is.
 */
import {
  type EventType,
  type EventTypeUpdate,
  eventTypeCreate,
  eventTypeStyles,
  eventTypeUpdate,
  toWire,
} from "@rosterly/contract";
import { CONFIGURATION_LIMITS, checkColor, normalizeText } from "@rosterly/domain/fields";
import { type Issues, note } from "../../../../lib/forms/issues";
import { fieldsByWirePath } from "../../../../lib/forms/server-errors";

export const EVENT_SWITCHES = ["adminOnly", "requestOnly", "visibleToOtherStaff"] as const;

export type EventTypeForm = {
  name: string;
  description: string;
  color: string;
  symbolValue: string;
} & Record<(typeof EVENT_SWITCHES)[number], boolean>;

/** The colour stored for an event type, if a valid one is. */
export function eventColor(row: Pick<EventType, "styles">): string {
  const styles = eventTypeStyles.safeParse(row.styles);
  return styles.success ? (styles.data.web?.color ?? "") : "";
}

export function eventTypeForm(row: EventType | null): EventTypeForm {
  const styles = eventTypeStyles.safeParse(row?.styles ?? {});
  const web = styles.success ? (styles.data.web ?? {}) : {};
  return {
    name: row?.name ?? "",
    description: row?.description ?? "",
    adminOnly: row?.adminOnly ?? false,
    requestOnly: row?.requestOnly ?? false,
    visibleToOtherStaff: row?.visibleToOtherStaff ?? false,
    color: web.color ?? "",
    symbolValue: web.symbolValue ?? "",
  };
}

export function validateEventType(values: EventTypeForm): Issues {
  const issues: Issues = {};
  note(issues, "name", normalizeText(values.name, { required: true, maxLength: CONFIGURATION_LIMITS.name }));
  note(
    issues,
    "description",
    normalizeText(values.description, { required: false, maxLength: CONFIGURATION_LIMITS.description }),
  );
  note(issues, "color", checkColor(values.color));
  note(
    issues,
    "symbolValue",
    normalizeText(values.symbolValue, { required: false, maxLength: CONFIGURATION_LIMITS.symbolValue }),
  );
  return issues;
}

function fields(values: EventTypeForm): EventTypeUpdate & { name: string } {
  const color = values.color.trim();
  const symbol = values.symbolValue.trim();
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    adminOnly: values.adminOnly,
    requestOnly: values.requestOnly,
    visibleToOtherStaff: values.visibleToOtherStaff,
    styles: {
      web: {
        ...(color === "" ? {} : { color }),
        ...(symbol === "" ? {} : { symbolType: "text" as const, symbolValue: symbol }),
      },
    },
  };
}

export const eventTypeCreateBody = (values: EventTypeForm, hospitalId: number) =>
  toWire(eventTypeCreate, { ...fields(values), hospitalId });
export const eventTypeUpdateBody = (values: EventTypeForm) => toWire(eventTypeUpdate, fields(values));
export const eventTypeFieldOf = fieldsByWirePath<EventTypeForm>(["name", "description", ...EVENT_SWITCHES], {
  "styles.web.color": "color",
  "styles.web.symbol_value": "symbolValue",
  "styles.web.symbolValue": "symbolValue",
});
