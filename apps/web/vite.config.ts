import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import rootPackage from "../../package.json" with { type: "json" };

/** The version the built app reports; `/status.json` is compared with it to offer a reload. */
export const appVersionDefine = { "import.meta.env.VITE_APP_VERSION": JSON.stringify(rootPackage.version) };

const server = "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [react()],
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
              // Only what every page runs: a group takes in all of a package that any chunk uses, so the
              // router, TanStack and MUI split by use instead (the sign-in page needs little of them).
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
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
    },
  },
});
