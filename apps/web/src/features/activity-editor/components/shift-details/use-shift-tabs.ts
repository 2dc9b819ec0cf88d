import type { Shift } from "@rosterly/contract";
import { useCallback, useMemo, useState } from "react";
import { type ShiftFormValues, sameValues, valuesFromShift } from "../../lib/shift-form";

export interface ShiftTab {
  key: string;
  shift: Shift | null;
  values: ShiftFormValues;
  baseline: ShiftFormValues;
  dirty: boolean;
}

const shiftKey = (id: number) => `shift-${id}`;

/**
 * The tabs of the shift details panel: one per shift of the day (by start time), then the new
 * shifts being added. Edits are kept per tab, so switching tabs loses nothing and each tab can show
 * that it holds unsaved changes.
 */
export function useShiftTabs(args: { shifts: readonly Shift[]; focusShiftId?: number }) {
  const { shifts, focusShiftId } = args;
  const [drafts, setDrafts] = useState<Readonly<Record<string, ShiftFormValues>>>({});
  const [added, setAdded] = useState<readonly { key: string; baseline: ShiftFormValues }[]>([]);
  const [chosen, setChosen] = useState<string | null>(
    focusShiftId === undefined ? null : shiftKey(focusShiftId),
  );
  const [counter, setCounter] = useState(0);

  const tabs = useMemo<ShiftTab[]>(() => {
    const saved = [...shifts]
      .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id - b.id)
      .map((shift) => ({ key: shiftKey(shift.id), shift, baseline: valuesFromShift(shift) }));
    return [...saved, ...added.map((tab) => ({ ...tab, shift: null }))].map((tab) => {
      const values = drafts[tab.key] ?? tab.baseline;
      return { ...tab, values, dirty: !sameValues(values, tab.baseline) };
    });
  }, [shifts, added, drafts]);

  const selected = tabs.find((tab) => tab.key === chosen) ?? tabs[0] ?? null;

  const dropDraft = useCallback(
    (key: string) =>
      setDrafts((current) => {
        if (!(key in current)) return current;
        const { [key]: _dropped, ...rest } = current;
        return rest;
      }),
    [],
  );
  /** The editor's values of a tab: kept while they differ from the tab's baseline. */
  const change = useCallback(
    (key: string, baseline: ShiftFormValues, values: ShiftFormValues) => {
      if (sameValues(values, baseline)) dropDraft(key);
      else setDrafts((current) => ({ ...current, [key]: values }));
    },
    [dropDraft],
  );
  const addNew = useCallback(
    (baseline: ShiftFormValues) => {
      const key = `new-${counter + 1}`;
      setCounter((value) => value + 1);
      setAdded((current) => [...current, { key, baseline }]);
      setChosen(key);
    },
    [counter],
  );
  const removeNew = useCallback(
    (key: string) => {
      setAdded((current) => current.filter((tab) => tab.key !== key));
      dropDraft(key);
      setChosen(null);
    },
    [dropDraft],
  );
  /** After a save the tab shows the saved shift; a new tab becomes the created shift's tab. */
  const saved = useCallback(
    (key: string, shift: Shift) => {
      setAdded((current) => current.filter((tab) => tab.key !== key));
      dropDraft(key);
      setChosen(shiftKey(shift.id));
    },
    [dropDraft],
  );

  return {
    tabs,
    selected,
    select: setChosen,
    change,
    reset: dropDraft,
    addNew,
    removeNew,
    saved,
    anyDirty: tabs.some((tab) => tab.dirty || tab.shift === null),
  };
}
