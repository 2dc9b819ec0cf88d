import { writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embeddedStore, type Store, spawnServer, TEST_JWT_SECRET } from "../server-process";

/** A port nothing listens on: bound by us, then released. */
function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Starts the server with the environment given; answers its exit code and everything it printed. */
async function failedStart(env: Record<string, string>) {
  const server = await spawnServer(null, { env, waitForListen: false });
  const { code } = await server.exited;
  return { code, output: server.output().trim() };
}

let scratch: Store;

beforeAll(async () => {
  scratch = await embeddedStore();
});

afterAll(async () => {
  await scratch.remove();
});

// The same on either engine's pass: run once, in the embedded (default) pass.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  "a start that cannot succeed",
  { timeout: 180_000 },
  () => {
    it("stops with one clear line when the data directory cannot be written", async () => {
      // /sys refuses new directories even to root, as a read-only mount would.
      const { code, output } = await failedStart({ DATA_DIR: "/sys/rosterly-data" });
      expect(code).not.toBe(0);
      expect(output).toMatch(
        /^Rosterly cannot write its data directory \/sys\/rosterly-data \(DATA_DIR\): .+ \[E[A-Z]+\]$/,
      );
    });

    it("stops with one clear line when a file stands where the data directory should be", async () => {
      const file = `${scratch.dataDir}/a-file`;
      await writeFile(file, "not a directory");
      const { code, output } = await failedStart({ DATA_DIR: `${file}/data` });
      expect(code).not.toBe(0);
      expect(output).toBe(
        `Rosterly cannot write its data directory ${file}/data (DATA_DIR): a part of the path is a file, not a directory [ENOTDIR]`,
      );
    });

    it("stops with one clear line, without the password, when the database cannot be reached", async () => {
      const port = await unusedPort();
      const { code, output } = await failedStart({
        DATA_DIR: scratch.dataDir,
        DATABASE_URL: `postgres://rosterly:hunter2-secret@127.0.0.1:${port}/rosterly`,
        JWT_SECRET: TEST_JWT_SECRET,
      });
      expect(code).not.toBe(0);
      expect(output).toBe(
        `Rosterly cannot use the database at 127.0.0.1:${port}/rosterly (DATABASE_URL): connection refused [ECONNREFUSED]`,
      );
    });
  },
);
