import type { Plugin } from "vite";
import { COMPILE_HINT } from "./compile-hint.mjs";

/**
 * Marks every built JS chunk with V8's compile hint. The app's chunks are fetched while the sign-in
 * form is being typed and nearly all their functions run in the first render after it; compiled
 * lazily, they cost the main thread ~150 ms between the sign-in and the painted schedule.
 * Other engines read the line as a comment. Added after minification, which drops comments.
 */
export function compileHints(): Plugin {
  return {
    name: "rosterly-compile-hints",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === "chunk" && !output.code.startsWith(COMPILE_HINT)) {
            output.code = COMPILE_HINT + output.code;
          }
        }
      },
    },
  };
}
