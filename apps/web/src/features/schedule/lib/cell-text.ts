/**
 * The words of the grid's cells in the page's language, made once per grid rather than in every
 * cell: labels without values are translated once and kept, and the sentences that carry a cell's
 * own values (its shifts' hours, its accessible name) are translated once with markers where the
 * values go, then filled in per cell. Translating them per cell cost ~0.1 ms a cell.
 */
import type { RequestType } from "@rosterly/contract";
import type { WorkingStatus } from "@rosterly/domain/schedule";
import type { TFunction } from "i18next";
import type { MessageKey } from "../../../lib/i18n";
import { type CellNameInput, type CellWords, cellName } from "./cell-name";

// Characters no translation or value contains: they mark where a value goes.
const MARK = "\u0000";

/**
 * A sentence translated once with a marker in place of each value; the result fills the values in
 * where the translation put them (in its own order).
 */
export function sentence<Name extends string>(
  names: readonly Name[],
  translate: (marks: Record<Name, string>) => string,
): (values: Record<Name, string>) => string {
  const marks = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`]));
  const marked = translate(marks as Record<Name, string>);
  // Split on the markers: even entries are the translation's own text, odd ones the values' indexes.
  const parts = marked.split(new RegExp(`${MARK}(\\d+)${MARK}`));
  return (values) => {
    let text = "";
    for (let index = 0; index < parts.length; index += 1) {
      const part = parts[index] as string;
      text += index % 2 === 0 ? part : values[names[Number(part)] as Name];
    }
    return text;
  };
}

export interface CellText {
  status: (status: WorkingStatus) => string;
  statusShort: (status: WorkingStatus) => string;
  proposed: string;
  requestKind: (requestType: RequestType) => string;
  name: (input: CellNameInput) => string;
  /** A week's hours in words, and whether they are over the weekly limit. */
  weekHours: (hours: string, over: boolean) => string;
}

export function cellText(t: TFunction): CellText {
  const kept = new Map<MessageKey, string>();
  const once = (key: MessageKey): string => {
    let text = kept.get(key);
    if (text === undefined) {
      text = t(key);
      kept.set(key, text);
    }
    return text;
  };
  const words: CellWords = {
    label: once,
    shift: sentence(["name", "start", "end"], (marks) => t("scheduleGrid.cell.shift", marks)),
    flags: sentence(["flags"], (marks) => t("scheduleGrid.cell.flags", marks)),
    // A count chooses its plural form: asked per cell (only cells with requests have one).
    requests: (count) => t("scheduleGrid.cell.requests", { count }),
    name: sentence(["person", "day", "details"], (marks) => t("scheduleGrid.cell.name", marks)),
  };
  const hours = sentence(["hours"], (marks) => t("scheduleGrid.weekCell.hours", marks));
  const overtime = sentence(["hours"], (marks) => t("scheduleGrid.weekCell.overtime", marks));
  return {
    status: (status) => once(`schedule.status.${status}`),
    statusShort: (status) => once(`schedule.statusShort.${status}`),
    proposed: once("schedule.proposed"),
    requestKind: (requestType) => once(`requests.kind.${requestType}`),
    name: (input) => cellName(words, input),
    weekHours: (value, over) => (over ? overtime : hours)({ hours: value }),
  };
}
