import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { appVersionDefine } from "./vite.config.ts";

export default defineProject({
  plugins: [react()],
  define: appVersionDefine,
  resolve: {
    alias: { "virtual:pwa-register": fileURLToPath(new URL("./src/test/pwa-register.ts", import.meta.url)) },
  },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    // Files share a worker's loaded modules (MUI, React, the app) instead of loading them again for
    // each of ~90 files, which took longer than the tests. Every test renders its own providers, query
    // client, i18n and style cache (src/test/stylesheets.tsx), and the setup file resets the rest.
    isolate: false,
    // Two even on a two-core machine (vitest's default there is one): the tests wait on timers and
    // promises often enough that a second worker nearly halves the run.
    maxWorkers: 2,
    // Vitest runs projects with different worker limits as separate groups: the web tests after the
    // server's (group 1).
    sequence: { groupOrder: 2 },
    // A ceiling, not a wait: a screen test makes several findBy steps of up to 15 s each (the setup's
    // asyncUtilTimeout), and on a loaded two-core machine the sum passes vitest's default 5 s.
    testTimeout: 60_000,
    // CI's shared two-core machine has stalled a screen's first render past every ceiling, once in
    // dozens of runs; a test that fails again on its second try is a failure, and vitest reports a
    // test that needed the retry as flaky.
    retry: process.env.CI ? 1 : 0,
    // Stylesheets are not loaded in tests, except one read as text: app/theme.test.ts checks that the
    // signed-out pages' custom properties (drawn before MUI loads) match the theme.
    css: { include: [/SignedOutLayout\.css\?raw$/] },
  },
});
