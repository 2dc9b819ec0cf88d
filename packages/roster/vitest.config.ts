import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "roster",
    environment: "node",
    include: ["src/**/*.test.ts", "bench/**/*.test.ts"],
    testTimeout: 20_000,
  },
});
