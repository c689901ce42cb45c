/** An expected failure of a backup or a restore: its message is the one sentence the command prints. */
export class BackupError extends Error {}
