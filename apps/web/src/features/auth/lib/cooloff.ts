/**
 * The account lockout's due time (B-004): the 403's remaining duration is turned into a unix time
 * (milliseconds, like Date.now) and stored, so the locked view survives a reload until it passes.
 */
import type { CooloffTimedelta } from "@rosterly/contract";
import { useEffect, useState } from "react";
import { readInteger, removeItem, STORAGE_KEYS, writeItem } from "../../../lib/storage";

export function cooloffDueTime(delta: CooloffTimedelta, nowMs: number): number {
  const seconds = ((delta.days * 24 + delta.hours) * 60 + delta.minutes) * 60 + delta.seconds;
  return nowMs + seconds * 1000;
}

export const cooloffStorage = {
  save: (dueTime: number) => writeItem(STORAGE_KEYS.cooloffDueTime, String(dueTime)),
  read: () => readInteger(STORAGE_KEYS.cooloffDueTime),
  clear: () => removeItem(STORAGE_KEYS.cooloffDueTime),
};

/** The milliseconds left of a stored lockout, ticking every second; null when not locked. */
export function useCooloff(): { remainingMs: number | null; lockUntil: (dueTime: number) => void } {
  const [dueTime, setDueTime] = useState(cooloffStorage.read);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (dueTime === null) return;
    const timer = setInterval(() => {
      const tick = Date.now();
      if (tick >= dueTime) {
        cooloffStorage.clear();
        setDueTime(null);
      }
      setNow(tick);
    }, 1000);
    return () => clearInterval(timer);
  }, [dueTime]);

  const remaining = dueTime === null ? null : dueTime - now;
  return {
    remainingMs: remaining !== null && remaining > 0 ? remaining : null,
    lockUntil: (next) => {
      cooloffStorage.save(next);
      setNow(Date.now());
      setDueTime(next);
    },
  };
}
