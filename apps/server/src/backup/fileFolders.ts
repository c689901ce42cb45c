/**
 * The storage folders that hold the product's files, each owned by a module (docs/operations.md,
 * Files). A backup copies these and nothing else: the local root is `DATA_DIR`, which also holds
 * the embedded PostgreSQL's cluster (`pg/`). A module that adds a folder adds it here.
 */
export const fileFolders = ['files/', 'post-images/', 'group-images/', 'event-covers/', 'realtime-files/'] as const;
