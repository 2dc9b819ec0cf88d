import type { Shift } from "@rosterly/contract";
import {
  removePart,
  type SplitEdit,
  type SplitError,
  type SplitPart,
  setPartAssignee,
  setPartEnd,
  splitPart,
  startSplit,
} from "@rosterly/domain/schedule";
import { useState } from "react";

/**
 * The parts being edited in the split dialog. Every edit goes through the domain's split rules
 * (F-034); a refused edit leaves the parts as they were and answers why.
 */
export function useSplitParts(shift: Shift) {
  const initial = () => startSplit(shift) ?? [];
  const [parts, setParts] = useState<readonly SplitPart[]>(initial);
  const [selected, setSelected] = useState(0);

  const apply = (edit: SplitEdit, select?: number): SplitError | null => {
    if (!edit.ok) return edit.error;
    setParts(edit.parts);
    if (select !== undefined) setSelected(select);
    return null;
  };

  return {
    parts,
    selected: Math.min(selected, Math.max(parts.length - 1, 0)),
    select: setSelected,
    /** Halves a part; the new second half is selected. */
    split: (index: number) => apply(splitPart(parts, index), index + 1),
    remove: (index: number) => apply(removePart(parts, index), Math.max(index - 1, 0)),
    setEnd: (index: number, text: string) => apply(setPartEnd(parts, index, text, shift)),
    setAssignee: (index: number, userId: number) => apply(setPartAssignee(parts, index, userId)),
    reset: () => {
      setParts(initial());
      setSelected(0);
    },
  };
}
