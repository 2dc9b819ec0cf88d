/**
 * Live changes by others, gathered into bursts so a screen reader hears one polite summary line per
 * burst ("3 shifts changed by Lee, Ann") instead of one line per message. A burst ends when the
 * channel has been quiet for a moment; the wait is handed in, so tests end bursts themselves.
 */
import type { TFunction } from "i18next";

export type ChangeKind = "shift" | "event";

export interface ChangeNotice {
  kind: ChangeKind;
  /** Who saved it, when the message says (`modifiedBy`); null for removals and unknown authors. */
  actorId: number | null;
  removed: boolean;
}

export interface ChangeBurst {
  /** Changed (created or updated) entries by kind, then by author id (null when unknown). */
  changed: Record<ChangeKind, Map<number | null, number>>;
  removed: number;
}

const emptyBurst = (): ChangeBurst => ({
  changed: { shift: new Map(), event: new Map() },
  removed: 0,
});

/** Ends the current burst after a quiet moment; returns how to cancel that. */
export type BurstTimer = (end: () => void) => () => void;

/** Quiet time that ends a burst: the messages of one save arrive within a few milliseconds. */
export const BURST_QUIET_MS = 400;

export const quietTimer: BurstTimer = (end) => {
  const timer = setTimeout(end, BURST_QUIET_MS);
  return () => clearTimeout(timer);
};

export interface BurstCollector {
  add(notice: ChangeNotice): void;
  /** Forgets what is gathered (the screen is leaving). */
  cancel(): void;
}

export function collectBursts(
  onBurst: (burst: ChangeBurst) => void,
  timer: BurstTimer = quietTimer,
): BurstCollector {
  let burst = emptyBurst();
  let cancelTimer: (() => void) | null = null;
  const end = () => {
    cancelTimer = null;
    const done = burst;
    burst = emptyBurst();
    onBurst(done);
  };
  return {
    add(notice) {
      if (notice.removed) burst.removed += 1;
      else {
        const byActor = burst.changed[notice.kind];
        byActor.set(notice.actorId, (byActor.get(notice.actorId) ?? 0) + 1);
      }
      cancelTimer?.();
      cancelTimer = timer(end);
    },
    cancel() {
      cancelTimer?.();
      cancelTimer = null;
      burst = emptyBurst();
    },
  };
}

/** The burst as one line; empty when nothing in it is worth saying. */
export function summariseBurst(
  t: TFunction,
  burst: ChangeBurst,
  nameOf: (userId: number) => string | undefined,
  listFormat: (names: readonly string[]) => string,
): string {
  const parts: string[] = [];
  for (const kind of ["shift", "event"] as const) {
    const byActor = burst.changed[kind];
    let count = 0;
    const names: string[] = [];
    let unknown = false;
    for (const [actorId, n] of byActor) {
      count += n;
      const name = actorId === null ? undefined : nameOf(actorId);
      if (name === undefined) unknown = true;
      else names.push(name);
    }
    if (count === 0) continue;
    const plural = kind === "shift" ? "shifts" : "events";
    // Names only when every change has one, so no line says a person did what someone else did too.
    parts.push(
      names.length > 0 && !unknown
        ? t(`scheduleGrid.live.${plural}By`, { count, names: listFormat(names) })
        : t(`scheduleGrid.live.${plural}`, { count }),
    );
  }
  if (burst.removed > 0) parts.push(t("scheduleGrid.live.removed", { count: burst.removed }));
  return parts.join(t("scheduleGrid.live.separator"));
}
