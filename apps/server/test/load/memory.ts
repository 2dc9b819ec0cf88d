import { readFileSync } from "node:fs";

export interface MemorySample {
  /** Seconds since sampling began. */
  at: number;
  rssMb: number;
}

/** The resident set of a process in MB, from /proc (Linux); null once the process is gone. */
export function residentMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? null : Math.round(Number(kb) / 102.4) / 10;
  } catch {
    return null;
  }
}

/**
 * Samples a process's memory every `everyMs` until stopped. A sampler, not a wait: nothing waits on
 * these ticks, they only record what the memory was.
 */
export function sampleMemory(pid: number, everyMs: number) {
  const started = performance.now();
  const samples: MemorySample[] = [];
  const take = () => {
    const rssMb = residentMb(pid);
    if (rssMb !== null) samples.push({ at: Math.round((performance.now() - started) / 100) / 10, rssMb });
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    stop(): MemorySample[] {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/**
 * Growth after warm-up: the mean of the last fifth of the samples against the mean of the fifth
 * right after `warmupSeconds`, in MB (positive = grew).
 */
export function growthAfterWarmup(samples: readonly MemorySample[], warmupSeconds: number) {
  const after = samples.filter((sample) => sample.at >= warmupSeconds);
  const fifth = Math.max(1, Math.floor(after.length / 5));
  const mean = (values: readonly MemorySample[]) =>
    values.reduce((sum, sample) => sum + sample.rssMb, 0) / Math.max(1, values.length);
  const early = mean(after.slice(0, fifth));
  const late = mean(after.slice(-fifth));
  return { earlyMb: Math.round(early), lateMb: Math.round(late), growthMb: Math.round(late - early) };
}
