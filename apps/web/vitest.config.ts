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
    // A ceiling, not a wait: a screen test makes several findBy steps of up to 5 s each (the setup's
    // asyncUtilTimeout), and on a loaded two-core machine the sum passes vitest's default 5 s.
    testTimeout: 20_000,
  },
});
