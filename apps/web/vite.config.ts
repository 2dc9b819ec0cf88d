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
    rolldownOptions: {
      output: {
        // Framework code changes far less often than ours: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: "vendor-react",
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
            {
              name: "vendor-mui",
              test: /[\\/]node_modules[\\/](@mui|@emotion|notistack|@popperjs|react-transition-group)[\\/]/,
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
