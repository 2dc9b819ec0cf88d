import { defineProject } from "vitest/config";

// One database per worker, shared by that worker's files (a fresh PGlite costs seconds and
// ~800 MB); each test builds its own hospital, so tests never see each other's rows.
export default defineProject({
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    pool: "forks",
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest runs projects with different worker limits as separate groups; the server goes last.
    sequence: { groupOrder: 1 },
  },
});
