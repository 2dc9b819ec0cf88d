// `npm run restore -- <file> [--force]`: loads a backup into an empty database (--force: replaces it).
import { parseArgs, runCommand, targetFromEnv } from "./cli";
import { restoreEmbedded } from "./embedded-backup";
import { restorePostgres } from "./postgres-backup";

runCommand(async () => {
  const { file, force } = parseArgs(process.argv.slice(2), "npm run restore -- <file> [--force]");
  const target = targetFromEnv(process.env);
  if (target.databaseUrl) await restorePostgres(target.databaseUrl, file, force);
  else await restoreEmbedded(target.dataDir, file, force);
  const into = target.databaseUrl ? "PostgreSQL" : `the embedded database in ${target.dataDir}`;
  return `Restored ${file} into ${into}.`;
});
