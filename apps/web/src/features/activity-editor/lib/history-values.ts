/**
 * How a history change reads (L-001, L-003): the server records raw values (ids, stored dates and
 * times, booleans); the timeline names them. Fields are the L-001 names plus the event's
 * `dates`, `state` and `type`.
 */
import type { MessageKey } from "../../../lib/i18n";
import type { Formatter } from "../../../lib/format";
import { toDisplayTime } from "@rosterly/domain/time";
import { EVENT_STATE_KEYS } from "./labels";
import { personName, type Reference } from "./reference";

export type HistoryKind = "shift" | "event";

const FIELD_KEYS: Readonly<Record<string, MessageKey>> = {
  created: "activityEditor.history.fields.created",
  assignee: "activityEditor.history.fields.assignee",
  new_assignee: "activityEditor.history.fields.new_assignee",
  date: "activityEditor.history.fields.date",
  dates: "activityEditor.history.fields.dates",
  payroll_date: "activityEditor.history.fields.payroll_date",
  department: "activityEditor.history.fields.department",
  type: "activityEditor.history.fields.type",
  start_time: "activityEditor.history.fields.start_time",
  end_time: "activityEditor.history.fields.end_time",
  flags: "activityEditor.history.fields.flags",
  flex_on: "activityEditor.history.fields.flex_on",
  on_call: "activityEditor.history.fields.on_call",
  canceled: "activityEditor.history.fields.canceled",
  giveaway: "activityEditor.history.fields.giveaway",
  swapped: "activityEditor.history.fields.swapped",
  obligatory: "activityEditor.history.fields.obligatory",
  overtime: "activityEditor.history.fields.overtime",
  sitter: "activityEditor.history.fields.sitter",
  settings: "activityEditor.history.fields.settings",
  state: "activityEditor.history.fields.state",
  source: "activityEditor.history.fields.source",
};

/** Where a shift came from when a tool made it. */
const SOURCE_KEYS: Readonly<Record<string, MessageKey>> = {
  generator: "activityEditor.history.sources.generator",
};

export const fieldLabelKey = (field: string): MessageKey | null => FIELD_KEYS[field] ?? null;

interface Tools {
  reference: Reference;
  formatter: Formatter;
  t: (key: MessageKey) => string;
}

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === "number");

function sitterText(value: unknown): string | null {
  if (typeof value !== "object" || value === null || !("sitter" in value)) return null;
  const sitter: unknown = value.sitter;
  if (typeof sitter !== "object" || sitter === null) return null;
  const room = "room" in sitter && typeof sitter.room === "string" ? sitter.room : "";
  const reason = "reason" in sitter && typeof sitter.reason === "string" ? sitter.reason : "";
  return [room, reason].filter((part) => part !== "").join(" · ") || null;
}

/** The value as a person reads it; null for an empty value (shown as a dash). */
export function describeValue(field: string, value: unknown, kind: HistoryKind, tools: Tools): string | null {
  const { reference, formatter, t } = tools;
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "boolean") return t(value ? "activityEditor.yes" : "activityEditor.no");
  if (typeof value === "number") {
    if (field === "assignee" || field === "new_assignee") return personName(reference, value);
    if (field === "department") return reference.departments.get(value)?.name ?? `#${value}`;
    if (field === "type")
      return (
        (kind === "shift" ? reference.shiftTypes.get(value) : reference.eventTypes.get(value))?.name ??
        `#${value}`
      );
    return String(value);
  }
  if (typeof value === "string") {
    if (field === "start_time" || field === "end_time") return toDisplayTime(value) ?? value;
    if (field === "date" || field === "payroll_date") return formatter.date(value, "date");
    if (field === "state") {
      const key = EVENT_STATE_KEYS[value];
      return key ? t(key) : value;
    }
    if (field === "source") {
      const key = SOURCE_KEYS[value];
      return key ? t(key) : value;
    }
    return value;
  }
  if (field === "flags" && isIdList(value))
    return value.map((id) => reference.flags.get(id)?.shortCode ?? `#${id}`).join(", ") || null;
  if (field === "dates" && Array.isArray(value))
    return (
      value
        .map((day) => (typeof day === "string" ? formatter.date(day, "monthDay") : String(day)))
        .join(", ") || null
    );
  if (field === "settings") return sitterText(value);
  return JSON.stringify(value);
}
