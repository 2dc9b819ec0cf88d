import { resolve } from "node:path";
import { StartupError } from "../lifecycle/startup-failure";
import { BackupError } from "./backup-error";

export interface Target {
  /** Set: PostgreSQL (pg_dump/pg_restore); unset: the embedded database in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
}

/** The database the server would use, from the same environment variables. */
export function targetFromEnv(env: NodeJS.ProcessEnv): Target {
  const databaseUrl = env.DATABASE_URL === "" ? undefined : env.DATABASE_URL;
  return { databaseUrl, dataDir: resolve(env.DATA_DIR || "./data") };
}

/** `<file> [--force]` from the command line; anything else is a usage error. */
export function parseArgs(argv: readonly string[], usage: string): { file: string; force: boolean } {
  const force = argv.includes("--force");
  const files = argv.filter((arg) => arg !== "--force");
  const [file] = files;
  if (files.length !== 1 || !file || file.startsWith("-")) throw new BackupError(`usage: ${usage}`);
  return { file: resolve(file), force };
}

/** Runs a command; an expected failure prints its message alone and exits 1. */
export function runCommand(command: () => Promise<string>): void {
  command().then(
    (done) => {
      console.log(done);
    },
    (error: unknown) => {
      if (error instanceof BackupError || error instanceof StartupError) console.error(error.message);
      else console.error(error);
      process.exitCode = 1;
    },
  );
}
