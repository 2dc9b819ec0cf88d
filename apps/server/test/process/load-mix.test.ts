import { describe, expect, it } from "vitest";
import { runLoad } from "../load/run";

/**
 * `npm run bench:load` kept from rotting (issue 16): the same run on a small hospital (one
 * department, 20 nurses, two schedulers), a few requests per connection rather than a time (a
 * loaded machine must not let it pass with nothing done), must end with no error and every
 * acknowledged shift change heard by every scheduler socket of the department. It waits for the
 * last change to be heard as long as it takes (a lost one fails at the test's timeout). In the
 * PostgreSQL pass of `npm test`: one spawned server on a database of the test cluster; the embedded
 * run would open PGlite twice (loader, then server), seconds the suite does not have.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("the load benchmark on a small hospital", { timeout: 120_000 }, () => {
  it("runs its mix with no error and no lost update", async () => {
    const report = await runLoad({
      db: "postgres",
      postgresUrl: serverUrl ?? "",
      seconds: 3,
      // Three create-update-delete cycles and a few dozen reads, however fast the machine is.
      requestsPerConnection: 9,
      port: 0,
      size: { departments: 1, staffPerDepartment: 20, schedulersPerDepartment: 2, accountsPerDepartment: 20 },
      schedulers: 2,
      staff: 20,
      editsPerDepartmentPerSecond: 9,
      staffReadsPerSecond: 20,
      drainLimitMs: null,
      memoryEveryMs: 1_000,
      renewals: "spread",
      log: () => undefined,
    });
    expect(report.errors).toEqual([]);
    expect(report.lostUpdates).toBe(0);
    const kinds = report.latency.map((row) => row.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(["shift create", "shift update", "shift delete", "own schedule", "open shifts"]),
    );
    // Three cycles of three edits and the closing shift were acknowledged and heard.
    expect(report.acknowledgedEdits).toBe(3 * 3 + 1);
    expect(report.memory.length).toBeGreaterThan(0);
  });
});
