import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

// Azurite's well-known development account (public; the emulator accepts nothing else).
const ACCOUNT = "devstoreaccount1";
const KEY = "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==";

export interface Azurite {
  connectionString: string;
  stop(): Promise<void>;
}

/**
 * Starts Azurite's blob service in memory on a free port and resolves once it says it listens
 * (its own ready line, not a timer). Telemetry is off: it would call out to the internet.
 */
export function startAzurite(): Promise<Azurite> {
  const require = createRequire(import.meta.url);
  const main = join(dirname(require.resolve("azurite/package.json")), "dist/src/blob/main.js");
  const child: ChildProcess = spawn(
    process.execPath,
    [
      main,
      "--blobHost",
      "127.0.0.1",
      "--blobPort",
      "0",
      "--inMemoryPersistence",
      "--extentMemoryLimit",
      "64",
      "--disableTelemetry",
      "--silent",
      // @azure/storage-blob 12.32.0 speaks service version 2026-04-06, newer than Azurite 3.35.0
      // knows (3.36+ needs Node 22); the calls the driver makes are the same in both versions.
      "--skipApiVersionCheck",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return new Promise((resolve, reject) => {
    let output = "";
    child.once("exit", (code) => reject(new Error(`Azurite exited (${code}) before listening:\n${output}`)));
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listens on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (!match?.[1]) return;
      child.stdout?.removeAllListeners("data");
      child.stdout?.resume();
      resolve({
        connectionString: `DefaultEndpointsProtocol=http;AccountName=${ACCOUNT};AccountKey=${KEY};BlobEndpoint=${match[1]}/${ACCOUNT};`,
        stop,
      });
    });
  });
}
