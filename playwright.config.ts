import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 8181);

// Debian's Chromium; nothing downloads a browser.
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * The walks over every screen of every role (axe at two widths, zh-TW) take longer than the other
 * browser tests together, so `npm test` leaves them to `npm run test:walks`.
 */
const WALKS = "**/*-walk.spec.ts";

export default defineConfig({
  testDir: "e2e",
  testIgnore: process.env.E2E_WALKS === "1" ? [] : [WALKS],
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A ceiling, not a wait: several stories take 20–30 s on a quiet two-core machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
    screenshot: "only-on-failure",
    trace: "off",
    viewport: { width: 1366, height: 860 },
  },
  webServer: {
    command: "node scripts/e2e-server.mjs",
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/status.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
