import type pg from 'pg';

/** Nodes on one database form one network; networks sharing a Redis stay apart. */
export async function networkNamespace(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ name: string }>('select current_database() as name');
  return `meshwork:realtime:${rows[0]!.name}`;
}
