import { useEffect, useRef } from "react";

/**
 * How long the pointer or the keyboard's focus rests on an option before it counts as the one about
 * to be chosen. Passing over options on the way to another stays below it; reading the one wanted
 * takes longer.
 */
export const INTENT_DWELL_MS = 100;

interface IntentHandlers {
  onPointerDown: () => void;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

/**
 * Handlers that tell `onIntent` which option is about to be chosen, before it is: one pressed, or
 * one the pointer or the focus rests on. What the choice will load can start that much earlier;
 * `onIntent` must cost little when told again (a load already under way or done is not repeated).
 */
export function useChoiceIntent(onIntent: ((id: number) => void) | undefined) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);
  const tell = (id: number) => {
    cancel();
    onIntent?.(id);
  };
  const dwell = (id: number) => {
    cancel();
    timer.current = setTimeout(() => tell(id), INTENT_DWELL_MS);
  };
  return (id: number): IntentHandlers => ({
    onPointerDown: () => tell(id),
    onPointerEnter: () => dwell(id),
    onPointerLeave: cancel,
    onFocus: () => dwell(id),
    onBlur: cancel,
  });
}
