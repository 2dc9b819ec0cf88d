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
  },
});
