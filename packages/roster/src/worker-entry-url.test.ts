import { describe, expect, it } from "vitest";
import { COMPILED_WORKER_FILE, workerEntry } from "./worker.ts";

describe("workerEntry", () => {
  it("starts the tsx bootstrap from source and the compiled worker beside the server bundle", () => {
    expect(workerEntry("file:///repo/packages/roster/src/worker.ts").href).toBe(
      "file:///repo/packages/roster/src/worker-bootstrap.mjs",
    );
    expect(workerEntry("file:///repo/apps/server/dist/main.js").href).toBe(
      `file:///repo/apps/server/dist/${COMPILED_WORKER_FILE}`,
    );
  });
});
