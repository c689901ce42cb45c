import type pg from 'pg';
import type { SequenceState } from './archiveManifest.js';

/**
 * Every table and sequence of every schema the instance made: the product's, the realtime
 * service's, the job queue's and the migration histories, so a restored instance is the same and
 * runs no migration again. PostgreSQL's own schemas and objects of extensions are left out.
 */
const ownedRelations = (kind: 'r' | 'S') => `
  SELECT format('%I.%I', n.nspname, c.relname) AS name, c.oid
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind = '${kind}' AND n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%'
    AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')`;

export interface TableColumns {
  /** Schema-qualified and quoted as SQL needs it. */
  name: string;
  /** Quoted; generated columns left out, as PostgreSQL computes them again. */
  columns: string[];
}

export async function tablesOf(client: pg.ClientBase): Promise<TableColumns[]> {
  const { rows } = await client.query<TableColumns>(`
    SELECT owned.name, array_agg(quote_ident(a.attname) ORDER BY a.attnum) AS columns
    FROM (${ownedRelations('r')}) owned
    JOIN pg_attribute a ON a.attrelid = owned.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    GROUP BY owned.name ORDER BY owned.name`);
  return rows;
}

export async function sequencesOf(client: pg.ClientBase): Promise<SequenceState[]> {
  const { rows: names } = await client.query<{ name: string }>(`SELECT name FROM (${ownedRelations('S')}) owned ORDER BY name`);
  const states: SequenceState[] = [];
  for (const { name } of names) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text, is_called FROM ${name}`);
    states.push({ name, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called });
  }
  return states;
}

/**
 * The migration histories: drizzle's schema holds one table per history (the product's, and the
 * realtime service's own), and the job queue keeps its own. A database never started has none.
 */
const migrationHistories = `
  SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables WHERE table_schema = 'drizzle'
  UNION ALL SELECT 'graphile_worker.migrations' WHERE to_regclass('graphile_worker.migrations') IS NOT NULL ORDER BY name`;

/** How many migrations of each history the database has had: two databases of one level have the same tables. */
export async function migrationLevelOf(client: pg.ClientBase): Promise<Record<string, number>> {
  const level: Record<string, number> = {};
  for (const { name } of (await client.query<{ name: string }>(migrationHistories)).rows) {
    const { rows } = await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${name}`);
    level[name] = rows[0]!.count;
  }
  return level;
}
