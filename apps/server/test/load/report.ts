import type { LoadReport } from "./run";

/** Goals of issue 16 for a shift edit on PostgreSQL. */
export const EDIT_P99_GOAL_MS = 200;

/** The figures as lines for a terminal. */
export function formatReport(report: LoadReport, loadAverage: readonly number[]): string[] {
  const lines = [
    "",
    `Load: ${report.engine === "postgres" ? "PostgreSQL 15" : "PGlite (embedded)"}, ${report.seconds} s, load average ${loadAverage.map((value) => value.toFixed(2)).join(" ")}`,
    `  hospital: ${report.hospital.departments} departments, ${report.hospital.staff} staff, ${report.hospital.shifts} shifts, loaded in ${report.hospital.loadMs} ms`,
    `  clients: ${report.schedulers} schedulers, ${report.staff} nurses, ${report.sockets} live sockets`,
    `  throughput: ${report.throughput} requests/s (${report.requests} requests)`,
    "  latency (ms)            count      p50      p95      p99",
  ];
  for (const row of report.latency) {
    const goal =
      row.kind.startsWith("shift") && report.engine === "postgres"
        ? `  (goal p99 ≤ ${EDIT_P99_GOAL_MS})`
        : "";
    lines.push(
      `    ${row.kind.padEnd(20)}${String(row.count).padStart(7)}${String(row.p50).padStart(9)}${String(row.p95).padStart(9)}${String(row.p99).padStart(9)}${goal}`,
    );
  }
  lines.push(`  errors: ${report.errorCount} (goal 0)`);
  for (const error of report.errors) lines.push(`    ${error.count} × ${error.what}`);
  lines.push(
    `  lost updates: ${report.lostUpdates} of ${report.acknowledgedEdits} acknowledged edits × their department's scheduler sockets (goal 0)`,
  );
  const growth = report.memoryGrowth;
  lines.push(
    `  server RSS: ${growth.earlyMb} MB after the ${report.warmupSeconds} s warm-up → ${growth.lateMb} MB at the end (growth ${growth.growthMb} MB; goal flat)`,
  );
  const step = Math.max(1, Math.ceil(report.memory.length / 12));
  const timeline = report.memory
    .filter((_, i) => i % step === 0 || i === report.memory.length - 1)
    .map((sample) => `${sample.at}s:${Math.round(sample.rssMb)}`);
  lines.push(`  RSS over time (s:MB): ${timeline.join(" ")}`);
  return lines;
}
