// Types of empty-database.mjs (shared with build.mjs, which runs without a TypeScript loader).
export function emptyDatabaseTemplate(serverRoot: string): string;
export function makeEmptyDatabaseTemplate(serverRoot: string): Promise<{ file: string; made: boolean }>;
