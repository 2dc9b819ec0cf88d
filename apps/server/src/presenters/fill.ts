import {
  type FillAcceptResult,
  type FillRun,
  fillAcceptResult,
  fillRun,
  toWire,
  type Wire,
} from "@rosterly/contract";

/** A generator run on the wire (validator results keep their own spelling; see contract/validation.ts). */
export const presentFillRunValue = (value: FillRun): Wire<FillRun> => toWire(fillRun, value);

export const presentFillAccept = (value: FillAcceptResult): Wire<FillAcceptResult> =>
  toWire(fillAcceptResult, value);
