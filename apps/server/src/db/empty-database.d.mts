// Types of empty-database.mjs (shared with build.mjs, which runs without a TypeScript loader).
export interface EmptyDatabaseTemplate {
  /** The database as an uncompressed tar, for an in-memory database. */
  tar: string;
  /** The database's files, to copy into a new data directory. */
  dir: string;
}
export function emptyDatabaseTemplate(serverRoot: string): EmptyDatabaseTemplate;
export function makeEmptyDatabaseTemplate(
  serverRoot: string,
): Promise<EmptyDatabaseTemplate & { made: boolean }>;
