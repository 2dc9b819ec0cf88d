import { mkdir, open, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { errorCode, StartupError } from "./startup-failure";

export const LOCK_FILE = "rosterly.pid";

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return errorCode(error) === "EPERM";
  }
}

/**
 * Claims the embedded data directory for this process: the embedded database may be opened by one
 * process at a time (two would corrupt it), and a backup or restore must not copy or replace it
 * under a running server. A lock left by a process that no longer runs (kill -9, power loss) is
 * taken over. Answers the release.
 */
export async function lockDataDir(dataDir: string, holder: string): Promise<() => Promise<void>> {
  const file = join(dataDir, LOCK_FILE);
  const content = `${process.pid}\n${holder}\n`;
  await mkdir(dataDir, { recursive: true });
  try {
    const handle = await open(file, "wx");
    await handle.writeFile(content);
    await handle.close();
  } catch (error) {
    if (errorCode(error) !== "EEXIST") throw error;
    const [pidText, owner] = (await readFile(file, "utf8")).split("\n");
    const pid = Number(pidText);
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid))
      throw new StartupError(
        `The data directory ${dataDir} is in use by process ${pid} (${owner || "unknown"}): stop it first`,
      );
    await writeFile(file, content);
  }
  return async () => {
    await rm(file, { force: true });
  };
}
