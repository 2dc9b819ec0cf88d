/** A backup or restore that cannot be done as asked: printed as its message alone. */
export class BackupError extends Error {}
