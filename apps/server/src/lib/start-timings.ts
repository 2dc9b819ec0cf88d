/** Where a server start spends its time, phase by phase, for the ready line and the start benchmark. */
export class StartTimings {
  readonly phases: { name: string; ms: number }[] = [];

  async time<T>(name: string, run: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await run();
    } finally {
      this.phases.push({ name, ms: Math.round(performance.now() - started) });
    }
  }

  /** "database 120 ms, migrations 40 ms, …" */
  summary(): string {
    return this.phases.map((phase) => `${phase.name} ${phase.ms} ms`).join(", ");
  }
}
