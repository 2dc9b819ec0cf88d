import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import rootPackage from "../../package.json" with { type: "json" };
import { compileHints } from "./build-plugins/compile-hints.ts";
import { precompress } from "./build-plugins/precompress.ts";
import { keptOffline, OFFLINE_CACHE_NAME, OFFLINE_MAX_AGE_SECONDS } from "./src/lib/pwa/offline-scope.ts";

/** The version the built app reports; `/status.json` is compared with it to offer a reload. */
export const appVersionDefine = { "import.meta.env.VITE_APP_VERSION": JSON.stringify(rootPackage.version) };

const server = "http://127.0.0.1:8080";

/**
 * The installable app: a manifest and a worker that precaches the app shell and keeps the staff
 * schedule's own answers (network first) so it opens offline from the last sync. A new worker waits
 * for the new-version dialog (`prompt`); the first one claims the page so it works offline at once.
 */
const installable = VitePWA({
  registerType: "prompt",
  injectRegister: false,
  manifest: {
    id: "/",
    name: "Rosterly",
    short_name: "Rosterly",
    description: "Your hospital shifts, time off and requests",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "any",
    background_color: "#ffffff",
    theme_color: "#0f6e6a",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  workbox: {
    // The message catalogues are JSON files under assets/ (fetched per language before the first render).
    globPatterns: ["**/*.{js,css,html,png,svg,woff2}", "assets/*.json"],
    // The shift report's grid library (a quarter of the app's bytes) serves managers online only: a
    // phone installing the app for its offline schedule need not download it.
    globIgnores: ["**/vendor-ag-grid-*"],
    // The app bundle with its locales is larger than Workbox's 2 MiB default for one file.
    maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
    navigateFallback: "/index.html",
    // Server paths that are not screens of the app: the API, the live channel, feeds, the status file.
    navigateFallbackDenylist: [/^\/api\//, /^\/ws\//, /^\/cal\//, /^\/status\.json$/],
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: keptOffline,
        method: "GET",
        handler: "NetworkFirst",
        options: {
          cacheName: OFFLINE_CACHE_NAME,
          networkTimeoutSeconds: 8,
          expiration: { maxEntries: 120, maxAgeSeconds: OFFLINE_MAX_AGE_SECONDS },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

export default defineConfig({
  plugins: [react(), installable, compileHints(), precompress()],
  define: appVersionDefine,
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // scripts/web-budget.mjs reads what each page loads from the manifest.
    manifest: true,
    // Above the lazily loaded AG Grid chunk, the one legitimately big file; scripts/web-budget.mjs still
    // fails the build check if any chunk over 500 KB loads with the entry.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Framework code changes far less often than ours: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: "vendor-react",
              // What every page runs, the lean sign-in page included. A group takes in all of a package
              // that any chunk uses, so no library the sign-in page leaves out may join this group.
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            {
              // The signed-in app's libraries, which its first screen needs nearly whole: two chunks
              // instead of some seventy small ones, each of them a request on the browser's six
              // connections and a module to link while the sign-in and the first screen wait.
              name: "vendor-mui",
              test: /[\\/]node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming)|@emotion|react-transition-group|stylis|@popperjs|clsx)[\\/]/,
            },
            {
              name: "vendor-app",
              test: /[\\/]node_modules[\\/](@tanstack[\\/](query-core|react-query)|react-router|notistack|react-hook-form|@hookform)[\\/]/,
            },
            {
              // AG Grid (the shift report only) is one ~720 KB library: its own lazy chunk.
              name: "vendor-ag-grid",
              test: /[\\/]node_modules[\\/]ag-grid-(community|react)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": { target: server, changeOrigin: true },
      "/ws": { target: server, ws: true, changeOrigin: true },
      "/status.json": { target: server, changeOrigin: true },
      "/cal": { target: server, changeOrigin: true },
    },
  },
});
