// Types of the throwaway PostgreSQL 15 cluster, for the TypeScript benchmarks that start one.
export const PG_BIN: string;
export function postgresAvailable(): boolean;
export function startCluster(): Promise<{ url: string; pause(): void; resume(): void; stop(): void }>;
