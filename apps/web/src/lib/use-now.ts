import { useEffect, useState } from "react";

/**
 * The current time in milliseconds, renewed every `periodMs` while the component is shown: for
 * labels that count down (time left to bid, the next nudge). Never for deciding anything the server
 * decides; it only keeps a label fresh.
 */
export function useNow(periodMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs]);
  return now;
}
