import { z } from 'zod';

/** The layout of the archive; a restore refuses a newer one, which it cannot read. */
export const archiveFormat = 1;

/** Last in the archive: it holds the checksum of every entry written before it. */
export const manifestEntry = 'manifest.json';
const tablesFolder = 'database/';
const filesFolder = 'files/';

export const tableEntryOf = (table: string) => `${tablesFolder}${table}.copy`;
export const fileEntryOf = (key: string) => `${filesFolder}${key}`;
export const keyOfFileEntry = (entry: string) => (entry.startsWith(filesFolder) ? entry.slice(filesFolder.length) : null);

const tableSchema = z.object({
  /** Schema-qualified and quoted, ready for SQL: `"public"."members"`. */
  name: z.string(),
  /** Every stored column, in the order of the dump's fields. */
  columns: z.array(z.string()),
  rows: z.number().int().nonnegative(),
  entry: z.string(),
});

const sequenceSchema = z.object({ name: z.string(), lastValue: z.string(), isCalled: z.boolean() });

export const manifestSchema = z.object({
  format: z.number().int().positive(),
  meshworkVersion: z.string(),
  createdAt: z.string(),
  /** How many migrations of each history the database had. */
  migrationLevel: z.record(z.string(), z.number()),
  tables: z.array(tableSchema),
  sequences: z.array(sequenceSchema),
  entries: z.array(z.object({ name: z.string(), size: z.number().int().nonnegative(), sha256: z.string() })),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type TableDump = z.infer<typeof tableSchema>;
export type SequenceState = z.infer<typeof sequenceSchema>;
export type ArchiveEntry = Manifest['entries'][number];
