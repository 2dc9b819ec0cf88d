import type { UpdateMessage } from "@rosterly/contract";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useDepartmentScheduleLiveUpdates } from "./use-schedule-live-updates";

/**
 * Which schedule screens hold a scheduling live channel right now. One channel patches the cache
 * for every department, so a dialog over such a screen (the employee dialog's Schedule tab) uses
 * it instead of opening a second one that would apply every patch again.
 */
interface ScheduleChannels {
  held: boolean;
  /** Marks a channel as held until the returned release is called. */
  hold: () => () => void;
}

const ScheduleChannelContext = createContext<ScheduleChannels | null>(null);

export function ScheduleChannelProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const hold = useCallback(() => {
    setCount((current) => current + 1);
    return () => setCount((current) => current - 1);
  }, []);
  const value = useMemo(() => ({ held: count > 0, hold }), [count, hold]);
  return <ScheduleChannelContext value={value}>{children}</ScheduleChannelContext>;
}

/** A schedule screen's channel: opened here and announced to the dialogs above the screen. */
export function useScreenScheduleChannel(observe?: (update: UpdateMessage) => void): void {
  const channels = useContext(ScheduleChannelContext);
  const hold = channels?.hold;
  useDepartmentScheduleLiveUpdates(observe);
  useEffect(() => hold?.(), [hold]);
}

/** A dialog's channel: its own only where no screen below it holds one (the requests screen, say). */
export function useDialogScheduleChannel(): void {
  const held = useContext(ScheduleChannelContext)?.held ?? false;
  useDepartmentScheduleLiveUpdates(undefined, { enabled: !held });
}
