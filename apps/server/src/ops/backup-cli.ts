// `npm run backup -- <file>`: a consistent copy of the database the server is configured to use.
import { parseArgs, runCommand, targetFromEnv } from "./cli";
import { backupEmbedded } from "./embedded-backup";
import { backupPostgres } from "./postgres-backup";

runCommand(async () => {
  const { file } = parseArgs(process.argv.slice(2), "npm run backup -- <file>");
  const target = targetFromEnv(process.env);
  const { bytes } = target.databaseUrl
    ? await backupPostgres(target.databaseUrl, file)
    : await backupEmbedded(target.dataDir, file);
  const source = target.databaseUrl
    ? "PostgreSQL (pg_dump custom format)"
    : `the embedded database in ${target.dataDir}`;
  return `Backed up ${source} to ${file} (${bytes} bytes).`;
});
