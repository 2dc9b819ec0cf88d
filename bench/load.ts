/**
 * `npm run bench:load -- --db pglite|postgres --seconds N [--schedulers 40 --staff 1000]`: the
 * reference hospital (8 departments × 150 staff) under a realistic mix for N seconds on the
 * compiled server, loopback only. Prints throughput, latency per request kind, errors, lost updates
 * and the server's memory over time. `--departments` and `--staff-per-department` make a smaller
 * hospital; `--edit-rate` (whole edits per department per second, its schedulers taking turns)
 * and `--read-rate` (staff reads per second in all) set the pace; `--postgres-url` uses that server
 * instead of a throwaway cluster. `--renewals lockstep` has every client renew its token in the same
 * seconds (a stress case; `spread`, the default, is how a hospital's clients renew). `--trace <file>`
 * keeps every request's timing, the renewal rounds and the server's request log;
 * `--server-node-options` starts the server with those Node options (a profiler, a probe).
 */
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { REFERENCE_HOSPITAL } from "../apps/server/test/load/hospital";
import { formatReport } from "../apps/server/test/load/report";
import { runLoad } from "../apps/server/test/load/run";

const { values } = parseArgs({
  options: {
    db: { type: "string", default: "pglite" },
    seconds: { type: "string", default: "60" },
    schedulers: { type: "string", default: "40" },
    staff: { type: "string", default: "1000" },
    departments: { type: "string", default: String(REFERENCE_HOSPITAL.departments) },
    "staff-per-department": { type: "string", default: String(REFERENCE_HOSPITAL.staffPerDepartment) },
    "edit-rate": { type: "string", default: "1" },
    "read-rate": { type: "string", default: "50" },
    "postgres-url": { type: "string" },
    port: { type: "string", default: "0" },
    json: { type: "string" },
    trace: { type: "string" },
    "server-node-options": { type: "string" },
    renewals: { type: "string", default: "spread" },
  },
});

function positive(name: string, text: string | undefined): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name} must be a positive number (got ${text ?? "nothing"})`);
    process.exit(2);
  }
  return value;
}

const db = values.db;
if (db !== "pglite" && db !== "postgres") {
  console.error(`--db must be pglite or postgres (got ${db ?? "nothing"})`);
  process.exit(2);
}
const renewals = values.renewals;
if (renewals !== "spread" && renewals !== "lockstep") {
  console.error(`--renewals must be spread or lockstep (got ${renewals ?? "nothing"})`);
  process.exit(2);
}
const departments = Math.round(positive("departments", values.departments));
const staffPerDepartment = Math.round(positive("staff-per-department", values["staff-per-department"]));
const schedulers = Math.round(positive("schedulers", values.schedulers));
const staff = Math.round(positive("staff", values.staff));

const report = await runLoad({
  db,
  ...(values["postgres-url"] ? { postgresUrl: values["postgres-url"] } : {}),
  seconds: Math.round(positive("seconds", values.seconds)),
  port: Math.max(0, Math.round(Number(values.port) || 0)),
  size: {
    departments,
    staffPerDepartment,
    schedulersPerDepartment: Math.max(1, Math.ceil(schedulers / departments)),
    accountsPerDepartment: Math.min(staffPerDepartment, Math.ceil(staff / departments)),
  },
  schedulers,
  staff,
  editsPerDepartmentPerSecond: positive("edit-rate", values["edit-rate"]),
  staffReadsPerSecond: positive("read-rate", values["read-rate"]),
  drainLimitMs: 30_000,
  memoryEveryMs: 2_000,
  renewals,
  log: (line) => console.log(`  ${line}`),
  // A trace also keeps the server's request log (each request's own time, `responseTime`).
  ...(values.trace ? { trace: values.trace } : {}),
  serverEnv: {
    ...(values.trace ? { LOG_LEVEL: "info" } : {}),
    ...(values["server-node-options"] ? { NODE_OPTIONS: values["server-node-options"] } : {}),
  },
});
console.log(formatReport(report, loadavg()).join("\n"));
if (values.json) {
  const { writeFileSync } = await import("node:fs");
  writeFileSync(values.json, JSON.stringify({ ...report, loadAverage: loadavg() }, null, 2));
}
process.exit(report.errorCount === 0 && report.lostUpdates === 0 ? 0 : 1);
