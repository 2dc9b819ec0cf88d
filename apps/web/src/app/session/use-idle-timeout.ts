import { useEffect } from "react";

const ACTIVITY_EVENTS = ["pointerdown", "pointermove", "keydown", "wheel", "touchstart", "scroll"] as const;

/**
 * Calls `onIdle` after `minutes` without keyboard, pointer or scroll activity (B-011). Activity only
 * records a time; the single timer re-arms itself for the remainder, so moving the mouse is cheap.
 */
export function useIdleTimeout(options: { enabled: boolean; minutes: number; onIdle: () => void }): void {
  const { enabled, minutes, onIdle } = options;
  useEffect(() => {
    if (!enabled) return;
    const limit = minutes * 60_000;
    let lastActivity = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const idleFor = Date.now() - lastActivity;
      if (idleFor >= limit) onIdle();
      else timer = setTimeout(check, limit - idleFor);
    };
    const active = () => {
      lastActivity = Date.now();
    };
    timer = setTimeout(check, limit);
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, active, { passive: true, capture: true });
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, active, { capture: true });
    };
  }, [enabled, minutes, onIdle]);
}
