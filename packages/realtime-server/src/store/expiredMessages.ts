import type pg from 'pg';

/** Removes the messages whose time to live is over (reads already hide them); answers how many. */
export async function deleteExpiredMessages(pool: pg.Pool): Promise<number> {
  const { rowCount } = await pool.query('delete from realtime_messages where expires_at <= now()');
  return rowCount ?? 0;
}
