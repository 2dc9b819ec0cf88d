/**
 * The words of the grid's cells in the page's language, made once per grid rather than in every
 * cell: labels without values are translated once and kept, and each cell asks only for the
 * sentences that carry its own values (its shifts' hours, its accessible name).
 */
import type { RequestType } from "@rosterly/contract";
import type { WorkingStatus } from "@rosterly/domain/schedule";
import type { TFunction } from "i18next";
import type { MessageKey } from "../../../lib/i18n";
import { type CellNameInput, cellName } from "./cell-name";

export interface CellText {
  status: (status: WorkingStatus) => string;
  statusShort: (status: WorkingStatus) => string;
  proposed: string;
  requestKind: (requestType: RequestType) => string;
  name: (input: CellNameInput) => string;
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
  return {
    status: (status) => once(`schedule.status.${status}`),
    statusShort: (status) => once(`schedule.statusShort.${status}`),
    proposed: once("schedule.proposed"),
    requestKind: (requestType) => once(`requests.kind.${requestType}`),
    name: (input) => cellName(t, input, once),
  };
}
